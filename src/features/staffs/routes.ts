import { msg } from '@lingui/core/macro'
import { createElement } from 'react'
import { menuIds as m } from '../../../contract/menus.ts'
import type { RouteGroup, ScreenRoute } from '../../ui/screenRoute.ts'
import type { TeamKind } from './teamKinds.ts'

/** The teams and the team sellers are one list page and one details page, told which teams they show. */
const teamListScreen =
  (kind: TeamKind): ScreenRoute['load'] =>
  () =>
    import('./TeamListPage.tsx').then(({ TeamListPage }) => ({
      default: () => createElement(TeamListPage, { kind }),
    }))
const teamDetailsScreen =
  (kind: TeamKind): ScreenRoute['load'] =>
  () =>
    import('./TeamDetailsPage.tsx').then(({ TeamDetailsPage }) => ({
      default: ({ params }) => createElement(TeamDetailsPage, { kind, params }),
    }))

// Spec section 2. The routes without a `load` are planned still: the
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
      opens: ['teamDetails'],
      load: teamListScreen('collection'),
    },
    {
      name: 'teamDetails',
      path: '/staffs/teams/details/:teamId',
      title: msg`Team details`,
      hidden: true,
      load: teamDetailsScreen('collection'),
    },
    {
      name: 'teamSellers',
      path: '/staffs/teamsellers',
      title: msg`Seller teams`,
      menuId: m.teamSellers,
      opens: ['teamSellerDetails'],
      load: teamListScreen('sales'),
    },
    {
      name: 'teamSellerDetails',
      path: '/staffs/teamsellers/details/:teamId',
      title: msg`Seller team details`,
      hidden: true,
      load: teamDetailsScreen('sales'),
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
