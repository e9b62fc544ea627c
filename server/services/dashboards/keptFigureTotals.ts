import { and, between, eq, type SQL, sql, sum } from 'drizzle-orm'
import { type KeptCount, keptCounts } from '../../../contract/dashboardFigures.ts'
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

/** The kept tables of people's days: each row one person's day. */
type DayTable = typeof personDayWork | typeof personDayRepayments | typeof personDaySales

/**
 * What rows are added up by: the value read, the expression grouped on, and whether it needs the
 * people's own columns (the operation's and a day's totals read the kept days alone, without users).
 */
interface GroupKey<T> {
  read: SQL<T>
  by: SQL
  needsUsers: boolean
}

function groupKey(by: FigureGroup, table: DayTable): GroupKey<number | null> {
  if (by === 'person')
    return { read: sql<number>`${table.personId}`, by: sql`${table.personId}`, needsUsers: false }
  if (by === 'team')
    return { read: sql<number | null>`${users.teamId}`, by: sql`${users.teamId}`, needsUsers: true }
  // Grouped on the constant itself, not on `1` (PostgreSQL reads a bare number as the first column).
  return { read: sql<null>`null::int`, by: sql`null::int`, needsUsers: false }
}

/** Day by day, grouped on the date itself (cheaper than on its text) and read as yyyy-MM-dd. */
const dayKey = (table: DayTable): GroupKey<string> => ({
  read: sql<string>`${table.day}::text`,
  by: sql`${table.day}`,
  needsUsers: false,
})

const total = (column: Parameters<typeof sum>[0]) =>
  sql<number>`coalesce(${sum(column)}, 0)::bigint`.mapWith(Number)

/** The one definition of the kept counts added up, and of the days on duty among the days read. */
export const countColumns = {
  ...(Object.fromEntries(keptCounts.map((count) => [count, total(personDayWork[count])])) as Record<
    KeptCount,
    SQL<number>
  >),
  dutyDays: sql<number>`count(*) filter (where ${personDayWork.clockIns} > 0)`.mapWith(Number),
}

const moneyColumns = {
  currency: personDayRepayments.currency,
  repayments: total(personDayRepayments.repayments),
  repaidAmount: total(personDayRepayments.repaidAmount),
}

/** The kept counts of the people (a condition on users; everyone without one) over the days, grouped. */
function countsBy<T>(db: Database, key: GroupKey<T>, days: FigureDays, among?: SQL) {
  const query = db
    .select({ group: key.read, ...countColumns })
    .from(personDayWork)
    .$dynamic()
  const withPeople =
    key.needsUsers || among ? query.innerJoin(users, eq(users.id, personDayWork.personId)) : query
  return withPeople.where(and(between(personDayWork.day, days.from, days.to), among)).groupBy(key.by)
}

function moneyBy<T>(db: Database, key: GroupKey<T>, days: FigureDays, among?: SQL) {
  const query = db
    .select({ group: key.read, ...moneyColumns })
    .from(personDayRepayments)
    .$dynamic()
  const withPeople =
    key.needsUsers || among ? query.innerJoin(users, eq(users.id, personDayRepayments.personId)) : query
  return withPeople
    .where(and(between(personDayRepayments.day, days.from, days.to), among))
    .groupBy(key.by, personDayRepayments.currency)
}

/** The kept counts over the days, added up by person, team or operation, of the people `among` names. */
export function keptCountTotals(
  db: Database,
  by: FigureGroup,
  days: FigureDays,
  among?: SQL,
): Promise<CountTotals[]> {
  return countsBy(db, groupKey(by, personDayWork), days, among)
}

/** The kept money over the days, added up by person, team or operation, one row per currency. */
export function keptMoneyTotals(
  db: Database,
  by: FigureGroup,
  days: FigureDays,
  among?: SQL,
): Promise<MoneyTotals[]> {
  return moneyBy(db, groupKey(by, personDayRepayments), days, among)
}

/** The kept counts of the people `among` names, day by day (days nobody worked have no row). */
export async function keptDailyCounts(db: Database, days: FigureDays, among?: SQL): Promise<DailyCounts[]> {
  const rows = await countsBy(db, dayKey(personDayWork), days, among)
  return rows.map(({ group, ...counts }) => ({ day: group, ...counts }))
}

/** The kept money of the people `among` names, day by day and currency. */
export async function keptDailyMoney(db: Database, days: FigureDays, among?: SQL): Promise<DailyMoney[]> {
  const rows = await moneyBy(db, dayKey(personDayRepayments), days, among)
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
  const key = groupKey(by, personDaySales)
  return db
    .select({
      group: key.read,
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
    .groupBy(key.by, personDaySales.currency)
}
