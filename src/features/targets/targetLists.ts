import {
  personTargetFilters,
  personTargetList,
  targetListFilters,
  targetSorts,
  teamTargetList,
} from '../../../contract/targets.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'
import { describeList } from '../../ui/useListScreen.ts'

export const targetPageSize = 100

/** The teams' targets screen (82): kept per user, by team name. */
export const teamTargetsScreen = describeList(
  { area: 'targets', view: 'teams' },
  { filters: targetListFilters, sorts: targetSorts },
  { filters: {}, sort: 'name', order: 'asc' },
)

/** The members' targets screen (83): kept per user, by member name. */
export const personTargetsScreen = describeList(
  { area: 'targets', view: 'members' },
  { filters: personTargetFilters, sorts: targetSorts },
  { filters: {}, sort: 'name', order: 'asc' },
)

/** The teams' targets of the period asked, with their progress. */
export function useTeamTargets(userId: number, asked: ListQueryOf<typeof teamTargetList> | undefined) {
  return useKeptPagedList({ list: teamTargetList }, asked, {
    keptAs: { area: 'targets', userId, view: 'teams' },
    pageSize: targetPageSize,
  })
}

/** The members' targets of the period asked, with their progress. */
export function usePersonTargets(userId: number, asked: ListQueryOf<typeof personTargetList> | undefined) {
  return useKeptPagedList({ list: personTargetList }, asked, {
    keptAs: { area: 'targets', userId, view: 'members' },
    pageSize: targetPageSize,
  })
}
