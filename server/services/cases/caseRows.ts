import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
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
