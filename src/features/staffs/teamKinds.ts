import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { menuIds } from '../../../contract/menus.ts'
import type { Team } from '../../../contract/system.ts'

/**
 * The two screens of teams (spec section 2): teams (menu 75) for the collection teams, team sellers
 * (menu 104) for the sales teams. One page serves both, told which teams it shows.
 */
export type TeamKind = 'collection' | 'sales'

export interface TeamKindScreens {
  title: MessageDescriptor
  /** The menu of the list screen. */
  menuId: number
  listPath: string
  detailsPath: (teamId: number) => string
  /** The case list of the team's cases, and the menu that opens it (the cases area's routes). */
  cases: { path: string; menuId: number }
}

export const teamKinds: Record<TeamKind, TeamKindScreens> = {
  collection: {
    title: msg`Teams`,
    menuId: menuIds.teams,
    listPath: '/staffs/teams',
    detailsPath: (teamId) => `/staffs/teams/details/${teamId}`,
    cases: { path: '/cases/all', menuId: menuIds.allCases },
  },
  sales: {
    title: msg`Seller teams`,
    menuId: menuIds.teamSellers,
    listPath: '/staffs/teamsellers',
    detailsPath: (teamId) => `/staffs/teamsellers/details/${teamId}`,
    cases: { path: '/cases/seller', menuId: menuIds.casesSeller },
  },
}

/** A sales team is a team seller; every other type is on the teams screen. */
export const kindOfTeam = (team: Pick<Team, 'teamTypeCode'>): TeamKind =>
  team.teamTypeCode === 'sales' ? 'sales' : 'collection'

/** A case list's address filtered as a link asks (the case lists take their filters from it). */
export function casesLink(path: string, filters: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]))}`
}
