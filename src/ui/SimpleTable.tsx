import type { ReactNode } from 'react'

export interface SimpleColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  align?: 'start' | 'end'
}

/** A short read-only list as a table (records of a case, its loans): no paging, no sorting. */
export function SimpleTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  label,
}: {
  columns: SimpleColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  empty: string
  label: string
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap ${column.align === 'end' ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 ${column.align === 'end' ? 'text-right tabular-nums whitespace-nowrap' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
