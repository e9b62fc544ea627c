import type { Bilingual } from '../../../contract/bilingual.ts'
import type { SellerFigures, SellerTarget, SellerTargets } from '../../../contract/sellersPerformance.ts'
import { paceWords } from '../../../contract/targets.ts'
import { type CsvColumn, type CsvReader, csvChunks } from '../lists/index.ts'

/** A target as a line writes it: a seller's, or the totals' (which have no pace). */
type LineTarget = Pick<SellerTarget, 'amount' | 'orders' | 'achievement'> &
  Partial<Pick<SellerTarget, 'ordersAchievement' | 'pace'>>

/** One line of the file: a seller (or the totals) in one currency, applied for or targeted. */
interface SellerTargetLine {
  name: string
  teamName: string | null
  figures: SellerFigures
  currency: string | null
  applied: number | null
  target: LineTarget | null
}

const percent = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? null : (rate * 100).toFixed(1)

const columns: readonly CsvColumn<SellerTargetLine>[] = [
  { header: { en: 'Seller', es: 'Vendedor' }, value: (line) => line.name },
  { header: { en: 'Team', es: 'Equipo' }, value: (line) => line.teamName },
  { header: { en: 'Sale orders', es: 'Órdenes de venta' }, value: (line) => line.figures.saleOrders },
  { header: { en: 'Entered the app', es: 'Ingresaron a la app' }, value: (line) => line.figures.enteredApp },
  {
    header: { en: 'Conversion (%)', es: 'Conversión (%)' },
    value: (line) => percent(line.figures.conversion),
  },
  { header: { en: 'Currency', es: 'Moneda' }, value: (line) => line.currency },
  {
    header: { en: 'Amount applied for', es: 'Monto solicitado' },
    value: (line, _reader, write) => (line.currency ? write.money(line.applied ?? 0, line.currency) : null),
  },
  {
    header: { en: 'Target amount', es: 'Monto meta' },
    value: (line, _reader, write) =>
      line.currency && line.target ? write.money(line.target.amount, line.currency) : null,
  },
  { header: { en: 'Target orders', es: 'Órdenes meta' }, value: (line) => line.target?.orders ?? null },
  { header: { en: 'Achievement (%)', es: 'Logro (%)' }, value: (line) => percent(line.target?.achievement) },
  {
    header: { en: 'Orders achievement (%)', es: 'Logro de órdenes (%)' },
    value: (line) => percent(line.target?.ordersAchievement),
  },
  {
    header: { en: 'Pace', es: 'Ritmo' },
    value: (line, reader) => (line.target?.pace ? paceWords[line.target.pace.status][reader.language] : null),
  },
  {
    header: { en: 'Ahead (+) or behind (−)', es: 'Adelanto (+) o atraso (−)' },
    value: (line, _reader, write) =>
      line.currency && line.target?.pace ? write.money(line.target.pace.gap, line.currency) : null,
  },
]

const totalsName = { en: 'Total', es: 'Total' } as const

/** The file's words, read by the glossary test like every export's. */
export const sellerTargetsExportWords: Bilingual[] = [...columns.map((column) => column.header), totalsName]

/** A seller's lines: one per currency applied for or targeted, or one without money. */
function linesOf(
  row: { name: string; teamName: string | null; figures: SellerFigures },
  targets: readonly (LineTarget & { currency: string })[],
): SellerTargetLine[] {
  const currencies = [
    ...new Set([...row.figures.applied.map((money) => money.currency), ...targets.map((t) => t.currency)]),
  ].sort()
  if (currencies.length === 0) return [{ ...row, currency: null, applied: null, target: null }]
  return currencies.map((currency) => ({
    ...row,
    currency,
    applied: row.figures.applied.find((money) => money.currency === currency)?.amount ?? 0,
    target: targets.find((target) => target.currency === currency) ?? null,
  }))
}

/** The sellers against their targets as CSV, one line per seller and currency, the totals last. */
export function sellerTargetsCsv(answer: SellerTargets, reader: CsvReader): AsyncGenerator<string> {
  const lines = [
    ...answer.rows.flatMap((row) => linesOf(row, row.targets)),
    ...linesOf(
      { name: totalsName[reader.language], teamName: null, figures: answer.totals.figures },
      answer.totals.targets,
    ),
  ]
  return csvChunks(columns, [lines], reader)
}
