import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { HistoryFilters } from './useAuditReads.ts'

const filterNames = ['actorId', 'event', 'from', 'to'] as const

/**
 * The step open and the filters, kept in the history's address (`?step=3&event=DEACTIVATE`): a
 * reload (a change of language reloads) comes back to the same step, and an auditor can send a link
 * to it. The step is its number in the whole history, whatever the filters show.
 */
export function useHistoryAddress() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const { filters, step } = useMemo(() => {
    const params = new URLSearchParams(search)
    const kept: HistoryFilters = {}
    for (const name of filterNames) {
      const value = params.get(name)
      if (value) kept[name] = value
    }
    const number = Number(params.get('step'))
    return { filters: kept, step: Number.isInteger(number) && number > 0 ? number : null }
  }, [search])
  const go = useCallback(
    (next: { filters: HistoryFilters; step: number | null }) => {
      const params = new URLSearchParams()
      for (const name of filterNames) {
        const value = next.filters[name]
        if (value !== undefined && value !== '') params.set(name, String(value))
      }
      if (next.step !== null) params.set('step', String(next.step))
      const query = params.toString()
      navigate(query ? `${location}?${query}` : location, { replace: true })
    },
    [location, navigate],
  )
  return {
    filters,
    step,
    /** New filters start at their first step. */
    setFilters: useCallback((next: HistoryFilters) => go({ filters: next, step: null }), [go]),
    openStep: useCallback((number: number) => go({ filters, step: number }), [go, filters]),
  }
}
