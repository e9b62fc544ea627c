import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { caseFiltersSchema } from '../../../contract/cases.ts'
import type { CaseListQuery } from './useCaseListPreferences.ts'

/**
 * A link into a case list may carry filters in its query ('?dueToday=appointments&ownerId=22', the
 * welcome page's "See all"): once the kept preferences are read, they become the list's kept filters,
 * in the work queue's order, and the address goes back to the bare list, as if the user had chosen them.
 * Filters that do not pass the contract are left out, and the list keeps what it had.
 */
export function useLinkedFilters(ready: boolean, setQuery: (query: CaseListQuery) => void): void {
  const search = useSearch()
  const [location, navigate] = useLocation()
  useEffect(() => {
    if (!ready || search === '') return
    const linked = caseFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
    if (linked.success) setQuery({ filters: linked.data, sort: 'workQueue', order: 'asc' })
    navigate(location, { replace: true })
  }, [ready, search, location, navigate, setQuery])
}
