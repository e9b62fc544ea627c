import { and, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { DashboardCaseList } from '../../../contract/dashboards.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'

/** A case still to work: neither paid off nor closed (the four case lists show only these). */
export const unfinishedCase = () => and(isNull(cases.closedAt), ne(cases.status, 'paidOff'))

/**
 * Each definition of contract/dashboardFigures.ts's live figures, on the holder's own clock at `now`:
 * `timeZone` is the holder's (their users row when counting many holders, their zone given when
 * listing one holder's cases), so the counts and the lists they open read one definition.
 */
function liveConditions(now: Date, primeTime: DashboardSettings['primeTime'], timeZone: SQL | string) {
  const zone = typeof timeZone === 'string' ? sql`${timeZone}::text` : timeZone
  const at = sql`${now.toISOString()}::timestamptz`
  const today = sql`(${at} at time zone ${zone})::date`
  const allocatedOn = sql`(${cases.allocatedAt} at time zone ${zone})::date`
  // Today's date at an hour, read on the holder's clock: DST and all, PostgreSQL's time zone rules.
  const todayAt = (hour: number) => sql`((${today} + make_interval(hours => ${hour})) at time zone ${zone})`
  return {
    unfinishedToday: sql`${allocatedOn} = ${today}`,
    unfinishedThisWeek: sql`${allocatedOn} >= date_trunc('week', ${today})::date`,
    expiringInPrimeTime: sql`${cases.appointmentAt} >= ${todayAt(primeTime.fromHour)} and ${cases.appointmentAt} < ${todayAt(primeTime.toHour)}`,
    expiringWithin24Hours: sql`${cases.appointmentAt} >= ${at} and ${cases.appointmentAt} < ${at} + interval '24 hours'`,
  } satisfies Record<string, SQL>
}

export type LiveFigure = keyof ReturnType<typeof liveConditions>
export type LiveCaseCounts = Record<LiveFigure, number> & { personId: number }

/** The live figure each case list opens (spec: hoylist, semanalist, audiencialist, horaslist). */
export const figureOfCaseList = {
  today: 'unfinishedToday',
  thisWeek: 'unfinishedThisWeek',
  atHearing: 'expiringInPrimeTime',
  in24Hours: 'expiringWithin24Hours',
} as const satisfies Record<DashboardCaseList, LiveFigure>

/**
 * The cases one holder's list shows: held by them, unfinished, and counted by the list's figure, on
 * their clock. The cases area lists and exports them with its own rows, scope and words.
 */
export function caseListCondition(
  list: DashboardCaseList,
  holder: { id: number; timeZone: string },
  now: Date,
  primeTime: DashboardSettings['primeTime'],
): SQL {
  const condition = liveConditions(now, primeTime, holder.timeZone)[figureOfCaseList[list]]
  return and(eq(cases.ownerId, holder.id), unfinishedCase(), condition)!
}

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)

const hours = (at: Date, by: number) => new Date(at.getTime() + by * 3_600_000)

/** Both kinds named, so the owner indexes (owner, kind, …) are read as ranges, not scanned whole. */
const eitherKind = inArray(cases.kind, ['collection', 'sale'])

/**
 * The live figures of the people given, counted from the unfinished cases each holds now; a person
 * with none to count has no row. Each figure looks at a few days around `now` on some clock on
 * Earth, so each is read through an index range of the holders' cases: those allocated in the last
 * nine days (a week begun on any clock), and those with an appointment within two days either side
 * (today's prime time on any clock, the next 24 hours). A manager's figures over every holder no
 * longer read every case held (issue 23: 50 ms at a million cases).
 */
export async function liveCaseCounts(
  db: Database,
  people: number[],
  now: Date,
  primeTime: DashboardSettings['primeTime'],
): Promise<LiveCaseCounts[]> {
  if (people.length === 0) return []
  const conditions = liveConditions(now, primeTime, sql`${users.timeZone}`)
  const held = and(inArray(cases.ownerId, people), eitherKind, eq(cases.queueRank, 0), unfinishedCase())
  const [allocated, appointed] = await Promise.all([
    db
      .select({
        personId: cases.ownerId,
        unfinishedToday: counted(conditions.unfinishedToday),
        unfinishedThisWeek: counted(conditions.unfinishedThisWeek),
      })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.ownerId))
      .where(and(held, gte(cases.allocatedAt, hours(now, -9 * 24))))
      .groupBy(cases.ownerId),
    db
      .select({
        personId: cases.ownerId,
        expiringInPrimeTime: counted(conditions.expiringInPrimeTime),
        expiringWithin24Hours: counted(conditions.expiringWithin24Hours),
      })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.ownerId))
      .where(
        and(
          held,
          gte(cases.queueAt, hours(now, -48).toISOString()),
          lt(cases.queueAt, hours(now, 48).toISOString()),
        ),
      )
      .groupBy(cases.ownerId),
  ])
  const counts = new Map<number, LiveCaseCounts>()
  const of = (personId: number) => {
    const known = counts.get(personId)
    if (known) return known
    const fresh = {
      personId,
      unfinishedToday: 0,
      unfinishedThisWeek: 0,
      expiringInPrimeTime: 0,
      expiringWithin24Hours: 0,
    }
    counts.set(personId, fresh)
    return fresh
  }
  for (const { personId, ...row } of allocated) Object.assign(of(personId!), row)
  for (const { personId, ...row } of appointed) Object.assign(of(personId!), row)
  return [...counts.values()]
}

/** Every unfinished case each person holds now (the staff dashboard's cases held), by the owner index. */
export async function casesHeldBy(db: Database, people: number[]): Promise<Map<number, number>> {
  if (people.length === 0) return new Map()
  const rows = await db
    .select({ personId: cases.ownerId, held: sql<number>`count(*)`.mapWith(Number) })
    .from(cases)
    .where(and(inArray(cases.ownerId, people), eitherKind, eq(cases.queueRank, 0)))
    .groupBy(cases.ownerId)
  return new Map(rows.map((row) => [row.personId!, row.held]))
}
