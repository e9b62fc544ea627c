import { allTeams, type Team } from '../../contract/system.ts'
import { saveCachedList, useCachedList } from '../../db/cachedLists.ts'
import { request } from './request.ts'

/** The teams the team-leader filter offers (spec sections 3 and 6): only those with a leader. */
export const leadersOf = (teams: readonly Team[]): Team[] => teams.filter((team) => team.leaderName !== '')

/**
 * Keeps the leaderList from a fresh answer of every team: whoever reads the teams (the teams screens
 * after an add or an edit) keeps it in step, so the filters read the teams as they are now, offline too.
 */
export const keepLeaderList = (teams: readonly Team[]) => saveCachedList('leaderList', leadersOf(teams))

/**
 * The leaderList kept in the browser (Dexie), read at once and asked again in the background; `enabled`
 * false for those who may not read the teams (no staffs menu): nothing is read nor asked.
 */
export function useLeaderList(enabled: boolean) {
  return useCachedList<Team[]>(
    'leaderList',
    async () => leadersOf(await request(allTeams, undefined)),
    enabled,
  )
}
