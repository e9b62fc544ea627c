import type { z } from 'zod'
import {
  type AmountCutRow,
  type amountCutExport,
  amountCutKindWords,
  amountCutStatusWords,
} from '../../../contract/amountCuts.ts'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { amountCutKeyset, amountCutWhere } from './amountCutList.ts'
import { selectAmountCuts, toAmountCutRow } from './amountCutRows.ts'

/** The review screen's columns (70), amounts with their currency, times on the reader's clock. */
const columns: CsvColumn<AmountCutRow>[] = [
  { header: { en: 'Case number', es: 'Número de caso' }, value: (row) => row.caseNo },
  { header: { en: 'Customer', es: 'Cliente' }, value: (row) => row.customerName },
  { header: { en: 'App name', es: 'Nombre de la app' }, value: (row) => row.appName },
  {
    header: { en: 'Deduction type', es: 'Tipo de quita' },
    value: (row, _, w) => w.word(amountCutKindWords, row.kind),
  },
  { header: { en: 'Amount', es: 'Monto' }, value: (row, _, w) => w.money(row.amount, row.currency) },
  { header: { en: 'Interest', es: 'Interés' }, value: (row, _, w) => w.money(row.interest, row.currency) },
  { header: { en: 'Penalty', es: 'Moratorios' }, value: (row, _, w) => w.money(row.penalty, row.currency) },
  { header: { en: 'Remark', es: 'Observación' }, value: (row) => row.remark },
  { header: { en: 'Asked by', es: 'Pedida por' }, value: (row) => row.requesterName },
  { header: { en: 'Team', es: 'Equipo' }, value: (row) => row.teamName ?? '' },
  { header: { en: 'Asked at', es: 'Pedida el' }, value: (row, _, w) => w.instant(row.requestedAt) },
  { header: { en: 'Status', es: 'Estado' }, value: (row, _, w) => w.word(amountCutStatusWords, row.status) },
  { header: { en: 'Reviewed by', es: 'Revisada por' }, value: (row) => row.reviewerName ?? '' },
  { header: { en: 'Reviewed at', es: 'Revisada el' }, value: (row, _, w) => w.instant(row.decidedAt) },
  { header: { en: 'Reason', es: 'Motivo' }, value: (row) => row.rejection ?? '' },
]

/** Every word the export writes itself, for the glossary test. */
export const amountCutExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  ...Object.values(amountCutKindWords),
  ...Object.values(amountCutStatusWords),
]

async function* rowBatches(db: Database, user: SignedInUser, input: z.output<typeof amountCutExport.input>) {
  const where = amountCutWhere(user, input)
  for await (const batch of keysetBatches(amountCutKeyset, () => selectAmountCuts(db), input, where, 2000))
    yield batch.map(toAmountCutRow)
}

/** The reviewer's filtered cuts as CSV, in the list's sort. */
export function exportAmountCuts(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof amountCutExport.input>,
  reader: CsvReader,
) {
  return csvChunks(columns, rowBatches(db, user, input), reader)
}
