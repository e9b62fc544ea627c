import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import {
  type CaseFilters,
  type CaseSort,
  type CaseView,
  caseFiltersSchema,
  caseSorts,
} from '../../../contract/cases.ts'
import { roleIds } from '../../../contract/menus.ts'
import { sortOrders } from '../../../contract/paging.ts'
import { useListPreference, usePreference } from '../../../db/preferences.ts'
import type { ListQuery } from '../../api/useKeptPagedList.ts'
import { useColumnChoice } from '../../ui/useColumnChoice.ts'
import { columnOfSort, hiddenColumnsFor } from './caseColumns.tsx'

/** Below this height the filter panel opens with fewer options (1280x720 is such a screen). */
export const shortScreenHeight = 800

const shortScreen = () => typeof window !== 'undefined' && window.innerHeight < shortScreenHeight

/** What a case list asks the server: the filters and the sort. */
export type CaseListQuery = ListQuery<CaseFilters, CaseSort>

export const defaultCaseListQuery: CaseListQuery = { filters: {}, sort: 'allocatedAt', order: 'desc' }

/**
 * A collector works through their cases in the work queue's order (open first, the soonest
 * appointment, the most overdue), in both their lists, until they choose another sort.
 */
export const collectorCaseListQuery: CaseListQuery = { filters: {}, sort: 'workQueue', order: 'asc' }

/** The order a role's case lists open in when the user has chosen none. */
export const defaultCaseListQueryFor = (roleId: number): CaseListQuery =>
  roleId === roleIds.collector ? collectorCaseListQuery : defaultCaseListQuery

// A filter an older version stored, or a hand-edited one, falls back to the defaults. sortChosen says
// the user picked the sort; a value kept before it existed counts as chosen unless it is the old default.
const keptQuery = z.object({
  filters: caseFiltersSchema,
  sort: z.enum(caseSorts),
  order: z.enum(sortOrders),
  sortChosen: z.boolean().optional(),
})
type KeptQuery = z.infer<typeof keptQuery>

const sortWasChosen = (kept: KeptQuery) =>
  kept.sortChosen ?? !(kept.sort === defaultCaseListQuery.sort && kept.order === defaultCaseListQuery.order)

/**
 * The list preferences a user keeps per view (db preferences, so they survive a reload and go on
 * sign-out): the last filters and sort, the columns shown, whether the filter panel shows
 * (isCasesShow) and whether the extra filters show (moreOptions). `ready` is false until read. Until
 * the user chooses a sort, the list is in their role's order (a collector's work queue).
 */
export function useCaseListPreferences(view: CaseView, roleId: number) {
  const list = { area: 'cases', view }
  const roleDefault = defaultCaseListQueryFor(roleId)
  const kept = useListPreference<KeptQuery>('listFilters', list, keptQuery, roleDefault)
  const keptValue = kept.value
  const chosen = keptValue !== roleDefault && sortWasChosen(keptValue)
  const value = useMemo<CaseListQuery>(
    () => ({
      filters: keptValue.filters,
      sort: chosen ? keptValue.sort : roleDefault.sort,
      order: chosen ? keptValue.order : roleDefault.order,
    }),
    [keptValue, chosen, roleDefault],
  )
  const keep = kept.set
  const set = useCallback(
    (next: CaseListQuery) =>
      keep({ ...next, sortChosen: chosen || next.sort !== value.sort || next.order !== value.order }),
    [keep, chosen, value],
  )
  const query = { value, set, ready: kept.ready }
  const columns = useColumnChoice(list, hiddenColumnsFor(roleId))
  // The column the list is sorted by always shows: the order is read on it.
  const sortedColumn = columnOfSort(value.sort)
  const visibility = useMemo(
    () => ({ ...columns.visibility, [sortedColumn]: true }),
    [columns.visibility, sortedColumn],
  )
  const [isCasesShow, setIsCasesShow] = usePreference('isCasesShow')
  // On a short screen the extra filters would take the list's room: fewer until the user asks for more.
  const [moreOptions, setMoreOptions] = usePreference('moreOptions', shortScreen() ? '0' : '1')

  return {
    ready: query.ready && columns.ready && isCasesShow !== undefined && moreOptions !== undefined,
    query: query.value,
    setQuery: query.set,
    /** The columns the user chose to show or hide; `visibility` adds those hidden until they choose. */
    columns: columns.choice,
    setColumns: columns.choose,
    visibility,
    filtersShown: isCasesShow === '1',
    showFilters: (shown: boolean) => setIsCasesShow(shown ? '1' : '0'),
    moreShown: moreOptions === '1',
    showMore: (shown: boolean) => setMoreOptions(shown ? '1' : '0'),
  }
}
