import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CaseRow } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { apps, cases, pins, teamTypes, users } from '../../database/schema.ts'
import type { Language } from '../../http/messages.ts'
import { maskPhone } from '../codeSender.ts'

const owner = alias(users, 'owner')
const allocator = alias(users, 'allocator')

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
    currency: apps.currency,
    loanDate: cases.loanDate,
    dueDate: cases.dueDate,
    overdueDays: sql<number>`greatest(0, current_date - ${cases.dueDate})`.mapWith(Number),
    allocatedAt: cases.allocatedAt,
    finishedAt: cases.finishedAt,
    appointmentAt: cases.appointmentAt,
    deal: cases.deal,
    connectionStatus: cases.connectionStatus,
    lastConnectionAt: cases.lastConnectionAt,
    sleepDays: sql<number | null>`current_date - (${cases.lastConnectionAt} at time zone 'UTC')::date`,
    lastAmount: cases.lastAmount,
    cleanDate: cases.cleanDate,
    appName: apps.name,
    teamTypeName: language === 'es' ? teamTypes.nameEs : teamTypes.nameEn,
    owner: owner.displayName,
    holdingDays: sql<
      number | null
    >`case when ${cases.retrievedAt} is null then current_date - (${cases.allocatedAt} at time zone 'UTC')::date end`,
    allocatedBy: allocator.displayName,
    way: cases.allocationWay,
    retrievedAt: cases.retrievedAt,
    pinned: sql<boolean>`exists (select 1 from ${pins} where ${pins.caseId} = ${cases.id} and ${pins.userId} = ${viewerId})`,
    ownerId: cases.ownerId,
    teamId: cases.teamId,
  }
}

/** The joins every case-row query needs: brand, team type, owner and allocator names. */
export function selectCaseRows(db: Database, viewerId: number, language: Language) {
  return db
    .select(caseRowColumns(viewerId, language))
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .innerJoin(teamTypes, eq(teamTypes.id, cases.teamTypeId))
    .leftJoin(owner, eq(owner.id, cases.ownerId))
    .leftJoin(allocator, eq(allocator.id, cases.allocatedById))
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectCaseRows>['execute']>>[number]

export function toCaseRow(raw: RawRow): CaseRow {
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
    overdueDays: raw.overdueDays,
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
