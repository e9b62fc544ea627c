import { useLingui } from '@lingui/react/macro'
import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { Endpoint, InputOf } from '../../contract/endpoint.ts'
import type { SortOrder } from '../../contract/paging.ts'
import { Button } from './Button.tsx'
import { ColumnChooser } from './ColumnChooser.tsx'
import { type ColumnChoice, columnIdOf, type DataColumn } from './dataColumns.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { InForceCount } from './InForceCount.tsx'
import { RefreshButton } from './RefreshButton.tsx'
import { SelectionBar, type SelectionBarProps } from './SelectionBar.tsx'

type CsvEndpoint = Endpoint & { download: 'csv' }

/** One figure of a list's totals beside its title. */
export interface ListTotal {
  label: string
  value: string
  testId?: string
}

export interface ListToolbarProps<Row extends RowData, Sort extends string, E extends CsvEndpoint> {
  /** The screen's heading. */
  title: string
  /** The totals of the current filter; undefined until they come, and then nothing shows. */
  totals?: { figures: ListTotal[]; testId?: string }
  /** The filter panel the toggle shows or hides, and how many filters are in force; none without. */
  filters?: { shown: boolean; onShownChange: (shown: boolean) => void; inForce: number }
  columns: DataColumn<Row>[]
  visibility: ColumnChoice
  onColumnsChange: (next: ColumnChoice) => void
  /** The sort the list answers, and how the user changes it (as DataTable takes them). */
  sort: { by: Sort; order: SortOrder }
  onSortChange: (by: Sort, order: SortOrder) => void
  /** The export call and its input: the current filter and sort; none for a list without an export. */
  exportCsv?: { entry: E; input: InputOf<E> }
  /** The list's refresh, as useKeptPagedList answers it. */
  source: { refresh: () => void; refreshing: boolean }
  /** Rows chosen in the table (DataTable's `selection`): a line under the bar counts them and acts on them. */
  selection?: SelectionBarProps
}

/** A toolbar button that shows or hides a panel, and looks pressed while the panel shows. */
function PanelToggle({
  expanded,
  onClick,
  children,
}: {
  expanded: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      variant="secondary"
      size="small"
      aria-expanded={expanded}
      onClick={onClick}
      className={expanded ? 'border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100' : ''}
    >
      {children}
    </Button>
  )
}

/**
 * The bar over every list: its title and totals on one line with the filter toggle (counting the
 * filters in force while the panel is hidden), the sort when its column is hidden, the column
 * chooser, the CSV export and the refresh; under them, while rows are chosen, what is chosen.
 */
export function ListToolbar<Row extends RowData, Sort extends string, E extends CsvEndpoint>({
  title,
  totals,
  filters,
  columns,
  visibility,
  onColumnsChange,
  sort,
  onSortChange,
  exportCsv,
  source,
  selection,
}: ListToolbarProps<Row, Sort, E>) {
  const { t } = useLingui()
  // The list is sorted by a column the user does not show (a case's allocation, by default): the
  // sort is said here, with its arrow, and reversed here, as the column's header would.
  const sortedBy = columns.find((column) => columnIdOf(column) === sort.by)?.header
  const sortHidden = visibility[sort.by] === false && typeof sortedBy === 'string'
  const reverse = () => onSortChange(sort.by, sort.order === 'desc' ? 'asc' : 'desc')

  return (
    // Totals are never cut: where the line is short they go onto the next one.
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
      <h1 className="shrink-0 text-lg font-semibold whitespace-nowrap text-slate-900">{title}</h1>
      {totals && (
        <dl
          className="flex min-w-0 flex-wrap gap-x-4 gap-y-1 text-sm whitespace-nowrap"
          data-testid={totals.testId}
        >
          {totals.figures.map((figure) => (
            <div key={figure.label} className="flex gap-1.5">
              <dt className="text-slate-500">{figure.label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={figure.testId}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {sortHidden && (
          <button
            type="button"
            onClick={reverse}
            title={t`Reverse the order`}
            data-testid="hidden-sort"
            className="flex items-center gap-1 rounded-md px-2 py-1 text-sm whitespace-nowrap text-slate-600 hover:bg-slate-100"
          >
            {t`Sorted by ${sortedBy}`}
            <span aria-hidden className="text-brand-700">
              {sort.order === 'asc' ? '▲' : '▼'}
            </span>
            <span className="sr-only">{sort.order === 'asc' ? t`ascending` : t`descending`}</span>
          </button>
        )}
        {filters && (
          <PanelToggle expanded={filters.shown} onClick={() => filters.onShownChange(!filters.shown)}>
            {t`Filters`}
            {!filters.shown && filters.inForce > 0 && <InForceCount count={filters.inForce} />}
            <span aria-hidden>{filters.shown ? '▴' : '▾'}</span>
          </PanelToggle>
        )}
        <ColumnChooser columns={columns} visibility={visibility} onChange={onColumnsChange} />
        {exportCsv && <ExportCsvButton entry={exportCsv.entry} input={exportCsv.input} />}
        <RefreshButton refresh={source.refresh} refreshing={source.refreshing} />
      </div>
      {selection && (
        <div className="basis-full empty:hidden">
          <SelectionBar {...selection} />
        </div>
      )}
    </div>
  )
}
