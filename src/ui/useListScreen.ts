import { useCallback } from 'react'
import type { z } from 'zod'
import type { ListName } from '../../db/preferences.ts'
import type { ColumnChoice } from './dataColumns.ts'
import type { FilterChange, FilterField } from './FilterBar.tsx'
import { useColumnChoice } from './useColumnChoice.ts'
import { filterValue, keptListQuery, type ListQuery, useKeptListQuery } from './useKeptListQuery.ts'

/**
 * What a list screen is, said once at the top of its area (next to its columns): where its choices
 * are kept, the contract's filters and sorts, the order it opens in, the columns hidden at first.
 */
export interface ListScreenDescription<F extends object, S extends string> {
  list: ListName
  schema: z.ZodType<ListQuery<F, S>>
  defaultQuery: ListQuery<F, S>
  /** The columns the server sorts by: the contract's sorts, named as the columns are. */
  sortable: ReadonlySet<string>
  hiddenColumns: ColumnChoice
}

const noneHidden: ColumnChoice = {}

/** A list screen's description from the contract's filter schema and sorts (contract/<area>.ts). */
export function describeList<F extends z.ZodType<object>, const S extends readonly [string, ...string[]]>(
  list: ListName,
  contract: { filters: F; sorts: S },
  defaultQuery: ListQuery<z.infer<F>, S[number]>,
  hiddenColumns: ColumnChoice = noneHidden,
): ListScreenDescription<z.infer<F>, S[number]> {
  return {
    list,
    schema: keptListQuery(contract.filters, contract.sorts) as unknown as z.ZodType<
      ListQuery<z.infer<F>, S[number]>
    >,
    defaultQuery,
    sortable: new Set(contract.sorts),
    hiddenColumns,
  }
}

/**
 * A list screen's state: its filters and sort kept per user (asked for once read: `asked` is
 * undefined before), the columns the user shows, and a filter's change as the filter bar reports it.
 */
export function useListScreen<F extends object, S extends string>(description: ListScreenDescription<F, S>) {
  const kept = useKeptListQuery(description.list, description.schema, description.defaultQuery)
  const columns = useColumnChoice(description.list, description.hiddenColumns)
  const { updateFilters } = kept
  const changeFilter = useCallback(
    (field: FilterField<F>, value: FilterChange) =>
      updateFilters((current) => {
        const next: Record<string, unknown> = { ...(current as Record<string, unknown>) }
        if (typeof value === 'string')
          next[field.name] = filterValue(value, field.kind === 'choice' && field.numeric === true)
        // A range's two ends change together: the list never holds half a range.
        else if (field.kind === 'dates') {
          next[field.name] = filterValue(value.from, false)
          next[field.to] = filterValue(value.to, false)
        }
        if (field.kind === 'choice') for (const name of field.clears ?? []) next[name] = undefined
        return next as F
      }),
    [updateFilters],
  )
  return {
    ...kept,
    /** The query to ask the server with: undefined until the kept one is read. */
    asked: kept.ready ? kept.query : undefined,
    filters: kept.query.filters,
    columns,
    changeFilter,
    sortable: description.sortable,
  }
}

export type ListScreenState<F extends object, S extends string> = ReturnType<typeof useListScreen<F, S>>
