import { z } from 'zod'
import {
  type CaseFilters,
  type CaseSort,
  type CaseView,
  caseFiltersSchema,
  caseSorts,
} from '../../../contract/cases.ts'
import { sortOrders } from '../../../contract/paging.ts'
import { useListPreference, usePreference } from '../../../db/preferences.ts'
import type { ListQuery } from '../../api/useKeptPagedList.ts'
import { useColumnChoice } from '../../ui/useColumnChoice.ts'
import { defaultHiddenColumns } from './caseColumns.tsx'

/** What a case list asks the server: the filters and the sort. */
export type CaseListQuery = ListQuery<CaseFilters, CaseSort>

export const defaultCaseListQuery: CaseListQuery = { filters: {}, sort: 'allocatedAt', order: 'desc' }

// A filter an older version stored, or a hand-edited one, falls back to the defaults.
const keptQuery = z.object({
  filters: caseFiltersSchema,
  sort: z.enum(caseSorts),
  order: z.enum(sortOrders),
})

/**
 * The list preferences a user keeps per view (db preferences, so they survive a reload and go on
 * sign-out): the last filters and sort, the columns shown, whether the filter panel shows
 * (isCasesShow) and whether the extra filters show (moreOptions). `ready` is false until read.
 */
export function useCaseListPreferences(view: CaseView) {
  const list = { area: 'cases', view }
  const query = useListPreference('listFilters', list, keptQuery, defaultCaseListQuery)
  const columns = useColumnChoice(list, defaultHiddenColumns)
  const [isCasesShow, setIsCasesShow] = usePreference('isCasesShow')
  const [moreOptions, setMoreOptions] = usePreference('moreOptions')

  return {
    ready: query.ready && columns.ready && isCasesShow !== undefined && moreOptions !== undefined,
    query: query.value,
    setQuery: query.set,
    /** The columns the user chose to show or hide; `visibility` adds those hidden until they choose. */
    columns: columns.choice,
    setColumns: columns.choose,
    visibility: columns.visibility,
    filtersShown: isCasesShow === '1',
    showFilters: (shown: boolean) => setIsCasesShow(shown ? '1' : '0'),
    moreShown: moreOptions === '1',
    showMore: (shown: boolean) => setMoreOptions(shown ? '1' : '0'),
  }
}
