import type { MessageDescriptor } from '@lingui/core'
import { auditRoutes } from '../features/audit/routes.ts'
import { automaticRulesRoutes } from '../features/automaticRules/routes.ts'
import { blacklistRoutes } from '../features/blacklist/routes.ts'
import { casesRoutes } from '../features/cases/routes.ts'
import { dashboardRoutes } from '../features/dashboard/routes.ts'
import { financialRoutes } from '../features/financial/routes.ts'
import { simCardsRoutes } from '../features/simCards/routes.ts'
import { staffsRoutes } from '../features/staffs/routes.ts'
import { targetsRoutes } from '../features/targets/routes.ts'
import type { RouteGroup, ScreenRoute } from '../ui/screenRoute.ts'
import { welcomeRoutes } from './welcomeRoutes.ts'

/**
 * The spec's route table (section 2) as data: menu, titles, guards and tabs all read it. Each area
 * declares its own group in src/features/<area>/routes.ts; this list only puts them in menu order.
 */
export const routeGroups: readonly RouteGroup[] = [
  welcomeRoutes,
  casesRoutes,
  automaticRulesRoutes,
  blacklistRoutes,
  dashboardRoutes,
  staffsRoutes,
  targetsRoutes,
  financialRoutes,
  simCardsRoutes,
  auditRoutes,
]

export const allScreenRoutes: ScreenRoute[] = routeGroups.flatMap((group) => group.routes)

/** The title a user sees for a route, in the menu, the tabs and the welcome page. */
export function routeTitle(route: ScreenRoute, roleId: number): MessageDescriptor {
  return route.titleFor?.(roleId) ?? route.title
}

/** May this user open the entry? Entries without a menuId show unless hidden (spec section 6). */
export function isAllowed(entry: { menuId?: number }, menuIdList: readonly number[]): boolean {
  return entry.menuId === undefined || menuIdList.includes(entry.menuId)
}

/** The menu for a user: built screens they may open, grouped; empty groups dropped. */
export function menuFor(menuIdList: readonly number[]): RouteGroup[] {
  return routeGroups
    .filter((group) => isAllowed(group, menuIdList))
    .map((group) => ({
      ...group,
      routes: group.routes.filter((route) => route.load && !route.hidden && isAllowed(route, menuIdList)),
    }))
    .filter((group) => group.routes.length > 0)
}

/** The areas a user's role opens, built or not, for the welcome page. */
export function areasFor(menuIdList: readonly number[]): RouteGroup[] {
  return routeGroups
    .filter((group) => group.menuId !== undefined && isAllowed(group, menuIdList))
    .map((group) => ({
      ...group,
      routes: group.routes.filter((route) => !route.hidden && isAllowed(route, menuIdList)),
    }))
}
