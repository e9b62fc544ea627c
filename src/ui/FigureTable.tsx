import { type SimpleColumn, SimpleTable } from './SimpleTable.tsx'

/** One row of figures: a column of a chart's table, a line or bars of its drawing. */
export interface FigureSeries {
  /** What the figures are, in the screen's language (the legend and the column's header). */
  label: string
  /** One figure per category, in the categories' order; null where there is none. */
  values: readonly (number | null)[]
  /** How a figure is written (money in its currency, a count grouped); the same in the table and the drawing. */
  write: (value: number) => string
}

/**
 * Figures by category (days, members) as a table: a row per category, a column per series. The
 * table every chart shows beside its drawing, so screen readers read and users copy the same figures.
 */
export function FigureTable({
  label,
  categoryHeader,
  categories,
  series,
  empty,
}: {
  label: string
  categoryHeader: string
  categories: readonly string[]
  series: readonly FigureSeries[]
  empty: string
}) {
  const columns: SimpleColumn<number>[] = [
    { header: categoryHeader, cell: (index) => categories[index] },
    ...series.map(
      (one): SimpleColumn<number> => ({
        header: one.label,
        align: 'end',
        cell: (index) => {
          const value = one.values[index]
          return value === null || value === undefined ? '—' : one.write(value)
        },
      }),
    ),
  ]
  return (
    <SimpleTable
      label={label}
      columns={columns}
      rows={categories.map((_, index) => index)}
      rowKey={(index) => categories[index] ?? index}
      empty={empty}
    />
  )
}
