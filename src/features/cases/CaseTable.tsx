import { useLingui } from '@lingui/react/macro'
import { FlexRender, type Row, type SortingState, type Updater, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useMemo, useRef } from 'react'
import type { CaseRow } from '../../../contract/cases.ts'
import {
  type CaseColumn,
  caseColumnWidths,
  caseTableFeatures,
  figureCaseColumns,
  growingCaseColumn,
} from './caseColumns.tsx'
import type { CaseSort } from './useCaseListPreferences.ts'

/** Dense rows: a collector reads many cases at a glance. */
const rowHeight = 36
/** Start loading the next page this many rows before the end, so scrolling rarely waits. */
const loadAheadRows = 30

export interface CaseTableProps {
  label: string
  columns: CaseColumn[]
  rows: CaseRow[]
  columnVisibility: Record<string, boolean>
  onColumnVisibilityChange: (next: Record<string, boolean>) => void
  sort: CaseSort
  order: 'asc' | 'desc'
  onSortChange: (sort: CaseSort, order: 'asc' | 'desc') => void
  hasMore: boolean
  loadingMore: boolean
  /** Scrolling near the end asks for more only while the server answers; a button stays for retries. */
  autoLoad: boolean
  onLoadMore: () => void
  dimmed: boolean
}

interface CaseTableRowProps {
  row: Row<typeof caseTableFeatures, CaseRow>
  index: number
  start: number
  /** Not read here: a new column set or choice is what makes a kept row draw again. */
  columns: CaseColumn[]
  columnVisibility: Record<string, boolean>
}

/**
 * One virtual row. Scrolling re-renders the table on every frame; memo keeps the rows already in
 * view as they are, so a frame only draws the few rows that just came into view.
 */
/** A column's box: its width, and the name column grows into the room the others leave. */
const columnBox = (id: string) => ({
  width: caseColumnWidths[id] ?? 120,
  flexGrow: id === growingCaseColumn ? 1 : 0,
  flexShrink: 0,
})

/**
 * A cell or header whose text is cut short gets the whole text as its tooltip, set on hover so the
 * rows drawn while scrolling do no extra work.
 */
function titleWhenCut(event: MouseEvent) {
  const cell = (event.target as HTMLElement).closest('td, th')
  if (!(cell instanceof HTMLElement) || cell.title) return
  const cut = [cell, ...cell.querySelectorAll<HTMLElement>('.truncate, .line-clamp-2')].some(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  )
  if (cut && !cell.querySelector('[title]')) cell.title = cell.textContent ?? ''
}

const CaseTableRow = memo(function CaseTableRow({ row, index, start }: CaseTableRowProps) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 1}
      data-pinned={row.original.pinned || undefined}
      className={`group absolute flex w-full border-b border-slate-100 ${row.original.pinned ? 'bg-amber-50/70' : 'hover:bg-slate-50'}`}
      style={{ transform: `translateY(${start}px)`, height: rowHeight }}
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          style={columnBox(cell.column.id)}
          className={`flex items-center overflow-hidden px-2 whitespace-nowrap text-slate-800 ${figureCaseColumns.has(cell.column.id) ? 'justify-end tabular-nums' : ''}`}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  )
})

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater

/**
 * The case list as a TanStack table whose rows are virtualised (only the visible ones are in the
 * page, so 10,000 kept rows scroll smoothly) and whose end asks for the next keyset page.
 */
export function CaseTable(props: CaseTableProps) {
  const { t } = useLingui()
  const { rows, columns, sort, order, onSortChange, columnVisibility, onColumnVisibilityChange } = props
  const sorting = useMemo<SortingState>(() => [{ id: sort, desc: order === 'desc' }], [sort, order])
  const table = useTable({
    features: caseTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: true,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting)
      if (next) onSortChange(next.id as CaseSort, next.desc ? 'desc' : 'asc')
    },
    onColumnVisibilityChange: (updater) => onColumnVisibilityChange(apply(updater, columnVisibility)),
  })
  const tableRows = table.getRowModel().rows
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 8,
  })
  useEffect(() => {
    // A mouse-only hint (the whole text is in the page for everyone else), so a plain listener.
    const element = scroller.current
    element?.addEventListener('mouseover', titleWhenCut)
    return () => element?.removeEventListener('mouseover', titleWhenCut)
  }, [])
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? -1
  const { hasMore, loadingMore, autoLoad, onLoadMore } = props
  useEffect(() => {
    if (autoLoad && hasMore && !loadingMore && lastShown >= tableRows.length - loadAheadRows) onLoadMore()
  }, [autoLoad, hasMore, loadingMore, lastShown, tableRows.length, onLoadMore])

  const headers = table.getHeaderGroups()[0]?.headers ?? []
  const width = headers.reduce((sum, header) => sum + (caseColumnWidths[header.column.id] ?? 120), 0)
  return (
    <div
      ref={scroller}
      className={`relative min-h-96 flex-1 overflow-auto rounded-lg border border-slate-200 bg-white transition-opacity ${props.dimmed ? 'opacity-60' : ''}`}
      // Rows of the last filter stay, dimmed, while the new one is asked: say so to assistive tech.
      aria-busy={props.dimmed}
      data-testid="case-table"
    >
      <table
        className="grid w-full text-sm"
        style={{ minWidth: width }}
        aria-label={props.label}
        aria-rowcount={tableRows.length}
      >
        <thead className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50">
          <tr className="flex">
            {headers.map((header) => {
              const sorted = header.column.getIsSorted()
              const canSort = header.column.getCanSort()
              return (
                <th
                  key={header.id}
                  scope="col"
                  style={columnBox(header.column.id)}
                  aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                  className={`flex min-w-0 items-end px-2 py-1.5 text-left text-xs leading-tight font-semibold text-slate-600 ${figureCaseColumns.has(header.column.id) ? 'justify-end text-right' : ''}`}
                >
                  {canSort ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={`flex min-w-0 items-end gap-1 hover:text-brand-700 ${sorted ? 'text-brand-700' : ''}`}
                      title={t`Sort`}
                    >
                      <span className="line-clamp-2">
                        <table.FlexRender header={header} />
                      </span>
                      {/* The sorted column's arrow stands out; the others only hint that they sort. */}
                      <span aria-hidden className={sorted ? 'text-brand-700' : 'font-normal text-slate-300'}>
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span className="line-clamp-2">
                      <table.FlexRender header={header} />
                    </span>
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = tableRows[item.index]
            return row ? (
              <CaseTableRow
                key={row.id}
                row={row}
                index={item.index}
                start={item.start}
                columns={columns}
                columnVisibility={columnVisibility}
              />
            ) : null
          })}
        </tbody>
      </table>
      {hasMore && (
        <div className="sticky left-0 flex justify-center py-3">
          <button
            type="button"
            onClick={onLoadMore}
            disabled={loadingMore}
            className="rounded-md border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
          >
            {loadingMore ? t`Loading more…` : t`Load more`}
          </button>
        </div>
      )}
      {!hasMore && tableRows.length > 0 && (
        <p className="sticky left-0 py-3 text-center text-xs text-slate-500" data-testid="case-list-end">
          {t`End of the list`}
        </p>
      )}
    </div>
  )
}
