import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type { connectionStatuses, RecordChannel } from '../../../contract/cases.ts'
import type { SimCollectionRecord, simCollectionRecordExport } from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import {
  selectSimCollectionRecords,
  simCollectionRecordKeyset,
  simCollectionRecordWhere,
  toSimCollectionRecord,
} from './simCollectionRecords.ts'

const connectionWords: Record<(typeof connectionStatuses)[number], Bilingual> = {
  connected: { en: 'Connected', es: 'Conectado' },
  notConnected: { en: 'Not connected', es: 'No conectado' },
  busy: { en: 'Busy', es: 'Ocupado' },
  switchedOff: { en: 'Switched off', es: 'Apagado' },
  wrongNumber: { en: 'Wrong number', es: 'Número equivocado' },
}

const channelWords: Record<RecordChannel, Bilingual> = {
  call: { en: 'Call', es: 'Llamada' },
  whatsapp: { en: 'WhatsApp message', es: 'Mensaje de WhatsApp' },
}

const isConnectionStatus = (value: string): value is (typeof connectionStatuses)[number] =>
  value in connectionWords

/** The screen's columns (menu 99); the duration in whole seconds, as a spreadsheet adds them. */
const columns: CsvColumn<SimCollectionRecord>[] = [
  { header: { en: 'Card number', es: 'Número de tarjeta' }, value: (row) => row.cardNumber },
  { header: { en: 'Member', es: 'Miembro' }, value: (row) => row.memberName },
  { header: { en: 'Case no', es: 'N.º de caso' }, value: (row) => row.caseNo },
  {
    header: { en: 'Contacted by', es: 'Medio de contacto' },
    value: (row, _, w) => w.word(channelWords, row.channel),
  },
  {
    header: { en: 'Dialling time', es: 'Hora de marcación' },
    value: (row, _, w) => w.instant(row.diallingAt),
  },
  { header: { en: 'Duration (seconds)', es: 'Duración (segundos)' }, value: (row) => row.durationSeconds },
  {
    header: { en: 'Connection status', es: 'Estado de conexión' },
    value: (row, _, w) =>
      isConnectionStatus(row.connectionStatus)
        ? w.word(connectionWords, row.connectionStatus)
        : row.connectionStatus,
  },
]

/** Every word the export writes itself, for the glossary test. */
export const simCollectionRecordExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  ...Object.values(connectionWords),
  ...Object.values(channelWords),
]

type ExportInput = z.output<typeof simCollectionRecordExport.input>

async function* recordBatches(db: Database, user: SignedInUser, input: ExportInput) {
  const batches = keysetBatches(
    simCollectionRecordKeyset,
    () => selectSimCollectionRecords(db),
    input,
    simCollectionRecordWhere(user, input),
    2000,
  )
  for await (const batch of batches) yield batch.map(toSimCollectionRecord)
}

/** Every call made with the cards of the filter as CSV, scoped as the screen is, in the list's sort. */
export function exportSimCollectionRecords(
  db: Database,
  user: SignedInUser,
  input: ExportInput,
  reader: CsvReader,
) {
  return csvChunks(columns, recordBatches(db, user, input), reader)
}
