import {
  type CellData,
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type TableFeatures,
  tableFeatures,
} from '@tanstack/react-table'

/** The data table's features: the server sorts and pages; the table keeps the sort and the columns shown. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnVisibilityFeature })
export type DataTableFeatures = typeof dataTableFeatures

declare module '@tanstack/table-core' {
  interface ColumnMeta<
    TFeatures extends TableFeatures,
    TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /**
     * What the header shows when the column's name is a long word over short values (a date): an
     * agreed short form, the name itself staying in the column chooser, on hover and for screen readers.
     */
    shortHeader?: string
    /** What the column's figure means (a definition): the header's tooltip and its description. */
    hint?: string
  }
}

/** One column of a DataTable over rows of type Row. */
export type DataColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, unknown>

/** Declares a list's columns: `const helper = dataColumnHelper<Row>()`, then `helper.columns([...])`. */
export const dataColumnHelper = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>()

export const columnIdOf = <Row extends RowData>(column: DataColumn<Row>): string =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

/** Which columns show, by column id; a column left out shows (TanStack's visibility state). */
export type ColumnChoice = Record<string, boolean>

/**
 * How a list's columns lie out. The virtual rows are absolutely placed, so the browser cannot size
 * columns to content: the table measures what it drew and sizes them (useColumnFit); these widths in
 * pixels (120 when not named) serve for the first draw.
 */
export interface ColumnLayout {
  widths: Readonly<Record<string, number>>
  /** Amounts and counts line up on the right, as figures do in a ledger. */
  figures?: ReadonlySet<string>
  /** The column of long texts (names): the one cut when the values do not all fit. */
  growing?: string
}

const defaultWidth = 120

export const columnWidth = (layout: ColumnLayout, id: string) => layout.widths[id] ?? defaultWidth

/** A column's box: its width, and the growing column takes the room the others leave. */
export const columnBox = (layout: ColumnLayout, id: string) => ({
  width: columnWidth(layout, id),
  flexGrow: id === layout.growing ? 1 : 0,
  flexShrink: 0,
})

export const isFigure = (layout: ColumnLayout, id: string) => layout.figures?.has(id) === true
