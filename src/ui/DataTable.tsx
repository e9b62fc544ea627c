import { useLingui } from '@lingui/react/macro'
import { type SortingState, type Updater, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useMemo, useRef } from 'react'
import type { ApiFailure } from '../../contract/errors.ts'
import type { SortOrder } from '../../contract/paging.ts'
import type { Identified } from '../../db/keptLists.ts'
import { noPins } from '../api/useKeptPagedList.ts'
import { DataTableHeader } from './DataTableHeader.tsx'
import { DataTableRow, dataRowHeight } from './DataTableRow.tsx'
import {
  type ColumnChoice,
  type ColumnLayout,
  columnIdOf,
  columnWidth,
  type DataColumn,
  dataTableFeatures,
} from './dataColumns.ts'
import { NotLoaded } from './NotLoaded.tsx'
import { SelectionProvider, selectColumn, selectColumnId, selectColumnWidth } from './selectColumn.tsx'
import { useColumnFit } from './useColumnFit.ts'
import type { RowSelection } from './useRowSelection.ts'

/** Start loading the next page this many rows before the end, so scrolling rarely waits. */
const loadAheadRows = 30

/** What a table shows of a list: useKeptPagedList's answer is one. */
export interface DataTableSource<Row> {
  /** null while there is nothing to show yet. */
  rows: Row[] | null
  /** Shown on top of the rows, tinted. */
  pinned?: Row[]
  /** The rows answer an earlier filter or sort while the new one is asked: the table is busy. */
  outdated: boolean
  hasMore: boolean
  loadingMore: boolean
  /** While the server fails, scrolling to the end asks no more; the button stays for a retry. */
  failure: ApiFailure | null
  loadMore: () => void
  refresh: () => void
}

export interface DataTableProps<Row extends Identified, Sort extends string = string> {
  label: string
  source: DataTableSource<Row>
  columns: DataColumn<Row>[]
  layout: ColumnLayout
  columnVisibility: ColumnChoice
  /** The sort the list answers; a click on a sortable header reports the one the user asks for. */
  sort?: { by: Sort; order: SortOrder }
  onSortChange?: (by: Sort, order: SortOrder) => void
  /**
   * The columns the server sorts by (by column id): only their headers offer a sort. None when not
   * given, so a column never offers a sort the list would refuse.
   */
  sortable?: ReadonlySet<string>
  /** What the table says while loading, when loading failed (with the reason) and when nothing matches. */
  messages: { loading: string; failed: (reason: string) => string; empty: string }
  /**
   * Rows may be chosen (useRowSelection): a checkbox column comes first, its header choosing the
   * loaded rows; `label` names each row's box.
   */
  selection?: { state: RowSelection; label: (row: Row) => string }
  testId?: string
}

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater

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

/**
 * A list as a table: the loading and empty states, then a TanStack table whose rows are virtualised
 * (only the visible ones are in the page, so 10,000 kept rows scroll smoothly), pinned rows on top,
 * and an end that asks for the next page as it comes into view, or says the list ends there.
 */
export function DataTable<Row extends Identified, Sort extends string = string>(
  props: DataTableProps<Row, Sort>,
) {
  const { source, messages } = props
  if (source.rows === null)
    return (
      <NotLoaded
        failure={source.failure}
        loading={messages.loading}
        failed={messages.failed}
        onRetry={source.refresh}
      />
    )
  if (source.rows.length === 0 && !source.pinned?.length)
    return (
      <p className="rounded-lg bg-white p-8 text-center text-sm text-slate-500 shadow-sm">{messages.empty}</p>
    )
  return <LoadedTable {...props} rows={source.rows} />
}

