import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2. A route without a `load` is planned: the menu hides it and the welcome page lists
// it as not available yet.
export const dashboardRoutes: RouteGroup = {
  name: 'dashboard',
  path: '/dashboard',
  title: msg`Dashboard`,
  menuId: m.dashboard,
  redirect: '/dashboard/index',
  routes: [
    {
      name: 'performanceStatement',
      path: '/dashboard/index',
      title: msg`Performance statement`,
      menuId: m.performanceStatement,
      load: () => import('./PerformanceStatementPage.tsx'),
    },
    {
      name: 'performanceDetails',
      path: '/dashboard/performance/details',
      title: msg`Performance details`,
      menuId: m.performanceDetails,
      scrollToTop: true,
      load: () => import('./PerformanceDetailsPage.tsx'),
    },
    {
      name: 'staffsDashboard',
      path: '/dashboard/staffs',
      title: msg`Staff dashboard`,
      menuId: m.staffsDashboard,
    },
    {
      name: 'staffsDashboardDetails',
      path: '/dashboard/staffs/details/:operatorId/:operatorName',
      title: msg`Staff details`,
      hidden: true,
      scrollToTop: true,
    },
    {
      name: 'collectionDashboard',
      path: '/dashboard/collection',
      title: msg`Collection dashboard`,
      menuId: m.collectionDashboard,
    },
    {
      name: 'casesToday',
      path: '/dashboard/collection/cases/hoylist/:operatorId',
      title: msg`Cases not completed today`,
      hidden: true,
    },
    {
      name: 'casesThisWeek',
      path: '/dashboard/collection/cases/semanalist/:operatorId',
      title: msg`Cases not completed this week`,
      hidden: true,
    },
    {
      name: 'casesAtHearing',
      path: '/dashboard/collection/cases/audiencialist/:operatorId',
      title: msg`Cases expiring at the hearing time`,
      hidden: true,
    },
    {
      name: 'casesIn24Hours',
      path: '/dashboard/collection/cases/horaslist/:operatorId',
      title: msg`Cases expiring within 24 hours`,
      hidden: true,
    },
    {
      name: 'staffsStatement',
      path: '/dashboard/statement',
      title: msg`Staff statement`,
      menuId: m.staffsStatement,
    },
    {
      name: 'staffPerformance',
      path: '/dashboard/staffperformance',
      title: msg`Staff performance`,
      menuId: m.staffPerformance,
    },
    {
      name: 'sellersPerformanceDashboard',
      path: '/dashboard/sellersPerformance',
      title: msg`Sellers performance`,
      menuId: m.sellersPerformanceDashboard,
      load: () => import('./SellersPerformancePage.tsx'),
    },
  ],
}
