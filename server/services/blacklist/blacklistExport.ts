import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type { BlacklistRow, blacklistExport } from '../../../contract/blacklist.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import { blacklistKeyset, blacklistWhere } from './blacklistList.ts'
import { selectBlacklistRows, toBlacklistRow } from './blacklistRows.ts'

/** The screen's columns (59); the phone masked as the screen shows it. */
const columns: CsvColumn<BlacklistRow>[] = [
  { header: { en: 'App name', es: 'Nombre de la app' }, value: (row) => row.appName },
  { header: { en: 'ID card', es: 'Cédula de identidad' }, value: (row) => row.idCard },
  { header: { en: 'Phone number', es: 'Número de teléfono' }, value: (row) => row.phone },
  { header: { en: 'Reason', es: 'Motivo' }, value: (row) => row.reason },
  { header: { en: 'Created by', es: 'Creado por' }, value: (row) => row.createdByName },
  { header: { en: 'Created date', es: 'Fecha de creación' }, value: (row, _, w) => w.instant(row.createdAt) },
]

/** Every word the export writes itself, for the glossary test. */
export const blacklistExportWords: Bilingual[] = columns.map((column) => column.header)

async function* rowBatches(db: Database, input: z.output<typeof blacklistExport.input>) {
  const batches = keysetBatches(
    blacklistKeyset,
    () => selectBlacklistRows(db),
    input,
    blacklistWhere(input),
    2000,
  )
  for await (const batch of batches) yield batch.map(toBlacklistRow)
}

/** The whole filtered blacklist as CSV, in the list's sort. */
export function exportBlacklist(
  db: Database,
  input: z.output<typeof blacklistExport.input>,
  reader: CsvReader,
) {
  return csvChunks(columns, rowBatches(db, input), reader)
}
