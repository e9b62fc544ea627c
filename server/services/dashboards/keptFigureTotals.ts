import { and, between, eq, type SQL, sql, sum } from 'drizzle-orm'
import { type KeptCount, type PointCount, pointCounts } from '../../../contract/dashboardFigures.ts'
import type { Database } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { personDayRepayments, personDaySales, personDayWork } from '../../database/schema/dashboards.ts'

/**
 * Whose figures are added up: each person's, each team's (its members' now), or the whole operation's.
 * A team's day D is the sum of its members' own days D, each on their own clock.
 */
export type FigureGroup = 'person' | 'team' | 'operation'

/** Days on the people's own calendars, first and last included (yyyy-MM-dd). */
export interface FigureDays {
  from: string
  to: string
}

/** The days from the first period's first to the last one's last: one read covering them all. */
export function spanOf(periods: readonly FigureDays[]): FigureDays {
  return {
    from: periods.map((days) => days.from).sort()[0]!,
    to: periods
      .map((days) => days.to)
      .sort()
      .at(-1)!,
  }
}

export interface CountTotals extends Record<KeptCount, number> {
  /** The person's or team's id; null for people in no team, and for the operation. */
  group: number | null
  /** Person-days with a clock-in: a team's is the sum of its members' days on duty. */
  dutyDays: number
}

export interface MoneyTotals {
  group: number | null
  currency: string
  repayments: number
  repaidAmount: number
}

/** Figures added up by day (a daily series): the day in place of the group. */
export type DailyCounts = Omit<CountTotals, 'group'> & { day: string }
export type DailyMoney = Omit<MoneyTotals, 'group'> & { day: string }

const groupKey = (by: FigureGroup) =>
  by === 'person'
    ? sql<number | null>`${users.id}`
    : by === 'team'
      ? sql<number | null>`${users.teamId}`
      : sql<null>`null::int`

const total = (column: Parameters<typeof sum>[0]) =>
  sql<number>`coalesce(${sum(column)}, 0)::bigint`.mapWith(Number)

const countColumns = {
  calls: total(personDayWork.calls),
  whatsappMessages: total(personDayWork.whatsappMessages),
  finishedCases: total(personDayWork.finishedCases),
  clockIns: total(personDayWork.clockIns),
  unfinishedAllocated: total(personDayWork.unfinishedAllocated),
  dutyDays: sql<number>`count(*) filter (where ${personDayWork.clockIns} > 0)`.mapWith(Number),
}

const moneyColumns = {
  currency: personDayRepayments.currency,
  repayments: total(personDayRepayments.repayments),
  repaidAmount: total(personDayRepayments.repaidAmount),
}

/** The kept counts of the people (a condition on users; everyone without one) over the days, grouped. */
function countsBy<G extends SQL>(db: Database, group: G, days: FigureDays, among?: SQL) {
  return db
    .select({ group, ...countColumns })
    .from(personDayWork)
    .innerJoin(users, eq(users.id, personDayWork.personId))
    .where(and(between(personDayWork.day, days.from, days.to), among))
    .groupBy(group)
}

function moneyBy<G extends SQL>(db: Database, group: G, days: FigureDays, among?: SQL) {
  return db
    .select({ group, ...moneyColumns })
    .from(personDayRepayments)
    .innerJoin(users, eq(users.id, personDayRepayments.personId))
    .where(and(between(personDayRepayments.day, days.from, days.to), among))
    .groupBy(group, personDayRepayments.currency)
}

/** The kept counts over the days, added up by person, team or operation, of the people `among` names. */
export function keptCountTotals(
  db: Database,
  by: FigureGroup,
  days: FigureDays,
  among?: SQL,
): Promise<CountTotals[]> {
  return countsBy(db, groupKey(by), days, among)
}

/** The kept money over the days, added up by person, team or operation, one row per currency. */
export function keptMoneyTotals(
  db: Database,
  by: FigureGroup,
  days: FigureDays,
  among?: SQL,
): Promise<MoneyTotals[]> {
  return moneyBy(db, groupKey(by), days, among)
}

const dayKey = () => sql<string>`${personDayWork.day}::text`
const moneyDayKey = () => sql<string>`${personDayRepayments.day}::text`

/** The kept counts of the people `among` names, day by day (days nobody worked have no row). */
export async function keptDailyCounts(db: Database, days: FigureDays, among?: SQL): Promise<DailyCounts[]> {
  const rows = await countsBy(db, dayKey(), days, among)
  return rows.map(({ group, ...counts }) => ({ day: group, ...counts }))
}

/** The kept money of the people `among` names, day by day and currency. */
export async function keptDailyMoney(db: Database, days: FigureDays, among?: SQL): Promise<DailyMoney[]> {
  const rows = await moneyBy(db, moneyDayKey(), days, among)
  return rows.map(({ group, ...money }) => ({ day: group, ...money }))
}

export interface SalesTotals {
  group: number | null
  currency: string
  saleOrders: number
  enteredApp: number
  appliedAmount: number
}

/** A seller's kept sale orders over the days, added up by person, team or operation, one row per currency. */
export function keptSalesTotals(
  db: Database,
  by: FigureGroup,
  days: FigureDays,
  /** Only these people's days (a seller's, a team's sellers'); every person's when not given. */
  people?: readonly number[],
): Promise<SalesTotals[]> {
  const group = groupKey(by)
  return db
    .select({
      group,
      currency: personDaySales.currency,
      saleOrders: total(personDaySales.saleOrders),
      enteredApp: total(personDaySales.enteredApp),
      appliedAmount: total(personDaySales.appliedAmount),
    })
    .from(personDaySales)
    .innerJoin(users, eq(users.id, personDaySales.personId))
    .where(
      and(
        between(personDaySales.day, days.from, days.to),
        people ? inIdList(personDaySales.personId, people) : undefined,
      ),
    )
    .groupBy(group, personDaySales.currency)
}

/** What a person's work point is made of, over one period. */
export type PointCounts = Record<PointCount, number>

/**
 * Each person's point counts over several periods at once, of the people `among` names: one read of
 * the days the periods span, each period added up apart (a statement's ranks compare three periods of
 * the same people).
 */
export async function keptPointCountsOver<K extends string>(
  db: Database,
  periods: Readonly<Record<K, FigureDays>>,
  among?: SQL,
): Promise<Record<K, Map<number, PointCounts>>> {
  const names = Object.keys(periods) as K[]
  const span = spanOf(names.map((name) => periods[name]))
  const columns: Record<string, SQL<number>> = {}
  for (const [index, name] of names.entries())
    for (const count of pointCounts) {
      const days = periods[name]
      columns[`${index}:${count}`] =
        sql<number>`coalesce(sum(${personDayWork[count]}) filter (where ${between(personDayWork.day, days.from, days.to)}), 0)::bigint`.mapWith(
          Number,
        )
    }
  const rows = await db
    .select({ personId: personDayWork.personId, ...columns })
    .from(personDayWork)
    .innerJoin(users, eq(users.id, personDayWork.personId))
    .where(and(between(personDayWork.day, span.from, span.to), among))
    .groupBy(personDayWork.personId)
  const byPeriod = Object.fromEntries(names.map((name) => [name, new Map<number, PointCounts>()])) as Record<
    K,
    Map<number, PointCounts>
  >
  for (const row of rows as Array<Record<string, number>>)
    for (const [index, name] of names.entries())
      byPeriod[name].set(
        row.personId!,
        Object.fromEntries(pointCounts.map((count) => [count, row[`${index}:${count}`]!])) as PointCounts,
      )
  return byPeriod
}
