import { and, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { DashboardCaseList } from '../../../contract/dashboards.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { personDayWork } from '../../database/schema/dashboards.ts'

/** A case still to work: neither paid off nor closed (the four case lists show only these). */
export const unfinishedCase = () => and(isNull(cases.closedAt), ne(cases.status, 'paidOff'))

/** The instants a holder's live figures are bounded by, on the holder's clock at `now`. */
function boundsOn(now: Date, primeTime: DashboardSettings['primeTime'], zone: SQL) {
  const at = sql`${now.toISOString()}::timestamptz`
  const today = sql`(${at} at time zone ${zone})::date`
  // A date's first instant, and today's date at an hour, read on the holder's clock: DST and all,
  // PostgreSQL's time zone rules.
  const startOf = (day: SQL) => sql`((${day})::timestamp at time zone ${zone})`
  const todayAt = (hour: number) => sql`((${today} + make_interval(hours => ${hour})) at time zone ${zone})`
  return {
    todayStart: startOf(today),
    tomorrowStart: startOf(sql`${today} + 1`),
    weekStart: startOf(sql`date_trunc('week', ${today})::date`),
    primeFrom: todayAt(primeTime.fromHour),
    primeTo: todayAt(primeTime.toHour),
  }
}

/**
 * Each definition of contract/dashboardFigures.ts's live figures, as the case's own instants against
 * the holder's bounds (boundsOn): a case allocated today on the holder's clock is one allocated from
 * the first instant of their today to the first of their tomorrow. A list of one holder's cases reads
 * the bounds as constants; the counts read them from each holder's row, so the counts and the lists
 * they open read one definition.
 */
function liveConditions(now: Date, bounds: ReturnType<typeof boundsOn>) {
  const at = sql`${now.toISOString()}::timestamptz`
  return {
    unfinishedToday: sql`${cases.allocatedAt} >= ${bounds.todayStart} and ${cases.allocatedAt} < ${bounds.tomorrowStart}`,
    unfinishedThisWeek: sql`${cases.allocatedAt} >= ${bounds.weekStart}`,
    expiringInPrimeTime: sql`${cases.appointmentAt} >= ${bounds.primeFrom} and ${cases.appointmentAt} < ${bounds.primeTo}`,
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
  const bounds = boundsOn(now, primeTime, sql`${holder.timeZone}::text`)
  const condition = liveConditions(now, bounds)[figureOfCaseList[list]]
  return and(eq(cases.ownerId, holder.id), unfinishedCase(), condition)!
}

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)

const hours = (at: Date, by: number) => new Date(at.getTime() + by * 3_600_000)

/** Both kinds named, so the owner indexes (owner, kind, …) are read as ranges, not scanned whole. */
const eitherKind = inArray(cases.kind, ['collection', 'sale'])

/**
 * The live figures of the people given; a person with none to count has no row. The unfinished of
 * today and this week are the kept counts of each holder's own today and week (one row per
 * holder-day); the expiring are counted from the cases, through the owner indexes, among those with
 * an appointment within two days either side of now (today's prime time on any clock, the next 24
 * hours). A manager's figures over every holder no longer read every case held (issue 23).
 */
export async function liveCaseCounts(
  db: Database,
  people: number[],
  now: Date,
  primeTime: DashboardSettings['primeTime'],
): Promise<LiveCaseCounts[]> {
  if (people.length === 0) return []
  const conditions = liveConditions(now, boundsOn(now, primeTime, sql`${users.timeZone}`))
  const held = and(inArray(cases.ownerId, people), eitherKind, eq(cases.queueRank, 0), unfinishedCase())
  const holderToday = sql`(${now.toISOString()}::timestamptz at time zone ${users.timeZone})::date`
  const keptOn = (condition: SQL) =>
    sql<number>`coalesce(sum(${personDayWork.unfinishedAllocated}) filter (where ${condition}), 0)`.mapWith(
      Number,
    )
  const [allocated, appointed] = await Promise.all([
    // Unfinished by the day allocated: the kept counts of each holder's own today and week (the
    // same definition, kept as the cases move: docs/decisions/0044), not their cases.
    db
      .select({
        personId: personDayWork.personId,
        unfinishedToday: keptOn(sql`${personDayWork.day} = ${holderToday}`),
        unfinishedThisWeek: keptOn(sql`${personDayWork.day} >= date_trunc('week', ${holderToday})::date`),
      })
      .from(personDayWork)
      .innerJoin(users, eq(users.id, personDayWork.personId))
      .where(
        and(
          inArray(personDayWork.personId, people),
          gte(
            personDayWork.day,
            hours(now, -9 * 24)
              .toISOString()
              .slice(0, 10),
          ),
        ),
      )
      .groupBy(personDayWork.personId),
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
  for (const { personId, ...row } of allocated)
    if (row.unfinishedToday > 0 || row.unfinishedThisWeek > 0) Object.assign(of(personId), row)
  for (const { personId, ...row } of appointed) Object.assign(of(personId!), row)
  return [...counts.values()]
}

/**
 * Every unfinished case each person holds now (the staff dashboard's cases held): the kept counts of
 * unfinished cases by the day allocated, over all their days, instead of their cases counted.
 */
export async function casesHeldBy(db: Database, people: number[]): Promise<Map<number, number>> {
  if (people.length === 0) return new Map()
  const rows = await db
    .select({
      personId: personDayWork.personId,
      held: sql<number>`coalesce(sum(${personDayWork.unfinishedAllocated}), 0)`.mapWith(Number),
    })
    .from(personDayWork)
    .where(inArray(personDayWork.personId, people))
    .groupBy(personDayWork.personId)
  return new Map(rows.filter((row) => row.held > 0).map((row) => [row.personId, row.held]))
}
