import { menuIds } from '../../../contract/menus.ts'
import { reachOf } from '../../../contract/policy.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { allTeams } from '../../../contract/system.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'

/** The kind of team a dashboard's figures are about: collectors' teams, or the sellers' teams. */
export type DashboardTeamType = 'collection' | 'sales'

/**
 * The teams of one type a manager or an office manager may narrow a dashboard to (the one policy's
 * reach is all of them, and the teams list is theirs to read); none for anyone held to their team or
 * their own figures, who has no choice to make and is never asked for the list.
 */
export function useDashboardTeams(user: CurrentUser, teamType: DashboardTeamType) {
  const choosing = reachOf(user).kind === 'all' && user.menuIdList.includes(menuIds.staffs)
  const teams = useKeptRead(`dashboard:${user.userId}:teams`, allTeams, undefined, choosing)
  return choosing ? (teams.data ?? []).filter((team) => team.teamTypeCode === teamType) : null
}
