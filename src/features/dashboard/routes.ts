import { msg } from '@lingui/core/macro'
import { createElement } from 'react'
import type { DashboardCaseList } from '../../../contract/dashboards.ts'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup, ScreenRoute } from '../../ui/screenRoute.ts'
import { dashboardCaseListTitles } from './dashboardCaseLists.ts'

/** A member's id in the path: a positive whole number, or the path names no one. */
const memberIdOf = (params: Record<string, string>) => {
  const id = Number(params.operatorId)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** A figure's case list: the four lists are one page, fetched once, showing the route's list. */
function caseListScreen(list: DashboardCaseList): Pick<ScreenRoute, 'load' | 'namesSomething' | 'opens'> {
  return {
    namesSomething: (params) => memberIdOf(params) !== undefined,
    opens: ['allDetails'],
    load: () =>
      import('./DashboardCaseListPage.tsx').then(({ DashboardCaseListPage }) => ({
        default: ({ params }) =>
          createElement(DashboardCaseListPage, { list, operatorId: memberIdOf(params) ?? 0 }),
      })),
  }
}

// Spec section 2: the dashboard's screens; a route without `load` is planned, hidden from the menu.
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
      opens: ['staffsDashboardDetails'],
      load: () => import('./StaffsDashboardPage.tsx'),
    },
    {
      name: 'staffsDashboardDetails',
      path: '/dashboard/staffs/details/:operatorId/:operatorName',
      title: msg`Staff details`,
      hidden: true,
      scrollToTop: true,
      namesSomething: (params) => memberIdOf(params) !== undefined,
      load: () => import('./StaffDetailsPage.tsx'),
    },
    {
      name: 'collectionDashboard',
      path: '/dashboard/collection',
      title: msg`Collection dashboard`,
      menuId: m.collectionDashboard,
      opens: ['casesToday', 'casesThisWeek', 'casesAtHearing', 'casesIn24Hours'],
      load: () => import('./CollectionDashboardPage.tsx'),
    },
    {
      name: 'casesToday',
      path: '/dashboard/collection/cases/hoylist/:operatorId',
      title: dashboardCaseListTitles.today,
      hidden: true,
      ...caseListScreen('today'),
    },
    {
      name: 'casesThisWeek',
      path: '/dashboard/collection/cases/semanalist/:operatorId',
      title: dashboardCaseListTitles.thisWeek,
      hidden: true,
      ...caseListScreen('thisWeek'),
    },
    {
      name: 'casesAtHearing',
      path: '/dashboard/collection/cases/audiencialist/:operatorId',
      title: dashboardCaseListTitles.atHearing,
      hidden: true,
      ...caseListScreen('atHearing'),
    },
    {
      name: 'casesIn24Hours',
      path: '/dashboard/collection/cases/horaslist/:operatorId',
      title: dashboardCaseListTitles.in24Hours,
      hidden: true,
      ...caseListScreen('in24Hours'),
    },
    {
      name: 'staffsStatement',
      path: '/dashboard/statement',
      title: msg`Staff statement`,
      menuId: m.staffsStatement,
      load: () => import('./StaffStatementPage.tsx'),
    },
    {
      name: 'staffPerformance',
      path: '/dashboard/staffperformance',
      title: msg`Staff performance`,
      menuId: m.staffPerformance,
      load: () => import('./StaffPerformancePage.tsx'),
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
