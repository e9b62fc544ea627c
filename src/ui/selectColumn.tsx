import { useLingui } from '@lingui/react/macro'
import type { RowData } from '@tanstack/react-table'
import { createContext, useContext, useEffect, useRef } from 'react'
import type { Identified } from '../../db/keptLists.ts'
import type { DataColumn } from './dataColumns.ts'
import type { RowSelection } from './useRowSelection.ts'

type RowId = Identified['id']

/** The column's id, and its width until measured: the box and the cell's padding. */
export const selectColumnId = 'select'
export const selectColumnWidth = 29

interface SelectionInTable {
  selection: RowSelection
  /** The rows loaded, in the order shown: what "this page" means and where a shift-click range lies. */
  loaded: readonly RowId[]
  /** The last row clicked without shift: one end of a shift-click range. */
  anchor: { current: RowId | null }
  /** Names a row's box for assistive tech ('Select case 1042'). */
  rowLabel: (row: never) => string
  /**
   * The rows shown are the last filter's, dimmed while the new one is asked: none may be chosen, as
   * the choice belongs to the new filter and those rows may not be among what it finds.
   */
  outdated: boolean
}

const SelectionContext = createContext<SelectionInTable | null>(null)
export const SelectionProvider = SelectionContext.Provider

const boxClass = 'size-4 cursor-pointer accent-brand-600 disabled:cursor-wait disabled:opacity-50'

/** The header's box: chooses every loaded row, or drops them when all are chosen; mixed when some are. */
function SelectLoadedBox() {
  const { t } = useLingui()
  const inTable = useContext(SelectionContext)
  const box = useRef<HTMLInputElement>(null)
  const loaded = inTable?.loaded ?? []
  const chosen = loaded.filter((id) => inTable?.selection.isSelected(id)).length
  const all = loaded.length > 0 && chosen === loaded.length
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && !all
  }, [chosen, all])
  if (!inTable) return null
  return (
    <input
      ref={box}
      type="checkbox"
      className={boxClass}
      checked={all}
      disabled={inTable.outdated}
      onChange={() => (all ? inTable.selection.clear() : inTable.selection.setRows(loaded, true))}
      aria-label={t`Select the loaded rows`}
      title={t`Select the loaded rows`}
      data-testid="select-loaded"
    />
  )
}

/** A row's box; with shift held, every row from the last one clicked to this one takes its state. */
function SelectRowBox({ id, row }: { id: RowId; row: unknown }) {
  const inTable = useContext(SelectionContext)
  if (!inTable) return null
  const { selection, loaded, anchor, rowLabel, outdated } = inTable
  const checked = selection.isSelected(id)
  return (
    <input
      type="checkbox"
      className={boxClass}
      checked={checked}
      disabled={outdated}
      onChange={(event) => {
        // React gives a checkbox's change from its click: the click says whether shift was held.
        const shift = (event.nativeEvent as MouseEvent).shiftKey === true
        const from = anchor.current === null ? -1 : loaded.indexOf(anchor.current)
        const to = loaded.indexOf(id)
        if (shift && from >= 0 && to >= 0)
          selection.setRows(loaded.slice(Math.min(from, to), Math.max(from, to) + 1), !checked)
        else selection.toggle(id, loaded)
        anchor.current = id
      }}
      aria-label={(rowLabel as (row: unknown) => string)(row)}
    />
  )
}

/** The checkbox column a DataTable puts first when its list can be chosen from (DataTable's `selection`). */
export function selectColumn<Row extends RowData & Identified>(): DataColumn<Row> {
  return {
    id: selectColumnId,
    header: () => <SelectLoadedBox />,
    cell: ({ row }) => <SelectRowBox id={row.original.id} row={row.original} />,
    enableSorting: false,
  }
}
