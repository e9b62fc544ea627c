import { useCallback, useMemo, useState } from 'react'

type RowId = string | number

/**
 * What the user has chosen in a list: rows by id, or every row the current filter finds (loaded or
 * not), which a call then takes as the filter rather than as ids.
 */
export type RowSelectionState = { kind: 'rows'; ids: ReadonlySet<RowId> } | { kind: 'allMatching' }

const nothing: RowSelectionState = { kind: 'rows', ids: new Set() }

export interface RowSelection {
  state: RowSelectionState
  /** How many rows are chosen, given how many the filter finds (for 'allMatching'). */
  countOf: (matching: number) => number
  isSelected: (id: RowId) => boolean
  /** Chooses or drops one row; from 'every row', the loaded rows but this one stay chosen. */
  toggle: (id: RowId, loaded: readonly RowId[]) => void
  /** Chooses or drops these rows (the loaded page) together. */
  setRows: (ids: readonly RowId[], selected: boolean) => void
  selectAllMatching: () => void
  clear: () => void
}

/**
 * A list's selection, gone when `scope` changes (another filter finds other rows: what was chosen
 * under the old one is not silently kept under the new one).
 */
export function useRowSelection(scope: string): RowSelection {
  const [held, setHeld] = useState<{ scope: string; state: RowSelectionState }>({ scope, state: nothing })
  const state = held.scope === scope ? held.state : nothing
  const change = useCallback(
    (next: (current: RowSelectionState) => RowSelectionState) =>
      setHeld((current) => ({
        scope,
        state: next(current.scope === scope ? current.state : nothing),
      })),
    [scope],
  )
  const toggle = useCallback(
    (id: RowId, loaded: readonly RowId[]) =>
      change((current) => {
        const ids = new Set(current.kind === 'allMatching' ? loaded : current.ids)
        if (current.kind === 'rows' && ids.has(id)) ids.delete(id)
        else if (current.kind === 'allMatching') ids.delete(id)
        else ids.add(id)
        return { kind: 'rows', ids }
      }),
    [change],
  )
  const setRows = useCallback(
    (rows: readonly RowId[], selected: boolean) =>
      change((current) => {
        const ids = new Set(current.kind === 'rows' ? current.ids : [])
        for (const id of rows) {
          if (selected) ids.add(id)
          else ids.delete(id)
        }
        return { kind: 'rows', ids }
      }),
    [change],
  )
  const selectAllMatching = useCallback(() => change(() => ({ kind: 'allMatching' })), [change])
  const clear = useCallback(() => change(() => nothing), [change])
  return useMemo(
    () => ({
      state,
      countOf: (matching: number) => (state.kind === 'allMatching' ? matching : state.ids.size),
      isSelected: (id: RowId) => state.kind === 'allMatching' || state.ids.has(id),
      toggle,
      setRows,
      selectAllMatching,
      clear,
    }),
    [state, toggle, setRows, selectAllMatching, clear],
  )
}
