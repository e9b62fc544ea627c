import { and, count, gte, lt, type SQL, type SQLWrapper, sql, sum } from 'drizzle-orm'
import { z } from 'zod'
import type { Language } from '../../../contract/bilingual.ts'
import type { CaseFilters, CaseSort, CaseSummary, CaseView, caseListInput } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { cases, pins } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { byColumn, type KeysetList, type PageRequest, pageQuery } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { caseListWhere } from './caseFilters.ts'
import { allocationEdges, keptTotalsByApp } from './caseListFigures.ts'
import { caseRowOfDriver, type RawCaseRow, selectDriverCaseRows, toCaseRow } from './caseRows.ts'
import { type Scope, scopeCondition, scopeOf } from './caseScope.ts'

type ListInput = z.output<typeof caseListInput>
type CurrencyTotal = CaseSummary['totals'][number]
interface AppTotal {
  appId: number
  count: number
  amount: number
  paidAmount: number
}

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')
const dayInCursor = z.iso.date().refine((day) => day >= '1900')

/**
 * The work queue, ascending: open cases before paid-off or closed ones (queue_rank), then the
 * appointment soonest first, those already due ahead of later ones and cases without one after them
 * (queue_at), then the most overdue (the earliest due date). Descending reverses it all.
 */
const workQueue: KeysetList<CaseSort, RawCaseRow>['sorts']['workQueue'] = {
  columns: [cases.queueRank, cases.queueAt, cases.dueDate],
  cursorValues: [z.literal([0, 1]), z.union([instantInCursor, z.literal('infinity')]), dayInCursor],
  valuesOf: (row) => [
    row.queueRank,
    row.queueAt === 'infinity' ? 'infinity' : new Date(row.queueAt).toISOString(),
    row.dueDate,
  ],
}

/** The case lists' sorts (the contract's whitelist) and what each one's cursor holds. */
export const caseKeyset: KeysetList<CaseSort, RawCaseRow> = {
  tiebreak: cases.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    allocatedAt: byColumn(cases.allocatedAt, instantInCursor, (row) =>
      new Date(row.allocatedAt).toISOString(),
    ),
    dueDate: byColumn(cases.dueDate, dayInCursor, (row) => row.dueDate),
    amount: byColumn(cases.amount, z.int(), (row) => row.amount),
    workQueue,
  },
}

export interface ListContext {
  db: Database
  scope: Scope
  viewerId: number
  language: Language
  /** The viewer's time zone, in which the allocated days are read. */
  timeZone: string
}

/** What a user's case lists are read with: their scope, their pins, their words and their clock. */
export const listContextOf = (db: Database, user: SignedInUser, language: Language): ListContext => ({
  db,
  scope: scopeOf(user),
  viewerId: user.userId,
  language,
  timeZone: user.timeZone,
})

/** The one query of a page of a case list (exported so the bench can run its SQL alone). */
export function casePageQuery(context: ListContext, view: CaseView, input: ListInput) {
  const { db, scope, viewerId, language, timeZone } = context
  const pinnedByViewer = sql`${cases.id} in (select ${pins.caseId} from ${pins} where ${pins.userId} = ${viewerId})`
  return pageQuery(
    caseKeyset,
    () => selectDriverCaseRows(db, viewerId, language),
    input,
    caseListWhere(scope, view, input, timeZone),
    { condition: pinnedByViewer, isPinned: (row) => Boolean(row.pinned) },
  )
}

/** The rows of a page's query, read from the driver and mapped by hand (docs/decisions/0058). */
async function driverRows(db: Database, query: SQLWrapper): Promise<RawCaseRow[]> {
  return executedRows<Record<string, unknown>>(await db.execute(query)).map(caseRowOfDriver)
}

/** One page of a case list; the viewer's pinned cases come apart on the first page, ahead of the rest. */
export async function listCases(context: ListContext, view: CaseView, input: ListInput) {
  const { query, pageOf } = casePageQuery(context, view, input)
  const page = pageOf(await driverRows(context.db, query as unknown as SQLWrapper))
  return { rows: page.rows.map(toCaseRow), nextCursor: page.nextCursor, pinned: page.pinned.map(toCaseRow) }
}

