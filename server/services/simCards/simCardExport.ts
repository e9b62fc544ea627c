import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type {
  deactivationReasons,
  SimCardRow,
  simCardExport,
  simCardStatuses,
} from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { simCardKeyset, simCardWhere } from './simCardList.ts'
import { selectSimCardRows, toSimCardRow } from './simCardRows.ts'

const statusWords: Record<(typeof simCardStatuses)[number], Bilingual> = {
  unallocated: { en: 'Unallocated', es: 'Sin asignar' },
  allocated: { en: 'Allocated', es: 'Asignada' },
  deactivated: { en: 'Deactivated', es: 'Desactivada' },
}

const reasonWords: Record<(typeof deactivationReasons)[number], Bilingual> = {
  blocked: { en: 'Blocked', es: 'Bloqueada' },
  other: { en: 'Other reason', es: 'Otro motivo' },
}

const columns: CsvColumn<SimCardRow>[] = [
  { header: { en: 'Card number', es: 'Número de tarjeta' }, value: (row) => row.cardNumber },
  { header: { en: 'Current number', es: 'Número actual' }, value: (row) => row.currentNumber },
  {
    header: { en: 'Card status', es: 'Estado de la tarjeta' },
    value: (row, _, w) => w.word(statusWords, row.status),
  },
  { header: { en: 'Holder', es: 'Titular' }, value: (row) => row.holderName },
  { header: { en: 'Team', es: 'Equipo' }, value: (row) => row.teamName },
  {
    header: { en: 'Deactivation reason', es: 'Motivo de desactivación' },
    value: (row, _, w) => w.word(reasonWords, row.deactivationReason),
  },
  { header: { en: 'Description', es: 'Descripción' }, value: (row) => row.deactivationDescription },
  { header: { en: 'Addition time', es: 'Hora de alta' }, value: (row, _, w) => w.instant(row.addedAt) },
  {
    header: { en: 'Allocate time', es: 'Hora de asignación' },
    value: (row, _, w) => w.instant(row.allocatedAt),
  },
  {
    header: { en: 'Update time', es: 'Hora de actualización' },
    value: (row, _, w) => w.instant(row.updatedAt),
  },
]

/** Every word the export writes itself, for the glossary test. */
export const simCardExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  ...Object.values(statusWords),
  ...Object.values(reasonWords),
]

async function* rowBatches(db: Database, user: SignedInUser, input: z.output<typeof simCardExport.input>) {
  const batches = keysetBatches(
    simCardKeyset,
    () => selectSimCardRows(db),
    input,
    simCardWhere(user, input),
    2000,
  )
  for await (const batch of batches) yield batch.map(toSimCardRow)
}

/** The whole filtered list of cards as CSV, in the list's sort, scoped as the list is. */
export function exportSimCards(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof simCardExport.input>,
  reader: CsvReader,
) {
  return csvChunks(columns, rowBatches(db, user, input), reader)
}
