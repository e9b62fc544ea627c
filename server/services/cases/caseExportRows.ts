import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Language } from '../../../contract/bilingual.ts'
import type {
  allocationWays,
  CaseSort,
  connectionStatuses,
  repaymentStatuses,
} from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { apps, teamTypes } from '../../database/schema/system.ts'
import { type KeysetList, keysetBatches, type PageRequest } from '../lists/index.ts'
import { caseKeyset } from './caseList.ts'

/*
 * An export reads a million rows, so each row costs what the file needs and no more (issue 28,
 * docs/decisions/0058): no scalar subquery per row for a name (the brands', team types' and users'
 * names come from maps filled once per export), the pins left out (the file has no pin column), an
 * instant as seconds since 1970 rather than text to parse, and the driver's own rows (db.execute)
 * rather than drizzle's mapping of every field.
 */

const as = <T>(expression: AnyPgColumn | SQL, name: string) => sql<T>`${expression}`.as(name)

/** An instant as a float8 of seconds (exact to the microsecond for any date a case holds). */
const epochOf = (column: AnyPgColumn, name: string) =>
  sql<number | null>`date_part('epoch', ${column})`.as(name)

const exportColumns = {
  id: cases.id,
  caseNo: as<string>(cases.caseNo, 'caseNo'),
  name: as<string>(cases.customerName, 'name'),
  phone: as<string>(cases.customerPhone, 'phone'),
  status: cases.status,
  closed: as<boolean>(sql`${cases.closedAt} is not null`, 'closed'),
  amount: cases.amount,
  paidAmount: as<number>(cases.paidAmount, 'paidAmount'),
  appId: as<number>(cases.appId, 'appId'),
  loanDate: as<string>(cases.loanDate, 'loanDate'),
  dueDate: as<string>(cases.dueDate, 'dueDate'),
  // A paid-off case is late no more: it shows no overdue days.
  overdueDays: as<number | null>(
    sql`case when ${cases.status} <> 'paidOff' then greatest(0, current_date - ${cases.dueDate}) end`,
    'overdueDays',
  ),
  allocatedAt: epochOf(cases.allocatedAt, 'allocatedAt'),
  finishedAt: epochOf(cases.finishedAt, 'finishedAt'),
  appointmentAt: epochOf(cases.appointmentAt, 'appointmentAt'),
  deal: cases.deal,
  connectionStatus: as<string | null>(cases.connectionStatus, 'connectionStatus'),
  lastConnectionAt: epochOf(cases.lastConnectionAt, 'lastConnectionAt'),
  sleepDays: as<number | null>(
    sql`current_date - (${cases.lastConnectionAt} at time zone 'UTC')::date`,
    'sleepDays',
  ),
  lastAmount: as<number | null>(cases.lastAmount, 'lastAmount'),
  cleanDate: as<string | null>(cases.cleanDate, 'cleanDate'),
  teamTypeId: as<number>(cases.teamTypeId, 'teamTypeId'),
  ownerId: as<number | null>(cases.ownerId, 'ownerId'),
  holdingDays: as<number | null>(
    sql`case when ${cases.retrievedAt} is null then current_date - (${cases.allocatedAt} at time zone 'UTC')::date end`,
    'holdingDays',
  ),
  allocatedById: as<number | null>(cases.allocatedById, 'allocatedById'),
  way: as<string | null>(cases.allocationWay, 'way'),
  retrievedAt: epochOf(cases.retrievedAt, 'retrievedAt'),
  // The work queue's keys, for its cursor.
  queueRank: as<number>(cases.queueRank, 'queueRank'),
  queueAt: epochOf(cases.queueAt, 'queueAt'),
}

/** A whole number as the driver gives it: node-postgres reads a bigint as text, PGlite as a number. */
type Whole = number | string

/** A case as the export reads it: the driver's values, names still as ids. */
export interface CaseExportRow {
  id: Whole
  caseNo: string
  name: string
  phone: string
  status: (typeof repaymentStatuses)[number]
  closed: boolean
  amount: Whole
  paidAmount: Whole
  appId: number
  loanDate: string
  dueDate: string
  overdueDays: number | null
  allocatedAt: number
  finishedAt: number | null
  appointmentAt: number | null
  deal: boolean
  connectionStatus: (typeof connectionStatuses)[number] | null
  lastConnectionAt: number | null
  sleepDays: number | null
  lastAmount: Whole | null
  cleanDate: string | null
  teamTypeId: number
  ownerId: number | null
  holdingDays: number | null
  allocatedById: number | null
  way: (typeof allocationWays)[number] | null
  retrievedAt: number | null
  queueRank: number
  queueAt: number
}

