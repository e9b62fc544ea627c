import { and, asc, eq, isNull, lt, ne, not, type SQL, sql } from 'drizzle-orm'
import { instant, qualified } from '../../database/qualified.ts'
import { cases, collectionRecords, todos } from '../../database/schema/cases.ts'
import { localDayOf } from '../localDays.ts'

/*
 * Which cases fall in each group of a user's day, as conditions on cases: the workday area counts and
 * lists them, and the case list's "due today" filter shows the cases a group counts.
 */

/** The user's day (localDayOf) and the moment asked about. */
export interface DayBounds {
  day: ReturnType<typeof localDayOf>
  now: Date
}

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
  sql<boolean>`exists (select 1 from ${collectionRecords} where ${collectionRecords.caseId} = ${qualified(cases.id)} and ${collectionRecords.diallingAt} >= ${instant(day.start)} and ${collectionRecords.diallingAt} < ${instant(day.end)})`

/** One group of the day: which cases (and rows) are in it, when each is due, and how its items read. */
export interface GroupQuery {
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
      ? sql`exists (select 1 from ${todos} where ${todos.caseId} = ${qualified(cases.id)} and ${todos.doneAt} is null and ${todos.dueAt} < ${instant(bounds.day.end)})`
      : group.where(bounds)
  return and(openCases, inGroup)
}
