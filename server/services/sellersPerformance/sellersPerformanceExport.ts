import type { Bilingual } from '../../../contract/bilingual.ts'
import type { SellerRow, SellersPerformance } from '../../../contract/sellersPerformance.ts'
import { type CsvColumn, type CsvReader, csvChunks } from '../lists/index.ts'

/** One line of the file: a seller (or team, or the totals) in one currency of the amounts applied for. */
interface SellerLine {
  name: string | null
  teamName: string | null
  figures: SellerRow['figures']
  money: { currency: string; amount: number } | null
}

const columns: readonly CsvColumn<SellerLine>[] = [
  { header: { en: 'Seller or team', es: 'Vendedor o equipo' }, value: (line) => line.name },
  { header: { en: 'Team', es: 'Equipo' }, value: (line) => line.teamName },
  { header: { en: 'Sale orders', es: 'Órdenes de venta' }, value: (line) => line.figures.saleOrders },
  { header: { en: 'Entered the app', es: 'Ingresaron a la app' }, value: (line) => line.figures.enteredApp },
  {
    header: { en: 'Conversion (%)', es: 'Conversión (%)' },
    value: ({ figures }) => (figures.conversion === null ? null : (figures.conversion * 100).toFixed(1)),
  },
  { header: { en: 'Currency', es: 'Moneda' }, value: (line) => line.money?.currency ?? null },
  {
    header: { en: 'Amount applied for', es: 'Monto solicitado' },
    value: (line, _reader, write) =>
      line.money ? write.money(line.money.amount, line.money.currency) : null,
  },
]

const totalsName = { en: 'Total', es: 'Total' } as const

/** The file's words, read by the glossary test like every export's. */
export const sellersPerformanceExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  totalsName,
]

/** A row as the file's lines: one per currency applied for, or one without money. */
const linesOf = (row: Omit<SellerLine, 'money'>): SellerLine[] =>
  row.figures.applied.length === 0
    ? [{ ...row, money: null }]
    : row.figures.applied.map((money) => ({ ...row, money }))

/** The sellers' performance as CSV, one line per seller (or team) and currency, the totals last. */
export function sellersPerformanceCsv(answer: SellersPerformance, reader: CsvReader): AsyncGenerator<string> {
  const lines = [
    ...answer.rows.flatMap((row) => linesOf(row)),
    ...linesOf({ name: totalsName[reader.language], teamName: null, figures: answer.totals }),
  ]
  return csvChunks(columns, [lines], reader)
}
