import { and, asc, count, eq, isNull, lt, ne, not, type SQL, sql } from 'drizzle-orm'
import type { WorkdayItem } from '../../../contract/workday.ts'
import { workdayItemsShown } from '../../../contract/workday.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, collectionRecords, todos } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { qualified } from '../cases/caseRows.ts'
import { type Scope, scopeCondition } from '../cases/caseScope.ts'
import { localDayOf } from '../messages/localDays.ts'

/** The user's day (localDayOf) and the moment asked about. */
export interface DayBounds {
  day: ReturnType<typeof localDayOf>
  now: Date
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`

/** Being worked: a collection case neither closed nor paid off (what the notice of the day counts too). */
export const openCases = and(
  eq(cases.kind, 'collection'),
  isNull(cases.closedAt),
  ne(cases.status, 'paidOff'),
)

/**
 * The case's appointment was booked by a promise to pay: the last record that agreed a date is a
 * promise, and its date is the appointment's. An appointment booked otherwise (a call back, a visit,
 * or no record at all) is an appointment.
 */
const bookedByPromise = sql<boolean>`exists (select 1 from (select ${collectionRecords.dateItem} as item, ${collectionRecords.dateAt} as date_at from ${collectionRecords} where ${collectionRecords.caseId} = ${qualified(cases.id)} and ${collectionRecords.dateAt} is not null order by ${collectionRecords.createdAt} desc, ${collectionRecords.id} desc limit 1) last_booking where last_booking.item = 'promiseToPay' and last_booking.date_at = ${qualified(cases.appointmentAt)})`

/** A collection record dialled today on the user's clock. */
const contactedOn = ({ day }: DayBounds) =>
  sql<boolean>`exists (select 1 from ${collectionRecords} where ${collectionRecords.caseId} = ${qualified(cases.id)} and ${collectionRecords.diallingAt} >= ${at(day.start)} and ${collectionRecords.diallingAt} < ${at(day.end)})`

export type GroupCounts = Map<number | null, { count: number; overdue: number }>

/** One group of the day: which cases (and rows) are in it, when each is due, and how its items read. */
interface GroupQuery {
  /** Rows of the group: cases, or to-dos joined to their case. */
  from: 'cases' | 'todos'
  where: (bounds: DayBounds) => SQL | undefined
  /** When an item falls due; null for a group without a time (not contacted). */
  dueAt: typeof cases.appointmentAt | typeof todos.dueAt | null
  /** Items' order: the soonest (so the overdue) first. */
  orderBy: SQL[]
}

const appointmentDue = ({ day }: DayBounds) => lt(cases.appointmentAt, day.end)

export const workdayGroupQueries = {
  appointments: {
    from: 'cases',
    where: (bounds) => and(appointmentDue(bounds), not(bookedByPromise)),
    dueAt: cases.appointmentAt,
    orderBy: [asc(cases.appointmentAt), asc(cases.id)],
  },
  promises: {
    from: 'cases',
    where: (bounds) => and(appointmentDue(bounds), bookedByPromise),
    dueAt: cases.appointmentAt,
    orderBy: [asc(cases.appointmentAt), asc(cases.id)],
  },
  notContacted: {
    from: 'cases',
    where: (bounds) => not(contactedOn(bounds)),
    dueAt: null,
    // The longest overdue first: the case that waited most for a call.
    orderBy: [asc(cases.dueDate), asc(cases.id)],
  },
  todos: {
    from: 'todos',
    where: ({ day }) => and(isNull(todos.doneAt), lt(todos.dueAt, day.end)),
    dueAt: todos.dueAt,
    orderBy: [asc(todos.dueAt), asc(todos.id)],
  },
} as const satisfies Record<string, GroupQuery>

export type WorkdayGroupQueryName = keyof typeof workdayGroupQueries

/**
 * The cases of one group of the user's day, as a case list's condition: the list a group's "See all"
 * opens holds the cases the group counts (for to-dos, the cases with a to-do due).
 */
export function dueTodayCondition(name: WorkdayGroupQueryName, timeZone: string, now = new Date()) {
  const bounds: DayBounds = { day: localDayOf(now, timeZone), now }
  const group = workdayGroupQueries[name]
  const inGroup =
    group.from === 'todos'
      ? sql`exists (select 1 from ${todos} where ${todos.caseId} = ${qualified(cases.id)} and ${todos.doneAt} is null and ${todos.dueAt} < ${at(bounds.day.end)})`
      : group.where(bounds)
  return and(openCases, inGroup)
}

/** The group's count and overdue count per case owner (null: nobody holds it). */
export async function groupCounts(
  db: Database,
  group: GroupQuery,
  scope: Scope,
  bounds: DayBounds,
  within?: SQL,
): Promise<GroupCounts> {
  const overdue = group.dueAt ? sql`${group.dueAt} < ${at(bounds.now)}` : sql`false`
  const fields = {
    ownerId: cases.ownerId,
    n: count(),
    overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
  }
  const where = and(scopeCondition(scope), within, openCases, group.where(bounds))
  const rows = await (group.from === 'todos'
    ? db.select(fields).from(todos).innerJoin(cases, eq(cases.id, todos.caseId)).where(where)
    : db.select(fields).from(cases).where(where)
  ).groupBy(cases.ownerId)
  return new Map(rows.map((row) => [row.ownerId, { count: row.n, overdue: row.overdue }]))
}

/** The group's first items, soonest first. */
export async function groupItems(
  db: Database,
  group: GroupQuery,
  scope: Scope,
  bounds: DayBounds,
  within?: SQL,
): Promise<WorkdayItem[]> {
  const fields = {
    caseId: cases.id,
    caseNo: cases.caseNo,
    customerName: cases.customerName,
    owner: sql<
      string | null
    >`(select ${qualified(users.displayName)} from ${users} where ${qualified(users.id)} = ${qualified(cases.ownerId)})`,
    dueAt: group.dueAt ?? sql<null>`null`,
    owed: sql<number>`${cases.amount} - ${cases.paidAmount}`.mapWith(Number),
    currency: sql<string>`(select ${qualified(apps.currency)} from ${apps} where ${qualified(apps.id)} = ${qualified(cases.appId)})`,
    overdueDays: sql<number>`greatest(0, ${bounds.day.date}::date - ${cases.dueDate})`.mapWith(Number),
    todoText: group.from === 'todos' ? todos.text : sql<null>`null`,
  }
  const where = and(scopeCondition(scope), within, openCases, group.where(bounds))
  const rows = await (group.from === 'todos'
    ? db.select(fields).from(todos).innerJoin(cases, eq(cases.id, todos.caseId)).where(where)
    : db.select(fields).from(cases).where(where)
  )
    .orderBy(...group.orderBy)
    .limit(workdayItemsShown)
  return rows.map((row) => {
    const dueAt = row.dueAt as Date | null
    return {
      caseId: row.caseId,
      caseNo: row.caseNo,
      customerName: row.customerName,
      owner: row.owner,
      at: dueAt ? dueAt.toISOString() : null,
      overdue: dueAt !== null && dueAt < bounds.now,
      owed: row.owed,
      currency: row.currency,
      overdueDays: row.overdueDays,
      todoText: row.todoText,
    }
  })
}
