import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import { type CaseFilters, type CaseView, caseFiltersSchema, caseSorts } from '../../../contract/cases.ts'
import { usePreference } from '../../../db/preferences.ts'

export type CaseSort = (typeof caseSorts)[number]

/** What a list asks the server: the filters and the sort. */
export interface CaseListQuery {
  filters: CaseFilters
  sort: CaseSort
  order: 'asc' | 'desc'
}

export const defaultCaseListQuery: CaseListQuery = { filters: {}, sort: 'allocatedAt', order: 'desc' }

/** Which columns show, by column id; a column left out shows (TanStack's visibility state). */
export type CaseColumnChoice = Record<string, boolean>

// A kept preference is checked like any input: a filter an older version stored, or a hand-edited
// one, falls back to the defaults instead of breaking the list.
const keptQuery = z.object({
  filters: caseFiltersSchema,
  sort: z.enum(caseSorts),
  order: z.enum(['asc', 'desc']),
})
const keptColumns = z.record(z.string(), z.boolean())

function byView(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * The list preferences a user keeps per view (db preferences, so they survive a reload and go on
 * sign-out): the last filters and sort, the columns shown, whether the filter panel shows
 * (isCasesShow) and whether the extra filters show (moreOptions). `ready` is false until read.
 */
export function useCaseListPreferences(view: CaseView) {
  const [filtersText, setFiltersText] = usePreference('caseFilters')
  const [columnsText, setColumnsText] = usePreference('caseColumns')
  const [isCasesShow, setIsCasesShow] = usePreference('isCasesShow')
  const [moreOptions, setMoreOptions] = usePreference('moreOptions')

  const query = useMemo(() => {
    const parsed = keptQuery.safeParse(byView(filtersText)[view])
    return parsed.success ? parsed.data : defaultCaseListQuery
  }, [filtersText, view])
  const columns = useMemo(() => {
    const parsed = keptColumns.safeParse(byView(columnsText)[view])
    return parsed.success ? parsed.data : {}
  }, [columnsText, view])

  const setQuery = useCallback(
    (next: CaseListQuery) => setFiltersText(JSON.stringify({ ...byView(filtersText), [view]: next })),
    [filtersText, setFiltersText, view],
  )
  const setColumns = useCallback(
    (next: CaseColumnChoice) => setColumnsText(JSON.stringify({ ...byView(columnsText), [view]: next })),
    [columnsText, setColumnsText, view],
  )

  return {
    ready: [filtersText, columnsText, isCasesShow, moreOptions].every((value) => value !== undefined),
    query,
    setQuery,
    columns,
    setColumns,
    filtersShown: isCasesShow === '1',
    showFilters: (shown: boolean) => setIsCasesShow(shown ? '1' : '0'),
    moreShown: moreOptions === '1',
    showMore: (shown: boolean) => setMoreOptions(shown ? '1' : '0'),
  }
}
