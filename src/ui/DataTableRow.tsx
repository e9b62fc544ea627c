import type { Cell, Row, RowData } from '@tanstack/react-table'
import { type JSX, memo, type ReactNode } from 'react'
import { type ColumnLayout, columnBox, type DataTableFeatures, isFigure } from './dataColumns.ts'

/** Dense rows: a collector reads many rows at a glance. */
export const dataRowHeight = 36

interface DataTableRowProps<Data extends RowData> {
  row: Row<DataTableFeatures, Data>
  index: number
  start: number
  pinned: boolean
  layout: ColumnLayout
  /** Not read here: a new column set or choice is what makes a kept row draw again. */
  columns: unknown
  columnVisibility: unknown
}

/**
 * A cell as its column says, called as a function of its row, not mounted as a component of its
 * own (TanStack's FlexRender): a list that makes its columns anew (a new answer, a new language)
 * then keeps every cell's elements, so a question open in a row stays open. A cell may therefore not
 * call hooks; one that needs state draws a component that has it (RowActions).
 */
function drawCell<Data extends RowData>(cell: Cell<DataTableFeatures, Data, unknown>): ReactNode {
  const draw = cell.column.columnDef.cell
  return typeof draw === 'function' ? (draw as (context: unknown) => ReactNode)(cell.getContext()) : draw
}

/**
 * One virtual row. Scrolling re-renders the table on every frame; memo keeps the rows already in
 * view as they are, so a frame only draws the few rows that just came into view. (memo loses the
 * row type, which the cast gives back.)
 */
export const DataTableRow = memo(function DataTableRow<Data extends RowData>({
  row,
  index,
  start,
  pinned,
  layout,
}: DataTableRowProps<Data>) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 1}
      data-pinned={pinned || undefined}
      className={`group absolute flex w-full border-b border-slate-100 ${pinned ? 'bg-amber-50/70' : 'hover:bg-slate-50'}`}
      style={{ transform: `translateY(${start}px)`, height: dataRowHeight }}
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          data-column={cell.column.id}
          style={columnBox(layout, cell.column.id)}
          className={`flex items-center overflow-hidden px-1.5 whitespace-nowrap text-slate-800 ${isFigure(layout, cell.column.id) ? 'justify-end tabular-nums' : ''}`}
        >
          {drawCell(cell)}
        </td>
      ))}
    </tr>
  )
}) as <Data extends RowData>(props: DataTableRowProps<Data>) => JSX.Element