/**
 * One page of the cases a condition from another area names (the cases a dashboard figure counts),
 * within the viewer's scope, in the case lists' rows and sorts; no pinned cases apart: the figure's
 * list holds exactly what it counts.
 */
export async function listCasesWhere(context: ListContext, where: SQL, input: PageRequest<CaseSort>) {
  const { db, scope, viewerId, language } = context
  const { query, pageOf } = pageQuery(
    caseKeyset,
    () => selectDriverCaseRows(db, viewerId, language),
    input,
    and(scopeCondition(scope), where),
  )
  const page = pageOf(await driverRows(db, query as unknown as SQLWrapper))
  return { rows: page.rows.map(toCaseRow), nextCursor: page.nextCursor }
}

/** The totals of a list per brand, counted from the cases themselves (the plain scan). */
export function scannedTotalsByApp(
  context: Omit<ListContext, 'viewerId' | 'language'>,
  view: CaseView,
  filters: CaseFilters,
  also?: SQL,
) {
  return context.db
    .select({
      appId: cases.appId,
      count: count(),
      amount: sum(cases.amount).mapWith(Number),
      paidAmount: sum(cases.paidAmount).mapWith(Number),
    })
    .from(cases)
    .where(and(caseListWhere(context.scope, view, filters, context.timeZone), also))
    .groupBy(cases.appId)
}

/** The kept totals, and the cases allocated in the part-hours at the ends of a range of days. */
async function keptAndEdgeTotals(
  context: Omit<ListContext, 'viewerId' | 'language'>,
  view: CaseView,
  filters: CaseFilters,
  kept: Promise<AppTotal[]>,
): Promise<AppTotal[]> {
  const { allocatedFrom: _from, allocatedTo: _to, ...others } = filters
  const edges = allocationEdges(filters, context.timeZone).map((edge) =>
    scannedTotalsByApp(
      context,
      view,
      others,
      and(gte(cases.allocatedAt, edge.from), lt(cases.allocatedAt, edge.to)),
    ),
  )
  const byApp = new Map<number, AppTotal>()
  for (const group of (await Promise.all([kept, ...edges])).flat()) {
    const total = byApp.get(group.appId) ?? { appId: group.appId, count: 0, amount: 0, paidAmount: 0 }
    total.count += group.count
    total.amount += group.amount
    total.paidAmount += group.paidAmount
    byApp.set(group.appId, total)
  }
  return [...byApp.values()].filter((total) => total.count > 0)
}

/**
 * A list's count and totals: from the kept figures when they answer its filters, else from the cases
 * (docs/decisions/0057). Grouped by brand (a handful), then folded by currency.
 */
export async function summarizeCases(
  context: Omit<ListContext, 'viewerId' | 'language'>,
  view: CaseView,
  filters: CaseFilters,
) {
  const kept = keptTotalsByApp(context.db, context.scope, view, filters, context.timeZone)
  const totalsByApp: Promise<AppTotal[]> = kept
    ? keptAndEdgeTotals(context, view, filters, kept)
    : scannedTotalsByApp(context, view, filters)
  const [byApp, currencies] = await Promise.all([
    totalsByApp,
    context.db.select({ id: apps.id, currency: apps.currency }).from(apps),
  ])
  const currencyOf = new Map(currencies.map((app) => [app.id, app.currency]))
  const totals = new Map<string, CurrencyTotal>()
  for (const group of byApp) {
    const currency = currencyOf.get(group.appId) ?? ''
    const total = totals.get(currency) ?? { currency, amount: 0, paidAmount: 0 }
    total.amount += group.amount
    total.paidAmount += group.paidAmount
    totals.set(currency, total)
  }
  return {
    count: byApp.reduce((all, group) => all + group.count, 0),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  }
}