/**
 * Milliseconds since 1970 from the seconds a row holds, as the list reads the column (the
 * microseconds dropped): rounded to the microsecond first, which the float8 keeps exactly.
 */
export const millisecondsOf = (seconds: number) => Math.floor(Math.round(seconds * 1e6) / 1000)

const isoOf = (seconds: number) => new Date(millisecondsOf(seconds)).toISOString()

/** The case lists' sorts, their cursors read from the export's rows: the same cursors the list makes. */
const exportKeyset: KeysetList<CaseSort, CaseExportRow> = {
  tiebreak: caseKeyset.tiebreak,
  tiebreakOf: (row) => Number(row.id),
  sorts: {
    allocatedAt: { ...caseKeyset.sorts.allocatedAt, valuesOf: (row) => [isoOf(row.allocatedAt)] },
    dueDate: { ...caseKeyset.sorts.dueDate, valuesOf: (row) => [row.dueDate] },
    amount: { ...caseKeyset.sorts.amount, valuesOf: (row) => [Number(row.amount)] },
    workQueue: {
      ...caseKeyset.sorts.workQueue,
      valuesOf: (row) => [
        row.queueRank,
        Number.isFinite(row.queueAt) ? isoOf(row.queueAt) : 'infinity',
        row.dueDate,
      ],
    },
  },
}

/** The names a file writes for the ids its rows hold, in the reader's language. */
export interface CaseNames {
  app(appId: number): { name: string; currency: string } | undefined
  teamType(teamTypeId: number): string | null
  user(userId: number | null): string | null
}

/** Names by id, read once each: a page of a million-row file rarely meets one it has not met. */
function nameBook(db: Database, language: Language) {
  const appsById = new Map<number, { name: string; currency: string }>()
  const teamTypesById = new Map<number, string>()
  const usersById = new Map<number, string>()
  const names: CaseNames = {
    app: (appId) => appsById.get(appId),
    teamType: (teamTypeId) => teamTypesById.get(teamTypeId) ?? null,
    user: (userId) => (userId === null ? null : (usersById.get(userId) ?? null)),
  }
  async function learn(batch: readonly CaseExportRow[]) {
    const missing = (ids: Iterable<number | null>, known: Map<number, unknown>) => [
      ...new Set([...ids].filter((id): id is number => id !== null && !known.has(id))),
    ]
    const appIds = missing(
      batch.map((row) => row.appId),
      appsById,
    )
    const teamTypeIds = missing(
      batch.map((row) => row.teamTypeId),
      teamTypesById,
    )
    const userIds = missing(
      batch.flatMap((row) => [row.ownerId, row.allocatedById]),
      usersById,
    )
    const inList = (ids: number[]) =>
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    await Promise.all([
      appIds.length &&
        db
          .select({ id: apps.id, name: apps.name, currency: apps.currency })
          .from(apps)
          .where(sql`${apps.id} in (${inList(appIds)})`)
          .then((found) => {
            for (const app of found) appsById.set(app.id, app)
          }),
      teamTypeIds.length &&
        db
          .select({ id: teamTypes.id, name: language === 'es' ? teamTypes.nameEs : teamTypes.nameEn })
          .from(teamTypes)
          .where(sql`${teamTypes.id} in (${inList(teamTypeIds)})`)
          .then((found) => {
            for (const type of found) teamTypesById.set(type.id, type.name)
          }),
      userIds.length &&
        db
          .select({ id: users.id, name: users.displayName })
          .from(users)
          .where(sql`${users.id} in (${inList(userIds)})`)
          .then((found) => {
            for (const user of found) usersById.set(user.id, user.name)
          }),
    ])
  }
  return { names, learn }
}

/**
 * Rows a batch of the export reads: a plan and an index descent are a small share of it, and the two
 * batches in memory at a time stay a few MB.
 */
export const exportBatchSize = 5000

/**
 * Every case of a condition in a list's sort, a batch at a time, with the names its ids stand for
 * (learnt before the batch is handed on).
 */
export function caseExportBatches(
  db: Database,
  language: Language,
  request: Pick<PageRequest<CaseSort>, 'sort' | 'order'>,
  where: SQL | undefined,
  batchSize = exportBatchSize,
): { names: CaseNames; batches: AsyncGenerator<CaseExportRow[]> } {
  const book = nameBook(db, language)
  async function* batches() {
    const read = keysetBatches(
      exportKeyset,
      () => db.select(exportColumns).from(cases).$dynamic(),
      request,
      where,
      batchSize,
      async (query) => executedRows<CaseExportRow>(await db.execute(query)),
    )
    for await (const batch of read) {
      await book.learn(batch)
      yield batch
    }
  }
  return { names: book.names, batches: batches() }
}
