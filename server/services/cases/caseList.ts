import { fromZonedTime } from 'date-fns-tz'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm'
import { z } from 'zod'
import type { CaseFilters, CaseRow, CaseSummary, CaseView, caseListInput } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { apps, cases, pins } from '../../database/schema.ts'
import { ValidationFailure } from '../../http/errors.ts'
import type { Language } from '../../http/messages.ts'
import { selectCaseRows, toCaseRow } from './caseRows.ts'
import { type Scope, scopeCondition, viewCondition } from './caseScope.ts'
import { searchCondition } from './caseSearch.ts'

type ListInput = z.output<typeof caseListInput>
type CurrencyTotal = CaseSummary['totals'][number]

const sortColumns = { allocatedAt: cases.allocatedAt, dueDate: cases.dueDate, amount: cases.amount } as const

/** Days overdue as a due-date bound, so the filter can use the due-date index. */
const daysAgo = (days: number) => sql`current_date - ${days}::int`

/** The instant a calendar day ('yyyy-MM-dd') begins on the wall clock of a time zone. */
const startOfDayIn = (day: string, timeZone: string) => fromZonedTime(`${day}T00:00:00`, timeZone)

/** The calendar day after `day`; a day's length in hours is left to the time zone (summer time). */
function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10)
}

const lastDay = '9999-12-31'

/**
 * The allocated range as whole days of the user's time zone, both ends included: a Mexico City user's
 * '2026-03-10' runs from 00:00 to 24:00 in Mexico City, as the table shows her times. The column is
 * compared with two instants, never wrapped in a function, so the allocated-at indexes still serve.
 */
function allocatedWithin(filters: CaseFilters, timeZone: string): SQL[] {
  const conditions: SQL[] = []
  if (filters.allocatedFrom)
    conditions.push(gte(cases.allocatedAt, startOfDayIn(filters.allocatedFrom, timeZone)))
  // The last day the schema takes has no next day to begin, and nothing is allocated after it.
  if (filters.allocatedTo && filters.allocatedTo < lastDay)
    conditions.push(lt(cases.allocatedAt, startOfDayIn(dayAfter(filters.allocatedTo), timeZone)))
  return conditions
}

/** The filters as conditions; `timeZone` is the signed-in user's, from the session, never the request's. */
export function filterConditions(filters: CaseFilters, timeZone: string): SQL[] {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(cases.status, filters.status))
  if (filters.closed)
    conditions.push(filters.closed === 'yes' ? isNotNull(cases.closedAt) : isNull(cases.closedAt))
  // From 0 days overdue means every case, including those not yet due.
  if (filters.overdueMin) conditions.push(sql`${cases.dueDate} <= ${daysAgo(filters.overdueMin)}`)
  if (filters.overdueMax !== undefined)
    conditions.push(sql`${cases.dueDate} >= ${daysAgo(filters.overdueMax)}`)
  if (filters.appId) conditions.push(eq(cases.appId, filters.appId))
  if (filters.teamTypeId) conditions.push(eq(cases.teamTypeId, filters.teamTypeId))
  if (filters.ownerId) conditions.push(eq(cases.ownerId, filters.ownerId))
  conditions.push(...allocatedWithin(filters, timeZone))
  if (filters.appointment)
    conditions.push(
      filters.appointment === 'yes' ? isNotNull(cases.appointmentAt) : isNull(cases.appointmentAt),
    )
  if (filters.deal) conditions.push(eq(cases.deal, filters.deal === 'yes'))
  if (filters.connectionStatus) conditions.push(eq(cases.connectionStatus, filters.connectionStatus))
  if (filters.search) conditions.push(searchCondition(filters.search))
  return conditions
}

interface Cursor {
  value: string | number
  id: number
}

// What a cursor's sort value must look like: a forged or stale cursor (say, kept from another sort)
// is the caller's mistake and answers 400, never a database error.
const cursorValues = {
  allocatedAt: z.iso.datetime().refine((at) => at >= '1900'),
  dueDate: z.iso.date().refine((day) => day >= '1900'),
  amount: z.int(),
} as const

function encodeCursor(sort: ListInput['sort'], cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.value, cursor.id])).toString('base64url')
}

function decodeCursor(text: string, sort: ListInput['sort']): Cursor {
  const shape = z.tuple([z.literal(sort), cursorValues[sort], z.int().positive()])
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()))
    if (parsed.success) return { value: parsed.data[1], id: parsed.data[2] }
  } catch {}
  throw new ValidationFailure([{ field: 'after', key: 'invalidValue' }])
}

function cursorOf(row: CaseRow, sort: ListInput['sort']): Cursor {
  const value = sort === 'allocatedAt' ? row.allocatedDate! : sort === 'dueDate' ? row.dueDate : row.amount
  return { value, id: row.id }
}

/** Rows after the cursor in (sort, id) order: the keyset condition. */
function afterCursor(input: ListInput, cursor: Cursor): SQL {
  const column = sortColumns[input.sort]
  const value = input.sort === 'allocatedAt' ? new Date(cursor.value) : cursor.value
  const beyond = input.order === 'desc' ? lt : gt
  return or(beyond(column, value), and(eq(column, value), beyond(cases.id, cursor.id)))!
}

export interface ListContext {
  db: Database
  scope: Scope
  viewerId: number
  language: Language
  /** The viewer's time zone, in which the allocated days are read. */
  timeZone: string
}

/** One page of a case list; pinned cases come apart on the first page, ahead of the rest. */
export async function listCases(context: ListContext, view: CaseView, input: ListInput) {
  const { db, scope, viewerId, language, timeZone } = context
  const base = [viewCondition(view), scopeCondition(scope), ...filterConditions(input, timeZone)].filter(
    (c): c is SQL => c !== undefined,
  )
  const pinnedIds = db.select({ id: pins.caseId }).from(pins).where(eq(pins.userId, viewerId))
  const column = sortColumns[input.sort]
  const direction = input.order === 'desc' ? desc : asc
  const conditions = [...base, sql`${cases.id} not in ${pinnedIds}`]
  if (input.after) conditions.push(afterCursor(input, decodeCursor(input.after, input.sort)))
  const raw = await selectCaseRows(db, viewerId, language)
    .where(and(...conditions))
    .orderBy(direction(column), direction(cases.id))
    .limit(input.limit + 1)
  const rows = raw.slice(0, input.limit).map(toCaseRow)
  const last = rows.at(-1)
  const nextCursor =
    raw.length > input.limit && last ? encodeCursor(input.sort, cursorOf(last, input.sort)) : null
  const pinned = input.after
    ? []
    : (
        await selectCaseRows(db, viewerId, language)
          .where(and(...base, inArray(cases.id, pinnedIds)))
          .orderBy(direction(column), direction(cases.id))
      ).map(toCaseRow)
  return { rows, nextCursor, pinned }
}

export async function summarizeCases(
  context: Omit<ListContext, 'viewerId' | 'language'>,
  view: CaseView,
  filters: CaseFilters,
) {
  const conditions = [
    viewCondition(view),
    scopeCondition(context.scope),
    ...filterConditions(filters, context.timeZone),
  ].filter((c): c is SQL => c !== undefined)
  // Grouped by brand (a handful), then folded by currency: no join on the million-row side.
  const [byApp, currencies] = await Promise.all([
    context.db
      .select({
        appId: cases.appId,
        count: count(),
        amount: sum(cases.amount).mapWith(Number),
        paidAmount: sum(cases.paidAmount).mapWith(Number),
      })
      .from(cases)
      .where(and(...conditions))
      .groupBy(cases.appId),
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
