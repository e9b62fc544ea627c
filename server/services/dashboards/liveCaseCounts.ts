import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { DashboardCaseList } from '../../../contract/dashboards.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { inIdList } from '../../database/idList.ts'
import { cases } from '../../database/schema/cases.ts'
import { personDayWork, personHeldCases } from '../../database/schema/dashboards.ts'
import { expiringCaseCounts } from './expiringCaseCounts.ts'
import { boundsOn, expiringWindows, holdersOf, holderZones, type Window } from './holderBounds.ts'

/** A case still to work: neither paid off nor closed (the four case lists show only these). */
export const unfinishedCase = () => and(isNull(cases.closedAt), ne(cases.status, 'paidOff'))

/**
 * Each definition of contract/dashboardFigures.ts's live figures, as the case's own instants against
 * the holder's bounds (holderBounds.ts): a case allocated today on the holder's clock is one allocated
 * from the first instant of their today to the first of their tomorrow. A list of one holder's cases
 * reads the bounds as constants; the counts read them from each holder's row, so the counts and the
 * lists they open read one definition.
 */
function liveConditions(now: Date, primeTime: DashboardSettings['primeTime'], zone: SQL) {
  const bounds = boundsOn(now, primeTime, zone)
  const windows = expiringWindows(now, primeTime, zone)
  const within = (window: Window) =>
    sql`${cases.appointmentAt} >= ${window.from} and ${cases.appointmentAt} < ${window.to}`
  return {
    unfinishedToday: sql`${cases.allocatedAt} >= ${bounds.todayStart} and ${cases.allocatedAt} < ${bounds.tomorrowStart}`,
    unfinishedThisWeek: sql`${cases.allocatedAt} >= ${bounds.weekStart}`,
    expiringInPrimeTime: within(windows.expiringInPrimeTime),
    expiringWithin24Hours: within(windows.expiringWithin24Hours),
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
  const condition = liveConditions(now, primeTime, sql`${holder.timeZone}::text`)[figureOfCaseList[list]]
  return and(eq(cases.ownerId, holder.id), unfinishedCase(), condition)!
}

/**
 * Unfinished by the day allocated: the kept counts of each holder's own today and week (the same
 * definition, kept as the cases move: docs/decisions/0044), not their cases. Each time zone's today
 * is worked out once, not once per kept row (two thousand holders' ten days were 20,000 conversions).
 */
async function unfinishedByDayAllocated(db: Database, people: number[], now: Date) {
  const result = await db.execute(sql`
    with ${holdersOf(people)},
    clocks as materialized (
      select zone, today, date_trunc('week', today)::date as week_start
      from (select zone, (${now.toISOString()}::timestamptz at time zone zone)::date as today
            from ${holderZones} as zones) as days
    )
    select h.id as "personId",
      coalesce(sum(k.unfinished_allocated) filter (where k.day = c.today), 0)::int as "unfinishedToday",
      coalesce(sum(k.unfinished_allocated), 0)::int as "unfinishedThisWeek"
    from holders h join clocks c on c.zone = h.zone
      join ${personDayWork} k on k.person_id = h.id and k.day >= c.week_start
        and k.day >= ${new Date(now.getTime() - 9 * 86_400_000).toISOString().slice(0, 10)}::date
    group by h.id`)
  return executedRows<Pick<LiveCaseCounts, 'personId' | 'unfinishedToday' | 'unfinishedThisWeek'>>(result)
}

/**
 * The live figures of the people given; a person with none to count has no row. The unfinished of
 * today and this week are the kept counts of each holder's own today and week (one row per
 * holder-day); the expiring are the kept appointments of each holder's hours (expiringCaseCounts.ts).
 * A manager's figures over every holder read neither every case held nor every appointment (issue 23).
 */
export async function liveCaseCounts(
  db: Database,
  people: number[],
  now: Date,
  primeTime: DashboardSettings['primeTime'],
): Promise<LiveCaseCounts[]> {
  if (people.length === 0) return []
  const [allocated, expiring] = await Promise.all([
    unfinishedByDayAllocated(db, people, now),
    expiringCaseCounts(db, people, now, primeTime),
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
  for (const [personId, row] of expiring)
    if (row.expiringInPrimeTime > 0 || row.expiringWithin24Hours > 0) Object.assign(of(personId), row)
  return [...counts.values()]
}

/**
 * Every unfinished case each person holds now (the staff dashboard's cases held): the kept count of
 * each, one row a person (decision 0048), instead of their cases or their allocation days counted.
 */
export async function casesHeldBy(db: Database, people: number[]): Promise<Map<number, number>> {
  if (people.length === 0) return new Map()
  const rows = await db
    .select({ personId: personHeldCases.personId, held: personHeldCases.unfinished })
    .from(personHeldCases)
    .where(inIdList(personHeldCases.personId, people))
  return new Map(rows.filter((row) => row.held > 0).map((row) => [row.personId, row.held]))
}
