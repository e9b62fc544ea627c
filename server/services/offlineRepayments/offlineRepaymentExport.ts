import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import {
  type OfflineRepaymentRow,
  type offlineRepaymentExport,
  offlineRepaymentStatusWords,
} from '../../../contract/offlineRepayments.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { offlineRepaymentKeyset, offlineRepaymentWhere } from './offlineRepaymentList.ts'
import { selectOfflineRepayments, toOfflineRepaymentRow } from './offlineRepaymentRows.ts'

/** The review screen's columns (77), amounts with their currency, times on the reader's clock. */
const columns: CsvColumn<OfflineRepaymentRow>[] = [
  { header: { en: 'Case number', es: 'Número de caso' }, value: (row) => row.caseNo },
  { header: { en: 'Customer', es: 'Cliente' }, value: (row) => row.customerName },
  { header: { en: 'App name', es: 'Nombre de la app' }, value: (row) => row.appName },
  { header: { en: 'Amount', es: 'Monto' }, value: (row, _, w) => w.money(row.amount, row.currency) },
  { header: { en: 'Paid on', es: 'Pagado el' }, value: (row) => row.paidOn },
  { header: { en: 'Receipt reference', es: 'Referencia del comprobante' }, value: (row) => row.reference },
  { header: { en: 'Recorded by', es: 'Registrado por' }, value: (row) => row.requesterName },
  { header: { en: 'Team', es: 'Equipo' }, value: (row) => row.teamName ?? '' },
  { header: { en: 'Recorded at', es: 'Registrado el' }, value: (row, _, w) => w.instant(row.requestedAt) },
  {
    header: { en: 'Status', es: 'Estado' },
    value: (row, _, w) => w.word(offlineRepaymentStatusWords, row.status),
  },
  { header: { en: 'Reviewed by', es: 'Revisado por' }, value: (row) => row.reviewerName ?? '' },
  { header: { en: 'Reviewed at', es: 'Revisado el' }, value: (row, _, w) => w.instant(row.decidedAt) },
  { header: { en: 'Reason', es: 'Motivo' }, value: (row) => row.rejection ?? '' },
]

/** Every word the export writes itself, for the glossary test. */
export const offlineRepaymentExportWords: Bilingual[] = columns.map((column) => column.header)

async function* rowBatches(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof offlineRepaymentExport.input>,
) {
  const where = offlineRepaymentWhere(user, input)
  for await (const batch of keysetBatches(
    offlineRepaymentKeyset,
    () => selectOfflineRepayments(db),
    input,
    where,
    2000,
  ))
    yield batch.map(toOfflineRepaymentRow)
}

export function exportOfflineRepayments(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof offlineRepaymentExport.input>,
  reader: CsvReader,
) {
  return csvChunks(columns, rowBatches(db, user, input), reader)
}
