import { useCallback } from 'react'
import { staffList } from '../../../contract/staffs.ts'
import { allTeams, allTeamTypes, type Team, type TeamType } from '../../../contract/system.ts'
import { saveCachedList, useCachedList } from '../../../db/cachedLists.ts'
import { keepLeaderList } from '../../api/leaderList.ts'
import { request } from '../../api/request.ts'

/** Every team from the server; the leaderList (the team-leader filter's) is kept from the same answer. */
async function readTeams(): Promise<Team[]> {
  const teams = await request(allTeams, undefined)
  await keepLeaderList(teams)
  return teams
}

/** Every team, kept in the browser; `refresh` asks again after a team is added or changed. */
export function useTeams(userId: number) {
  const name = `staffs:${userId}:teams` as const
  const kept = useCachedList<Team[]>(name, readTeams)
  const refresh = useCallback(async () => saveCachedList(name, await readTeams()), [name])
  // loaded: the teams are known (kept or answered), so an empty list means there are none.
  return {
    teams: kept.data ?? [],
    loaded: kept.data != null,
    failure: kept.failure,
    savedAt: kept.savedAt,
    refresh,
  }
}

/** The team types, named in the reader's language. */
export function useTeamTypes(userId: number): TeamType[] {
  return (
    useCachedList<TeamType[]>(`staffs:${userId}:teamTypes`, () => request(allTeamTypes, undefined)).data ?? []
  )
}

/** A member as a picker offers them. */
export interface MemberChoice {
  id: number
  name: string
  teamName: string | null
}

/** How many members a picker offers for what is typed: enough to choose from, the server searches. */
export const memberChoicesShown = 20

/**
 * The members a leader or a manager is chosen among, searched on the server by name or phone as typed
 * (a team of 20 teams of 30 has more than any list would show): the valid ones still working here.
 */
export async function searchMemberChoices(search: string, signal?: AbortSignal): Promise<MemberChoice[]> {
  const page = await request(
    staffList,
    { search: search.trim() || undefined, sort: 'entryDate', order: 'desc', limit: memberChoicesShown },
    { signal },
  )
  return page.rows
    .filter((row) => row.valid && row.leftDate === null)
    .map((row) => ({ id: row.id, name: row.name, teamName: row.teamName }))
}
