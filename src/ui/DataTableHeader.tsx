import { useLingui } from '@lingui/react/macro'
import type { Header, RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { type ColumnLayout, columnBox, type DataTableFeatures, isFigure } from './dataColumns.ts'

/** A header's name with its meaning on hover (dotted underline) and for screen readers, when it has one. */
function HintedName({ hint, children }: { hint: string | undefined; children: ReactNode }) {
  if (!hint) return children
  return (
    <span
      title={hint}
      className="cursor-help underline decoration-slate-400 decoration-dotted underline-offset-2"
    >
      {children}
      <span className="sr-only">: {hint}</span>
    </span>
  )
}

/**
 * The header row: a column the list sorts by is a button that asks for the sort (the server sorts),
 * with its arrow; the others say their name only.
 */
export function DataTableHeader<Data extends RowData>({
  headers,
  layout,
  render,
}: {
  headers: Header<DataTableFeatures, Data, unknown>[]
  layout: ColumnLayout
  /** The table's own FlexRender, bound to its features. */
  render: (header: Header<DataTableFeatures, Data, unknown>) => ReactNode
}) {
  const { t } = useLingui()
  return (
    <thead className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50">
      <tr className="flex">
        {headers.map((header) => {
          const sorted = header.column.getIsSorted()
          const canSort = header.column.getCanSort()
          // A header is never cut (useColumnFit gives it two lines at least); its name also shows on hover.
          const label = header.column.columnDef.header
          const whole = typeof label === 'string' ? label : undefined
          const short = header.column.columnDef.meta?.shortHeader
          const shown = short !== undefined && short !== whole ? short : undefined
          const hint = header.column.columnDef.meta?.hint
          const name = <HintedName hint={hint}>{shown ?? render(header)}</HintedName>
          return (
            <th
              key={header.id}
              scope="col"
              data-column={header.column.id}
              style={columnBox(layout, header.column.id)}
              aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
              aria-label={shown === undefined ? undefined : whole}
              className={`flex min-w-0 items-end px-1.5 py-1.5 text-left text-xs leading-tight font-semibold text-slate-600 ${isFigure(layout, header.column.id) ? 'justify-end text-right' : ''}`}
            >
              {canSort ? (
                <button
                  type="button"
                  onClick={header.column.getToggleSortingHandler()}
                  className={`flex min-w-0 items-end gap-1 hover:text-brand-700 ${sorted ? 'text-brand-700' : ''}`}
                  title={whole ? t`Sort by ${whole}` : t`Sort`}
                  // The short form is for the eye: a screen reader names the button by the column's whole name.
                  aria-label={shown === undefined ? undefined : whole}
                >
                  <span className="line-clamp-2" data-header-label>
                    {name}
                  </span>
                  {/* The sorted column's arrow stands out; the others only hint that they sort. */}
                  <span aria-hidden className={sorted ? 'text-brand-700' : 'font-normal text-slate-300'}>
                    {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                <span className="line-clamp-2" data-header-label title={hint ? undefined : whole}>
                  {name}
                </span>
              )}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
