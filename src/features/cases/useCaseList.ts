import { type CaseView, caseListsByView } from '../../../contract/cases.ts'
import { useKeptPagedList } from '../../api/useKeptPagedList.ts'
import type { CaseListQuery } from './useCaseListPreferences.ts'

/** Rows per request: enough to fill a tall screen twice, small enough to answer fast. */
export const caseListPageSize = 100

/** A case list of a view, kept per user and view, with its pinned cases and the totals of its filter. */
export function useCaseList(view: CaseView, userId: number, query: CaseListQuery | undefined) {
  return useKeptPagedList(caseListsByView[view], query, {
    keptAs: { area: 'cases', userId, view },
    pageSize: caseListPageSize,
  })
}
