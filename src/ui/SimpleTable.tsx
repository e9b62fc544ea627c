import { Fragment, type ReactNode, useEffect, useRef } from 'react'

export interface SimpleColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  align?: 'start' | 'end'
  /** What the header's figure means (a dashboard figure's definition): its tooltip and its description. */
  hint?: string
  /** The column's figure for all the rows (a totals line under them); a table with none has no such line. */
  total?: ReactNode
}

/** A header's words: it may go onto another line between them, never inside one ('Clock-in'). */
function WholeWords({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed text, in their order
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">{word}</span>
    </Fragment>
  ))
}

/** A header's name, with its meaning on hover (dotted underline) and for screen readers when it has one. */
function HeaderName({ header, hint, wraps }: { header: string; hint: string | undefined; wraps: boolean }) {
  const name = wraps ? <WholeWords text={header} /> : header
  if (!hint) return name
  return (
    <span
      title={hint}
      className="cursor-help underline decoration-slate-400 decoration-dotted underline-offset-2"
    >
      {name}
      <span className="sr-only">: {hint}</span>
    </span>
  )
}

/**
 * A short read-only list as a table (records of a case, its loans, a team's figures): no paging, no
 * sorting; a totals line under the rows when its columns give totals. `wrapHeaders` lets long header
 * names go on two lines, so a table of many figures fits beside the menu.
 */
export function SimpleTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  label,
  wrapHeaders = false,
  marked,
}: {
  columns: SimpleColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  empty: string
  label: string
  wrapHeaders?: boolean
  /** The key of the row a link named (useLinkedRow): marked, and scrolled to once it is drawn. */
  marked?: string | number | null
}) {
  const markedRow = useRef<HTMLTableRowElement>(null)
  const shownMarked = rows.some((row) => rowKey(row) === marked) ? marked : null
  useEffect(() => {
    if (shownMarked != null) markedRow.current?.scrollIntoView?.({ block: 'nearest' })
  }, [shownMarked])
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
  const end = (column: SimpleColumn<Row>) => (column.align === 'end' ? 'text-right' : '')
  // A table of many figures keeps its cells closer together, so it fits beside the menu at 1,280 px.
  const inset = wrapHeaders ? 'px-2' : 'px-3'
  const figureCell = (column: SimpleColumn<Row>) =>
    `${inset} py-2 ${column.align === 'end' ? 'text-right tabular-nums whitespace-nowrap' : ''}`
  const totals = columns.some((column) => column.total !== undefined)
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        {/* Long figure names in capitals took a tenth more room: the table of many figures keeps their case. */}
        <thead
          className={`border-b border-slate-200 text-xs text-slate-500 ${wrapHeaders ? '' : 'uppercase'}`}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${inset} py-2 font-medium ${wrapHeaders ? 'align-bottom' : 'whitespace-nowrap'} ${end(column)}`}
              >
                <HeaderName header={column.header} hint={column.hint} wraps={wrapHeaders} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const isMarked = rowKey(row) === marked
            return (
              <tr
                key={rowKey(row)}
                ref={isMarked ? markedRow : undefined}
                aria-current={isMarked ? 'true' : undefined}
                className={isMarked ? 'bg-amber-100 align-top' : 'align-top'}
              >
                {columns.map((column) => (
                  <td key={column.header} className={figureCell(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
        {totals && (
          <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <tr className="align-top">
              {columns.map((column) => (
                <td key={column.header} className={figureCell(column)}>
                  {column.total}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
