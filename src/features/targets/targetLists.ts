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

/** The figures a list hides until chosen: the currency is in each amount; the cases' own figures. */
const figuresHiddenAtFirst = {
  currency: false,
  reachedCases: false,
  caseAchievement: false,
  changedAt: false,
}

/** The teams' targets screen (82): kept per user, by team name. */
export const teamTargetsScreen = describeList(
  { area: 'targets', view: 'teams' },
  { filters: targetListFilters, sorts: targetSorts },
  { filters: {}, sort: 'name', order: 'asc' },
  // Beside the menu at 1,280 px the list shows the spec's figures (target, reached, achievement,
  // account rate) and pace; the others are a choice of the column chooser.
  { teamKind: false, ...figuresHiddenAtFirst },
)

/** The members' targets screen (83): kept per user, by member name. */
export const personTargetsScreen = describeList(
  { area: 'targets', view: 'members' },
  { filters: personTargetFilters, sorts: targetSorts },
  { filters: {}, sort: 'name', order: 'asc' },
  figuresHiddenAtFirst,
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
