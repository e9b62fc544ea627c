import { useEffect, useRef } from 'react'
import { z } from 'zod'
import { type SortOrder, sortOrders } from '../../contract/paging.ts'
import { type ListName, useListPreference } from '../../db/preferences.ts'

/** What a list screen asks for: its filters and one sort. */
export interface ListQuery<F, S extends string> {
  filters: F
  sort: S
  order: SortOrder
}

/** The schema a kept query is read back through: anything else kept (an older shape) gives the default. */
export const keptListQuery = <F extends z.ZodType, S extends readonly [string, ...string[]]>(
  filters: F,
  sorts: S,
) => z.object({ filters, sort: z.enum(sorts), order: z.enum(sortOrders) })

/** A choice from a select: '' is no filter; an id field's text becomes its number. */
export const filterValue = (value: string, numeric: boolean): string | number | undefined =>
  value === '' ? undefined : numeric ? Number(value) : value

/**
 * A list screen's filters and sort, kept per user and list on this browser (db/preferences.ts), so
 * the list opens as it was left; `ready` once the kept choice is read (ask nothing before).
 */
export function useKeptListQuery<F extends object, S extends string>(
  list: ListName,
  schema: z.ZodType<ListQuery<F, S>>,
  fallback: ListQuery<F, S>,
) {
  const kept = useListPreference<ListQuery<F, S>>('listFilters', list, schema, fallback)
  const query = kept.value
  // The choice being written: two changes in quick succession (a search cleared, then a role chosen)
  // build on each other, not on what the database has shown so far.
  const latest = useRef(query)
  const writing = useRef(0)
  useEffect(() => {
    if (writing.current === 0) latest.current = query
  }, [query])
  const setQuery = (next: ListQuery<F, S>) => {
    latest.current = next
    writing.current += 1
    void Promise.resolve(kept.set(next)).finally(() => {
      writing.current -= 1
    })
  }
  return {
    query,
    ready: kept.ready,
    setQuery,
    /** Changes the filters from the latest choice, even one not yet kept. */
    updateFilters: (change: (filters: F) => F) =>
      setQuery({ ...latest.current, filters: change(latest.current.filters) }),
    sort: { by: query.sort, order: query.order },
    changeSort: (by: string, order: SortOrder) => setQuery({ ...latest.current, sort: by as S, order }),
    /** The export's input: the whole filtered list in the screen's order. */
    exportInput: { ...query.filters, sort: query.sort, order: query.order },
  }
}
