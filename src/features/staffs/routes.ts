import { msg } from '@lingui/core/macro'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'

// Planned (spec section 2): no route has a screen yet, so the menu hides them and the welcome page
// lists them as not available yet. The area's issue adds each screen's `load` here.
export const staffsRoutes: RouteGroup = {
  name: 'staffs',
  path: '/staffs',
  title: msg`Staffs`,
  menuId: m.staffs,
  redirect: '/staffs/index',
  routes: [
    { name: 'staffsIndex', path: '/staffs/index', title: msg`Staff list`, menuId: m.staffsIndex },
    { name: 'teams', path: '/staffs/teams', title: msg`Teams`, menuId: m.teams },
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
    },
    {
      name: 'workScheduleDetails',
      path: '/staffs/workschedules/details/:teamId',
      title: msg`Work schedule details`,
      menuId: m.workScheduleDetails,
      hidden: true,
    },
  ],
}
