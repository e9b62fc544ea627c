import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type { MemberStatus, StaffRow, staffExport } from '../../../contract/staffs.ts'
import type { Database } from '../../database/connect.ts'
import { type CsvColumn, type CsvReader, csvChunks, keysetBatches } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { staffKeyset, staffWhere } from './staffList.ts'
import { selectStaffRows, toStaffRow } from './staffRows.ts'

const statusWords: Record<MemberStatus, Bilingual> = {
  onDuty: { en: 'On duty', es: 'En servicio' },
  onLeave: { en: 'On leave', es: 'De permiso' },
  left: { en: 'Left', es: 'Dado de baja' },
}

const validityWords: Record<'valid' | 'invalid', Bilingual> = {
  valid: { en: 'Valid', es: 'Válido' },
  invalid: { en: 'Invalid', es: 'Inválido' },
}

const columns: CsvColumn<StaffRow>[] = [
  { header: { en: 'Name', es: 'Nombre' }, value: (row) => row.name },
  { header: { en: 'Username', es: 'Usuario' }, value: (row) => row.username },
  { header: { en: 'Phone', es: 'Teléfono' }, value: (row) => row.phone },
  { header: { en: 'Role', es: 'Rol' }, value: (row) => row.roleName },
  { header: { en: 'Team', es: 'Equipo' }, value: (row) => row.teamName },
  { header: { en: 'Entry date', es: 'Fecha de ingreso' }, value: (row) => row.entryDate },
  { header: { en: 'Status', es: 'Estado' }, value: (row, _, w) => w.word(statusWords, row.status) },
  {
    header: { en: 'Valid', es: 'Válido' },
    value: (row, _, w) => w.word(validityWords, row.valid ? 'valid' : 'invalid'),
  },
]

/** Every word the export writes itself, for the glossary test. */
export const staffExportWords: Bilingual[] = [
  ...columns.map((column) => column.header),
  ...Object.values(statusWords),
  ...Object.values(validityWords),
]

async function* rowBatches(db: Database, user: SignedInUser, input: z.output<typeof staffExport.input>) {
  const batches = keysetBatches(staffKeyset, () => selectStaffRows(db), input, staffWhere(user, input), 2000)
  for await (const batch of batches) yield batch.map(toStaffRow)
}

/** The whole filtered staff list as CSV, in the list's sort, scoped as the list is. */
export function exportStaff(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof staffExport.input>,
  reader: CsvReader,
) {
  return csvChunks(columns, rowBatches(db, user, input), reader)
}
