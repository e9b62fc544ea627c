import { Column, is, sql } from 'drizzle-orm'
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core'
import type { Language } from '../../../contract/bilingual.ts'
import type { CaseRow } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { qualified } from '../../database/qualified.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, pins } from '../../database/schema/cases.ts'
import { apps, teamTypes } from '../../database/schema/system.ts'
import { maskPhone } from '../codeSender.ts'

/**
 * A name from a small table, as a scalar subquery rather than a join: the result is the same, and
 * PostgreSQL plans a page of a million-row list about twice as fast without four joins to order (the
 * planning was most of a page's time; docs/decisions/0016).
 */
const nameOf = <T>(column: AnyPgColumn, key: AnyPgColumn, id: AnyPgColumn) =>
  sql<T>`(select ${qualified(column)} from ${key.table} where ${qualified(key)} = ${qualified(id)})`
const userName = (id: AnyPgColumn) => nameOf<string | null>(users.displayName, users.id, id)

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The columns of a case row, for one viewer (pins are the viewer's own). */
export function caseRowColumns(viewerId: number, language: Language) {
  return {
    id: cases.id,
    caseNo: cases.caseNo,
    kind: cases.kind,
    name: cases.customerName,
    phone: cases.customerPhone,
    status: cases.status,
    closedAt: cases.closedAt,
    amount: cases.amount,
    paidAmount: cases.paidAmount,
    currency: nameOf<string>(apps.currency, apps.id, cases.appId),
    loanDate: cases.loanDate,
    dueDate: cases.dueDate,
    // A paid-off case is late no more: it shows no overdue days.
    overdueDays: sql<
      number | null
    >`case when ${cases.status} <> 'paidOff' then greatest(0, current_date - ${cases.dueDate}) end`,
    allocatedAt: cases.allocatedAt,
    finishedAt: cases.finishedAt,
    appointmentAt: cases.appointmentAt,
    deal: cases.deal,
    connectionStatus: cases.connectionStatus,
    lastConnectionAt: cases.lastConnectionAt,
    sleepDays: sql<number | null>`current_date - (${cases.lastConnectionAt} at time zone 'UTC')::date`,
    lastAmount: cases.lastAmount,
    cleanDate: cases.cleanDate,
    appName: nameOf<string>(apps.name, apps.id, cases.appId),
    teamTypeName: nameOf<string>(
      language === 'es' ? teamTypes.nameEs : teamTypes.nameEn,
      teamTypes.id,
      cases.teamTypeId,
    ),
    owner: userName(cases.ownerId),
    holdingDays: sql<
      number | null
    >`case when ${cases.retrievedAt} is null then current_date - (${cases.allocatedAt} at time zone 'UTC')::date end`,
    allocatedBy: userName(cases.allocatedById),
    way: cases.allocationWay,
    retrievedAt: cases.retrievedAt,
    pinned: sql<boolean>`exists (select 1 from ${pins} where ${qualified(pins.caseId)} = ${qualified(cases.id)} and ${qualified(pins.userId)} = ${viewerId})`,
    ownerId: cases.ownerId,
    teamId: cases.teamId,
    // The work queue's keys: its cursor is made of them, and a first page with pins is ordered by them.
    queueRank: cases.queueRank,
    queueAt: cases.queueAt,
  }
}

const dialect = new PgDialect()

/**
 * A row's columns but the viewer's pin as one text, rendered once per language: drizzle otherwise
 * walks every chunk of 33 columns again for every page (twice on a first page), a quarter of a
 * millisecond of a list call (issue 28, docs/decisions/0058). A column keeps its own name (a union's
 * order by names it), an expression is named after its key.
 */
const rowColumnsText = (['en', 'es'] as const).map((language) => {
  const { pinned: _viewersOwn, ...columns } = caseRowColumns(0, language)
  const text = Object.entries(columns)
    .map(([key, column]) => {
      const rendered = dialect.sqlToQuery(sql`${column}`)
      if (rendered.params.length > 0) throw new Error(`${key} has a parameter: it cannot be rendered once`)
      return is(column, Column) ? rendered.sql : `${rendered.sql} as "${key}"`
    })
    .join(', ')
  return [language, sql.raw(text)] as const
})
const rowColumnsOnce = Object.fromEntries(rowColumnsText) as Record<Language, ReturnType<typeof sql.raw>>

/**
 * Case rows for one viewer as the driver reads them (`db.execute`), to be filtered, ordered and
 * limited by the caller and read with `caseRowOfDriver`: no statement built column by column, no row
 * mapped field by field by drizzle.
 */
export function selectDriverCaseRows(db: Database, viewerId: number, language: Language) {
  return db
    .select({
      row: sql`${rowColumnsOnce[language]}, exists (select 1 from ${pins} where ${qualified(pins.caseId)} = ${qualified(cases.id)} and ${qualified(pins.userId)} = ${viewerId}) as "pinned"`,
    })
    .from(cases)
    .$dynamic()
}

/** A whole number as the driver gives it: node-postgres reads a bigint as text, PGlite as a number. */
const whole = (value: unknown) => (value === null ? null : Number(value))

/**
 * A row of `selectDriverCaseRows` as drizzle would have mapped it. Instants stay the driver's text,
 * which the cursors and `toCaseRow` read with `new Date` as drizzle does.
 */
export function caseRowOfDriver(row: Record<string, unknown>): RawCaseRow {
  return {
    id: Number(row.id),
    caseNo: row.case_no,
    kind: row.kind,
    name: row.customer_name,
    phone: row.customer_phone,
    status: row.status,
    closedAt: row.closed_at,
    amount: Number(row.amount),
    paidAmount: Number(row.paid_amount),
    currency: row.currency,
    loanDate: row.loan_date,
    dueDate: row.due_date,
    overdueDays: row.overdueDays,
    allocatedAt: row.allocated_at,
    finishedAt: row.finished_at,
    appointmentAt: row.appointment_at,
    deal: row.deal,
    connectionStatus: row.connection_status,
    lastConnectionAt: row.last_connection_at,
    sleepDays: row.sleepDays,
    lastAmount: whole(row.last_amount),
    cleanDate: row.clean_date,
    appName: row.appName,
    teamTypeName: row.teamTypeName,
    owner: row.owner,
    holdingDays: row.holdingDays,
    allocatedBy: row.allocatedBy,
    way: row.allocation_way,
    retrievedAt: row.retrieved_at,
    pinned: row.pinned,
    ownerId: row.owner_id,
    teamId: row.team_id,
    queueRank: row.queue_rank,
    queueAt: row.queue_at,
  } as RawCaseRow
}

/** Case rows for one viewer, to be filtered, ordered and limited by the caller. */
export function selectCaseRows(db: Database, viewerId: number, language: Language) {
  return db.select(caseRowColumns(viewerId, language)).from(cases).$dynamic()
}

export type RawCaseRow = Awaited<ReturnType<ReturnType<typeof selectCaseRows>['execute']>>[number]

export function toCaseRow(raw: RawCaseRow): CaseRow {
  return {
    id: raw.id,
    caseNo: raw.caseNo,
    kind: raw.kind,
    name: raw.name,
    phone: maskPhone(raw.phone),
    status: raw.status,
    closed: raw.closedAt !== null,
    amount: raw.amount,
    paidAmount: raw.paidAmount,
    currency: raw.currency,
    loanDate: raw.loanDate,
    dueDate: raw.dueDate,
    overdueDays: raw.overdueDays === null ? null : Number(raw.overdueDays),
    allocatedDate: isoOrNull(raw.allocatedAt),
    finishedDate: isoOrNull(raw.finishedAt),
    appointment: isoOrNull(raw.appointmentAt),
    deal: raw.deal,
    connectionStatus: raw.connectionStatus as CaseRow['connectionStatus'],
    lastConnectionTime: isoOrNull(raw.lastConnectionAt),
    sleepDays: raw.sleepDays === null ? null : Number(raw.sleepDays),
    lastAmount: raw.lastAmount,
    cleanDate: raw.cleanDate,
    appName: raw.appName,
    teamTypeName: raw.teamTypeName,
    owner: raw.owner,
    holdingDays: raw.holdingDays === null ? null : Number(raw.holdingDays),
    allocatedBy: raw.allocatedBy,
    way: raw.way,
    retrievedTime: isoOrNull(raw.retrievedAt),
    pinned: Boolean(raw.pinned),
  }
}
