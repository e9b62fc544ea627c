import { and, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type {
  allocationWays,
  CaseSort,
  CaseView,
  caseExportInput,
  connectionStatuses,
  repaymentStatuses,
} from '../../../contract/cases.ts'
import { maskPhone } from '../codeSender.ts'
import {
  type CsvColumn,
  type CsvValue,
  type CsvWriters,
  csvChunks,
  type PageRequest,
} from '../lists/index.ts'
import { type CaseExportRow, type CaseNames, caseExportBatches, millisecondsOf } from './caseExportRows.ts'
import { caseListWhere } from './caseFilters.ts'
import type { ListContext } from './caseList.ts'
import { scopeCondition } from './caseScope.ts'

const statusWords: Record<(typeof repaymentStatuses)[number], Bilingual> = {
  unpaid: { en: 'Unpaid', es: 'Pendiente' },
  paidOff: { en: 'Paid off', es: 'Liquidado' },
  delayed: { en: 'Delayed', es: 'Aplazado' },
}

const connectionWords: Record<(typeof connectionStatuses)[number], Bilingual> = {
  connected: { en: 'Connected', es: 'Conectado' },
  notConnected: { en: 'Not connected', es: 'No conectado' },
  busy: { en: 'Busy', es: 'Ocupado' },
  switchedOff: { en: 'Switched off', es: 'Apagado' },
  wrongNumber: { en: 'Wrong number', es: 'Número equivocado' },
}

const wayWords: Record<(typeof allocationWays)[number], Bilingual> = {
  manual: { en: 'Manual', es: 'Manual' },
  automatic: { en: 'Automatic', es: 'Automática' },
  evenSplit: { en: 'Even split', es: 'Reparto equitativo' },
}

/** One column of the file, written from the export's row and the names its ids stand for. */
interface CaseColumn {
  header: Bilingual
  value(row: CaseExportRow, write: CsvWriters, names: CaseNames): CsvValue
}

const at = (seconds: number | null) => (seconds === null ? null : millisecondsOf(seconds))
const currencyOf = (row: CaseExportRow, names: CaseNames) => names.app(row.appId)?.currency ?? null
const money = (minor: number | string | null, row: CaseExportRow, w: CsvWriters, names: CaseNames) =>
  w.money(minor === null ? null : Number(minor), currencyOf(row, names) ?? '')

/** The columns of the case lists' table, in its words; amounts in major units beside their currency. */
const caseColumns: CaseColumn[] = [
  { header: { en: 'Case no', es: 'N.º de caso' }, value: (row) => row.caseNo },
  { header: { en: 'Name', es: 'Nombre' }, value: (row) => row.name },
  { header: { en: 'Phone', es: 'Teléfono' }, value: (row) => maskPhone(row.phone) },
  { header: { en: 'Status', es: 'Estado' }, value: (row, w) => w.word(statusWords, row.status) },
  { header: { en: 'Closed', es: 'Cerrado' }, value: (row, w) => w.yesNo(row.closed) },
  { header: { en: 'Amount', es: 'Monto' }, value: (row, w, names) => money(row.amount, row, w, names) },
  { header: { en: 'Paid', es: 'Pagado' }, value: (row, w, names) => money(row.paidAmount, row, w, names) },
  { header: { en: 'Currency', es: 'Moneda' }, value: (row, _, names) => currencyOf(row, names) },
  { header: { en: 'Overdue days', es: 'Días de atraso' }, value: (row) => row.overdueDays },
  { header: { en: 'Due date', es: 'Fecha de vencimiento' }, value: (row) => row.dueDate },
  { header: { en: 'Allocated', es: 'Asignado' }, value: (row, w) => w.instant(at(row.allocatedAt)) },
  { header: { en: 'Appointment', es: 'Cita' }, value: (row, w) => w.instant(at(row.appointmentAt)) },
  { header: { en: 'Deal', es: 'Convenio' }, value: (row, w) => w.yesNo(row.deal) },
  {
    header: { en: 'Connection', es: 'Conexión' },
    value: (row, w) => w.word(connectionWords, row.connectionStatus),
  },
  { header: { en: 'App', es: 'App' }, value: (row, _, names) => names.app(row.appId)?.name ?? null },
  { header: { en: 'Loan date', es: 'Fecha del préstamo' }, value: (row) => row.loanDate },
  { header: { en: 'Finished', es: 'Finalizado' }, value: (row, w) => w.instant(at(row.finishedAt)) },
  {
    header: { en: 'Last connection', es: 'Última conexión' },
    value: (row, w) => w.instant(at(row.lastConnectionAt)),
  },
  { header: { en: 'Sleep days', es: 'Días sin contacto' }, value: (row) => row.sleepDays },
  {
    header: { en: 'Last amount', es: 'Último monto' },
    value: (row, w, names) => money(row.lastAmount, row, w, names),
  },
  { header: { en: 'Clean date', es: 'Fecha de liquidación' }, value: (row) => row.cleanDate },
  {
    header: { en: 'Team type', es: 'Tipo de equipo' },
    value: (row, _, names) => names.teamType(row.teamTypeId),
  },
  { header: { en: 'Owner', es: 'Responsable' }, value: (row, _, names) => names.user(row.ownerId) },
  { header: { en: 'Holding days', es: 'Días en cartera' }, value: (row) => row.holdingDays },
  {
    header: { en: 'Allocated by', es: 'Asignado por' },
    value: (row, _, names) => names.user(row.allocatedById),
  },
  { header: { en: 'Way', es: 'Modo' }, value: (row, w) => w.word(wayWords, row.way) },
  { header: { en: 'Retrieved', es: 'Retirado' }, value: (row, w) => w.instant(at(row.retrievedAt)) },
]

/** Every word the export writes itself, for the glossary test. */
export const caseExportWords: Bilingual[] = [
  ...caseColumns.map((column) => column.header),
  ...Object.values(statusWords),
  ...Object.values(connectionWords),
  ...Object.values(wayWords),
]

/** A file of the cases a condition holds, in a list's sort, in the reader's words and clock. */
function caseFile(
  context: ListContext,
  request: Pick<PageRequest<CaseSort>, 'sort' | 'order'>,
  where: SQL | undefined,
  batchSize?: number,
) {
  const { names, batches } = caseExportBatches(context.db, context.language, request, where, batchSize)
  const columns: CsvColumn<CaseExportRow>[] = caseColumns.map(({ header, value }) => ({
    header,
    value: (row, _, write) => value(row, write, names),
  }))
  return csvChunks(columns, batches, context)
}

/**
 * The whole filtered list as CSV, in the list's sort, scoped as the list is; read as it is sent
 * (`batchSize`, the rows a query reads, is the tests' to make small).
 */
export function exportCases(
  context: ListContext,
  view: CaseView,
  input: z.output<typeof caseExportInput>,
  batchSize?: number,
) {
  return caseFile(context, input, caseListWhere(context.scope, view, input, context.timeZone), batchSize)
}

/**
 * The cases a condition from another area names (a dashboard figure's list) as CSV, within the
 * viewer's scope, in the case lists' columns and words.
 */
export function exportCasesWhere(
  context: ListContext,
  where: SQL,
  request: Pick<PageRequest<CaseSort>, 'sort' | 'order'>,
) {
  return caseFile(context, request, and(scopeCondition(context.scope), where))
}
