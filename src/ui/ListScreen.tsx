import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Endpoint, InputOf } from '../../contract/endpoint.ts'
import type { ApiFailure } from '../../contract/errors.ts'
import type { SortOrder } from '../../contract/paging.ts'
import type { Identified } from '../../db/keptLists.ts'
import { useCurrentUser } from '../api/session.ts'
import { DataTable, type DataTableSource } from './DataTable.tsx'
import type { ColumnChoice, ColumnLayout, DataColumn } from './dataColumns.ts'
import { FilterBar, type FilterChange, type FilterField } from './FilterBar.tsx'
import { Freshness } from './Freshness.tsx'
import { ListToolbar, type ListToolbarProps } from './ListToolbar.tsx'
import { type SimpleColumn, SimpleTable } from './SimpleTable.tsx'

/** What every list screen says of its data: when it was kept, and why the server could not confirm it. */
interface Freshened {
  savedAt: number | null | undefined
  failure: ApiFailure | null
}

/**
 * A short list's screen (teams, applications, code requests): its title with the screen's actions,
 * its filters, how fresh the kept copy is, then the list (a SimpleTable) and the screen's dialogs as
 * children. The layout every list shares; what is special to a screen comes in as its slots.
 */
export function ListScreen({
  title,
  actions,
  filters,
  source,
  children,
}: {
  title: string
  actions?: ReactNode
  filters?: ReactNode
  source: Freshened
  children: ReactNode
}) {
  const user = useCurrentUser()
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {filters}
      <Freshness savedAt={source.savedAt} failure={source.failure} timeZone={user.timeZone} />
      {children}
    </div>
  )
}

/**
 * A short list's table in its box: what it says while loading (rows not known yet) and when empty,
 * then the rows. No paging, no sorting: the lists it draws are a team's or an office's, not a million.
 */
export function ListTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  messages,
  failure,
  testId,
  wrapHeaders,
  marked,
}: {
  label: string
  /** null or undefined while not known yet. */
  rows: readonly Row[] | null | undefined
  columns: SimpleColumn<Row>[]
  rowKey: (row: Row) => string | number
  messages: { loading: string; empty: string }
  /** Why the server could not answer: said instead of "loading" while nothing is known. */
  failure?: ApiFailure | null
  testId?: string
  /** Long header names go on two lines (a table of many figures beside the menu). */
  wrapHeaders?: boolean
  /** The key of the row a link named (useLinkedRow), marked. */
  marked?: string | number | null
}) {
  const { t } = useLingui()
  const reason = failure?.message
  const unknown = reason ? t`The list could not be loaded: ${reason}` : messages.loading
  return (
    <div className="rounded-lg border border-slate-200 bg-white" data-testid={testId}>
      <SimpleTable
        label={label}
        columns={columns}
        rows={rows ? [...rows] : []}
        rowKey={rowKey}
        empty={rows ? messages.empty : unknown}
        wrapHeaders={wrapHeaders}
        marked={marked}
      />
    </div>
  )
}

type CsvEndpoint = Endpoint & { download: 'csv' }

/**
 * What a paged screen needs of its kept choices: useListScreen gives it; a list with a kept shape of
 * its own (the case lists: work-queue sort, a panel of filters) gives the same from its preferences.
 */
export interface ListControls<F extends object, S extends string> {
  columns: { visibility: ColumnChoice; choose: (next: ColumnChoice) => void }
  sort: { by: S; order: SortOrder }
  changeSort: (by: S, order: SortOrder) => void
  /** The columns the server sorts by. */
  sortable: ReadonlySet<string>
  /** The export's input: the whole filtered list in the screen's order. */
  exportInput: unknown
  filters: F
  changeFilter?: (field: FilterField<F>, value: FilterChange) => void
}

interface PagedListScreenProps<
  Row extends Identified,
  F extends object,
  S extends string,
  E extends CsvEndpoint,
> {
  /** The screen's kept choices (useListScreen over its description). */
  screen: ListControls<F, S>
  title: string
  source: DataTableSource<Row> & Freshened & { refreshing: boolean }
  columns: DataColumn<Row>[]
  layout: ColumnLayout
  /** The filters as data, drawn on one line (FilterBar); or, for a screen of many, a panel of its own. */
  filters: readonly FilterField<F>[] | { panel: ReactNode; toggle: ListToolbarProps<Row, S, E>['filters'] }
  /** The screen's own actions at the end of the filter line (Add entry), drawn from its action objects. */
  actions?: ReactNode
  /** The CSV of the whole filtered list in the screen's order; none for a list the contract does not export. */
  exportCsv?: E
  /** What the table says while loading and when nothing matches. */
  messages: { loading: string; empty: string }
  /** Figures of the whole filtered list, beside the title. */
  totals?: ListToolbarProps<Row, S, E>['totals']
  /** Rows may be chosen: the bar saying what is chosen with its actions, and each row's box label. */
  selection?: {
    bar: NonNullable<ListToolbarProps<Row, S, E>['selection']>
    rowLabel: (row: Row) => string
  }
  /** Names the filters' form and the table for tests: `<testId>-filters`, `<testId>-table`. */
  testId: string
  /** The screen's dialogs. */
  children?: ReactNode
}

/**
 * A paged list's screen, composed: toolbar (title, totals, columns, sort, CSV, refresh), the filters
 * as data, freshness, the virtual table with its loading, failure and empty states, then the dialogs.
 * A screen is its description, its columns and its hooks; nothing of this layout is written again.
 */
export function PagedListScreen<
  Row extends Identified,
  F extends object,
  S extends string,
  E extends CsvEndpoint,
>({
  screen,
  title,
  source,
  columns,
  layout,
  filters,
  actions,
  exportCsv,
  messages,
  totals,
  selection,
  testId,
  children,
}: PagedListScreenProps<Row, F, S, E>) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const panel = 'panel' in filters ? filters : null
  return (
    <div className="flex h-full flex-col gap-3">
      <ListToolbar
        title={title}
        totals={totals}
        filters={panel?.toggle}
        columns={columns}
        visibility={screen.columns.visibility}
        onColumnsChange={screen.columns.choose}
        sort={screen.sort}
        onSortChange={screen.changeSort}
        {...(exportCsv ? { exportCsv: { entry: exportCsv, input: screen.exportInput as InputOf<E> } } : {})}
        source={source}
        selection={selection?.bar}
      />
      {panel
        ? panel.panel
        : screen.changeFilter && (
            <FilterBar
              fields={filters as readonly FilterField<F>[]}
              values={screen.filters}
              onChange={screen.changeFilter}
              label={t`${title} filters`}
              end={actions}
              testId={`${testId}-filters`}
            />
          )}
      <Freshness savedAt={source.savedAt} failure={source.failure} timeZone={user.timeZone} />
      <DataTable
        label={title}
        source={source}
        columns={columns}
        layout={layout}
        columnVisibility={screen.columns.visibility}
        sort={screen.sort}
        onSortChange={screen.changeSort}
        sortable={screen.sortable}
        messages={{ ...messages, failed: (reason) => t`The list could not be loaded: ${reason}` }}
        selection={selection && { state: selection.bar.selection, label: selection.rowLabel }}
        testId={`${testId}-table`}
      />
      {children}
    </div>
  )
}
