import { and, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Bilingual } from '../../../contract/bilingual.ts'
import type {
  allocationWays,
  CaseRow,
  CaseSort,
  CaseView,
  caseExportInput,
  connectionStatuses,
  repaymentStatuses,
} from '../../../contract/cases.ts'
import { type CsvColumn, csvChunks, keysetBatches, type PageRequest } from '../lists/index.ts'
import { caseListWhere } from './caseFilters.ts'
import { caseKeyset, type ListContext } from './caseList.ts'
import { selectCaseRows, toCaseRow } from './caseRows.ts'
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

/** The columns of the case lists' table, in its words; amounts in major units beside their currency. */
const caseColumns: CsvColumn<CaseRow>[] = [
  { header: { en: 'Case no', es: 'N.º de caso' }, value: (row) => row.caseNo },
  { header: { en: 'Name', es: 'Nombre' }, value: (row) => row.name },
  { header: { en: 'Phone', es: 'Teléfono' }, value: (row) => row.phone },
  { header: { en: 'Status', es: 'Estado' }, value: (row, _, w) => w.word(statusWords, row.status) },
  { header: { en: 'Closed', es: 'Cerrado' }, value: (row, _, w) => w.yesNo(row.closed) },
  { header: { en: 'Amount', es: 'Monto' }, value: (row, _, w) => w.money(row.amount, row.currency) },
  { header: { en: 'Paid', es: 'Pagado' }, value: (row, _, w) => w.money(row.paidAmount, row.currency) },
  { header: { en: 'Currency', es: 'Moneda' }, value: (row) => row.currency },
  { header: { en: 'Overdue days', es: 'Días de atraso' }, value: (row) => row.overdueDays },
  { header: { en: 'Due date', es: 'Fecha de vencimiento' }, value: (row) => row.dueDate },
  { header: { en: 'Allocated', es: 'Asignado' }, value: (row, _, w) => w.instant(row.allocatedDate) },
  { header: { en: 'Appointment', es: 'Cita' }, value: (row, _, w) => w.instant(row.appointment) },
  { header: { en: 'Deal', es: 'Convenio' }, value: (row, _, w) => w.yesNo(row.deal) },
  {
    header: { en: 'Connection', es: 'Conexión' },
    value: (row, _, w) => w.word(connectionWords, row.connectionStatus),
  },
  { header: { en: 'App', es: 'App' }, value: (row) => row.appName },
  { header: { en: 'Loan date', es: 'Fecha del préstamo' }, value: (row) => row.loanDate },
  { header: { en: 'Finished', es: 'Finalizado' }, value: (row, _, w) => w.instant(row.finishedDate) },
  {
    header: { en: 'Last connection', es: 'Última conexión' },
    value: (row, _, w) => w.instant(row.lastConnectionTime),
  },
  { header: { en: 'Sleep days', es: 'Días sin contacto' }, value: (row) => row.sleepDays },
  {
    header: { en: 'Last amount', es: 'Último monto' },
    value: (row, _, w) => w.money(row.lastAmount, row.currency),
  },
  { header: { en: 'Clean date', es: 'Fecha de liquidación' }, value: (row) => row.cleanDate },
  { header: { en: 'Team type', es: 'Tipo de equipo' }, value: (row) => row.teamTypeName },
  { header: { en: 'Owner', es: 'Responsable' }, value: (row) => row.owner },
  { header: { en: 'Holding days', es: 'Días en cartera' }, value: (row) => row.holdingDays },
  { header: { en: 'Allocated by', es: 'Asignado por' }, value: (row) => row.allocatedBy },
  { header: { en: 'Way', es: 'Modo' }, value: (row, _, w) => w.word(wayWords, row.way) },
  { header: { en: 'Retrieved', es: 'Retirado' }, value: (row, _, w) => w.instant(row.retrievedTime) },
]

/** Every word the export writes itself, for the glossary test. */
export const caseExportWords: Bilingual[] = [
  ...caseColumns.map((column) => column.header),
  ...Object.values(statusWords),
  ...Object.values(connectionWords),
  ...Object.values(wayWords),
]

/** Rows a batch of the export reads: big enough that a round trip is a small share of it. */
const exportBatchSize = 2000

async function* caseRowBatches(
  context: ListContext,
  request: Pick<PageRequest<CaseSort>, 'sort' | 'order'>,
  where: SQL | undefined,
) {
  const { db, viewerId, language } = context
  const batches = keysetBatches(
    caseKeyset,
    () => selectCaseRows(db, viewerId, language),
    request,
    where,
    exportBatchSize,
  )
  for await (const batch of batches) yield batch.map(toCaseRow)
}

/** The whole filtered list as CSV, in the list's sort, scoped as the list is; read as it is sent. */
export function exportCases(context: ListContext, view: CaseView, input: z.output<typeof caseExportInput>) {
  const where = caseListWhere(context.scope, view, input, context.timeZone)
  return csvChunks(caseColumns, caseRowBatches(context, input, where), context)
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
  const scoped = and(scopeCondition(context.scope), where)
  return csvChunks(caseColumns, caseRowBatches(context, request, scoped), context)
}
