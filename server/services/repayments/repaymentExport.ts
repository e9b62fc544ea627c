import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type { RepaymentKind } from '../../../contract/cases.ts'
import type { RepaymentRow, repaymentExport } from '../../../contract/repayments.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { repaymentKeyset, repaymentWhere } from './repaymentList.ts'
import { selectRepaymentRows, toRepaymentRow } from './repaymentRows.ts'

/** The repayment types (spec section 4) in the words the screen uses. */
const kindWords: Record<RepaymentKind, Bilingual> = {
  normal: { en: 'Normal', es: 'Normal' },
  delay: { en: 'Delay repayment', es: 'Pago aplazado' },
  offline: { en: 'Offline repayment', es: 'Pago fuera de línea' },
  customized: { en: 'Customized', es: 'Personalizado' },
}

/** The screen's columns (71); an amount in major units beside its currency, as the case export writes it. */
const columns: CsvColumn<RepaymentRow>[] = [
  { header: { en: 'Case no', es: 'N.º de caso' }, value: (row) => row.caseNo },
  { header: { en: 'Customer', es: 'Cliente' }, value: (row) => row.customerName },
  { header: { en: 'App', es: 'App' }, value: (row) => row.appName },
  { header: { en: 'Team', es: 'Equipo' }, value: (row) => row.teamName },
  { header: { en: 'Repayment type', es: 'Tipo de pago' }, value: (row, _, w) => w.word(kindWords, row.kind) },
  { header: { en: 'Amount', es: 'Monto' }, value: (row, _, w) => w.money(row.amount, row.currency) },
  { header: { en: 'Currency', es: 'Moneda' }, value: (row) => row.currency },
  { header: { en: 'Paid at', es: 'Pagado el' }, value: (row, _, w) => w.instant(row.paidAt) },
  { header: { en: 'Collected by', es: 'Cobrado por' }, value: (row) => row.collectorName },
  { header: { en: 'Reference', es: 'Referencia' }, value: (row) => row.reference },
]

/** Every word the export writes itself, for the glossary test. */
export const repaymentExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  ...Object.values(kindWords),
]

async function* rowBatches(
  db: Database,
  input: z.output<typeof repaymentExport.input>,
  where: ReturnType<typeof repaymentWhere>,
) {
  const batches = keysetBatches(repaymentKeyset, () => selectRepaymentRows(db), input, where, 2000)
  for await (const batch of batches) yield batch.map(toRepaymentRow)
}

/** The whole filtered record list as CSV, in the list's sort, scoped as the list is; read as it is sent. */
export function exportRepayments(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof repaymentExport.input>,
  reader: CsvReader,
) {
  // Asked before the first chunk: a team beyond the reach is refused, not a file cut short.
  const where = repaymentWhere(user, input)
  return csvChunks(columns, rowBatches(db, input, where), reader)
}
