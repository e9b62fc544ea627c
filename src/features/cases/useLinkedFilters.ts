import { useCallback } from 'react'
import { caseFiltersSchema } from '../../../contract/cases.ts'
import { useLinkedFilters as useLinkedListFilters } from '../../ui/useLinkedFilters.ts'
import type { CaseListQuery } from './useCaseListPreferences.ts'

/**
 * A link into a case list may carry filters in its query ('?dueToday=appointments&ownerId=22', the
 * welcome page's "See all"): they become the list's kept filters, in the work queue's order
 * (src/ui/useLinkedFilters.ts).
 */
export function useLinkedFilters(
  ready: boolean,
  setQuery: (query: CaseListQuery) => void,
  /** The list's own path: a case list kept alive under another page leaves that page's query alone. */
  path?: string,
): void {
  const apply = useCallback(
    (filters: CaseListQuery['filters']) => setQuery({ filters, sort: 'workQueue', order: 'asc' }),
    [setQuery],
  )
  useLinkedListFilters(ready, caseFiltersSchema, apply, path)
}
