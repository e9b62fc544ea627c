import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
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
import type { CaseFilters, CaseRow, CaseView, caseListInput } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { cases, pins } from '../../database/schema.ts'
import { ValidationFailure } from '../../http/errors.ts'
import type { Language } from '../../http/messages.ts'
import { selectCaseRows, toCaseRow } from './caseRows.ts'
import { type Scope, scopeCondition, viewCondition } from './caseScope.ts'

type ListInput = z.output<typeof caseListInput>

const sortColumns = { allocatedAt: cases.allocatedAt, dueDate: cases.dueDate, amount: cases.amount } as const

/** Days overdue as a due-date bound, so the filter can use the due-date index. */
const daysAgo = (days: number) => sql`current_date - ${days}::int`

export function filterConditions(filters: CaseFilters): SQL[] {
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
  if (filters.allocatedFrom) conditions.push(sql`${cases.allocatedAt} >= ${filters.allocatedFrom}::date`)
  if (filters.allocatedTo) conditions.push(sql`${cases.allocatedAt} < ${filters.allocatedTo}::date + 1`)
  if (filters.appointment)
    conditions.push(
      filters.appointment === 'yes' ? isNotNull(cases.appointmentAt) : isNull(cases.appointmentAt),
    )
  if (filters.deal) conditions.push(eq(cases.deal, filters.deal === 'yes'))
  if (filters.connectionStatus) conditions.push(eq(cases.connectionStatus, filters.connectionStatus))
  if (filters.search) {
    const term = filters.search
    const prefix = `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(
        eq(cases.caseNo, term),
        sql`${cases.customerPhone} like ${prefix}`,
        sql`lower(${cases.customerName}) like lower(${prefix})`,
      )!,
    )
  }
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
}

/** One page of a case list; pinned cases come apart on the first page, ahead of the rest. */
export async function listCases(context: ListContext, view: CaseView, input: ListInput) {
  const { db, scope, viewerId, language } = context
  const base = [viewCondition(view), scopeCondition(scope), ...filterConditions(input)].filter(
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
    ...filterConditions(filters),
  ].filter((c): c is SQL => c !== undefined)
  const [totals] = await context.db
    .select({
      count: count(),
      amount: sum(cases.amount).mapWith(Number),
      paidAmount: sum(cases.paidAmount).mapWith(Number),
    })
    .from(cases)
    .where(and(...conditions))
  return { count: totals?.count ?? 0, amount: totals?.amount ?? 0, paidAmount: totals?.paidAmount ?? 0 }
}
