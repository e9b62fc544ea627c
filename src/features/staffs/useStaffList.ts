import { staffList } from '../../../contract/staffs.ts'
import type { Team } from '../../../contract/system.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'
import { useTeams } from './useTeams.ts'

export type StaffListQuery = ListQueryOf<typeof staffList>

export const staffPageSize = 100

/** The staff a user may see, kept per user, first page shown from the kept copy. */
export function useStaffList(userId: number, query: StaffListQuery | undefined) {
  return useKeptPagedList({ list: staffList }, query, {
    keptAs: { area: 'staffs', userId, view: 'index' },
    pageSize: staffPageSize,
  })
}

/** The teams for the team filter, kept in the browser and asked again in the background. */
export function useStaffTeams(userId: number): Team[] {
  return useTeams(userId).teams
}
