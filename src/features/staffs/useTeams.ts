import { useCallback } from 'react'
import { staffList } from '../../../contract/staffs.ts'
import { allTeams, allTeamTypes, type Team, type TeamType } from '../../../contract/system.ts'
import { saveCachedList, useCachedList } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'

/** Every team, kept in the browser; `refresh` asks again after a team is added or changed. */
export function useTeams(userId: number) {
  const name = `staffs:${userId}:teams` as const
  const kept = useCachedList<Team[]>(name, () => request(allTeams, undefined))
  const refresh = useCallback(async () => saveCachedList(name, await request(allTeams, undefined)), [name])
  return { teams: kept.data ?? [], failure: kept.failure, refresh }
}

/** The team types, named in the reader's language. */
export function useTeamTypes(userId: number): TeamType[] {
  return (
    useCachedList<TeamType[]>(`staffs:${userId}:teamTypes`, () => request(allTeamTypes, undefined)).data ?? []
  )
}

/** The members a leader or a manager is chosen among: the valid ones still working here. */
export function useTeamHeadChoices(userId: number): { id: number; name: string }[] {
  const kept = useCachedList<{ id: number; name: string }[]>(`staffs:${userId}:heads`, async () => {
    const page = await request(staffList, { sort: 'entryDate', order: 'asc', limit: 200 })
    return page.rows
      .filter((row) => row.valid && row.leftDate === null)
      .map((row) => ({ id: row.id, name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name))
  })
  return kept.data ?? []
}