function LoadedTable<Row extends Identified, Sort extends string>(
  props: DataTableProps<Row, Sort> & { rows: Row[] },
) {
  const { t } = useLingui()
  const { rows, source, columnVisibility, sort, onSortChange, selection, sortable } = props
  const pinned = source.pinned ?? noPins
  const data = useMemo(() => (pinned.length ? [...pinned, ...rows] : rows), [pinned, rows])
  const choosing = selection !== undefined
  const columns = useMemo(() => {
    const sorted = props.columns.map((column) => ({
      ...column,
      enableSorting: sortable?.has(columnIdOf(column)) === true,
    }))
    return choosing ? [selectColumn<Row>(), ...sorted] : sorted
  }, [choosing, props.columns, sortable])
  const loaded = useMemo(() => data.map((row) => row.id), [data])
  const anchor = useRef<Row['id'] | null>(null)
  const sortBy = sort?.by
  const desc = sort?.order === 'desc'
  const sorting = useMemo<SortingState>(() => (sortBy ? [{ id: sortBy, desc }] : []), [sortBy, desc])
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSorting: onSortChange !== undefined,
    enableSortingRemoval: false,
    sortDescFirst: true,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting)
      // Only the columns the list sorts by offer a sort (their ids are its sorts), so the id is one.
      if (next) onSortChange?.(next.id as Sort, next.desc ? 'desc' : 'asc')
    },
  })
  const tableRows = table.getRowModel().rows
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => dataRowHeight,
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
  const { hasMore, loadingMore, loadMore } = source
  const autoLoad = source.failure === null
  useEffect(() => {
    if (autoLoad && hasMore && !loadingMore && lastShown >= tableRows.length - loadAheadRows) loadMore()
  }, [autoLoad, hasMore, loadingMore, lastShown, tableRows.length, loadMore])

  const headers = table.getHeaderGroups()[0]?.headers ?? []
  // New rows or new columns (another language's headers) are measured again.
  const drawn = useMemo(() => ({ data, columns }), [data, columns])
  const fitted = useColumnFit(
    scroller,
    headers.map((header) => header.column.id),
    props.layout.growing,
    drawn,
  )
  const layout = useMemo(() => {
    // The box column's width serves the first draw; then it is measured like any other.
    const first: Record<string, number> = choosing ? { [selectColumnId]: selectColumnWidth } : {}
    return { ...props.layout, widths: { ...props.layout.widths, ...first, ...fitted } }
  }, [fitted, props.layout, choosing])
  const width = headers.reduce((sum, header) => sum + columnWidth(layout, header.column.id), 0)
  const inTable = useMemo(
    () =>
      selection && {
        selection: selection.state,
        loaded,
        anchor,
        rowLabel: selection.label,
        outdated: source.outdated,
      },
    [selection, loaded, source.outdated],
  )
  return (
    <SelectionProvider value={inTable ?? null}>
      <div
        ref={scroller}
        className={`relative min-h-96 flex-1 overflow-auto rounded-lg border border-slate-200 bg-white transition-opacity ${source.outdated ? 'opacity-60' : ''}`}
        // Rows of the last filter stay, dimmed, while the new one is asked: say so to assistive tech.
        aria-busy={source.outdated}
        data-testid={props.testId}
      >
        <table
          className="grid w-full text-sm"
          style={{ minWidth: width }}
          aria-label={props.label}
          aria-rowcount={tableRows.length}
        >
          <DataTableHeader
            headers={headers}
            layout={layout}
            render={(header) => <table.FlexRender header={header} />}
          />
          <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = tableRows[item.index]
              return row ? (
                <DataTableRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  pinned={item.index < pinned.length}
                  layout={layout}
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
              onClick={loadMore}
              disabled={loadingMore}
              className="rounded-md border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
            >
              {loadingMore ? t`Loading more…` : t`Load more`}
            </button>
          </div>
        )}
        {!hasMore && tableRows.length > 0 && (
          <p className="sticky left-0 py-3 text-center text-xs text-slate-500" data-testid="list-end">
            {t`End of the list`}
          </p>
        )}
      </div>
    </SelectionProvider>
  )
}
