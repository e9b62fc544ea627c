import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Spec section 2. The staffs list has its screen; the routes without a `load` are planned still: the
// menu hides them and the welcome page lists them as not available yet.
export const staffsRoutes: RouteGroup = {
  name: 'staffs',
  path: '/staffs',
  title: msg`Staffs`,
  menuId: m.staffs,
  redirect: '/staffs/index',
  routes: [
    {
      name: 'staffsIndex',
      path: '/staffs/index',
      title: msg`Staff list`,
      menuId: m.staffsIndex,
      load: () => import('./StaffListPage.tsx'),
      keepAlive: true,
    },
    {
      name: 'teams',
      path: '/staffs/teams',
      title: msg`Teams`,
      menuId: m.teams,
      load: () => import('./TeamListPage.tsx'),
    },
    { name: 'teamDetails', path: '/staffs/teams/details/:teamId', title: msg`Team details`, hidden: true },
    { name: 'teamSellers', path: '/staffs/teamsellers', title: msg`Seller teams`, menuId: m.teamSellers },
    {
      name: 'teamSellerDetails',
      path: '/staffs/teamsellers/details/:teamId',
      title: msg`Seller team details`,
      hidden: true,
    },
    {
      name: 'workSchedules',
      path: '/staffs/workschedules',
      title: msg`Work schedules`,
      menuId: m.workSchedules,
      opens: ['workScheduleDetails'],
      load: () => import('./WorkSchedulePage.tsx'),
    },
    {
      name: 'workScheduleDetails',
      path: '/staffs/workschedules/details/:teamId',
      title: msg`Work schedule details`,
      menuId: m.workScheduleDetails,
      hidden: true,
      load: () => import('./WorkScheduleDetailsPage.tsx'),
    },
  ],
}
