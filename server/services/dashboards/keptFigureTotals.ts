import { and, between, eq, inArray, sql, sum } from 'drizzle-orm'
import type { KeptCount } from '../../../contract/dashboardFigures.ts'
import type { Database } from '../../database/connect.ts'
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

const groupKey = (by: FigureGroup) =>
  by === 'person'
    ? sql<number | null>`${users.id}`
    : by === 'team'
      ? sql<number | null>`${users.teamId}`
      : sql<null>`null::int`

const total = (column: Parameters<typeof sum>[0]) =>
  sql<number>`coalesce(${sum(column)}, 0)::bigint`.mapWith(Number)

/** The kept counts over the days, added up by person, team or operation. */
export function keptCountTotals(db: Database, by: FigureGroup, days: FigureDays): Promise<CountTotals[]> {
  const group = groupKey(by)
  return db
    .select({
      group,
      calls: total(personDayWork.calls),
      whatsappMessages: total(personDayWork.whatsappMessages),
      finishedCases: total(personDayWork.finishedCases),
      clockIns: total(personDayWork.clockIns),
      unfinishedAllocated: total(personDayWork.unfinishedAllocated),
      dutyDays: sql<number>`count(*) filter (where ${personDayWork.clockIns} > 0)`.mapWith(Number),
    })
    .from(personDayWork)
    .innerJoin(users, eq(users.id, personDayWork.personId))
    .where(between(personDayWork.day, days.from, days.to))
    .groupBy(group)
}

/** The kept money over the days, added up by person, team or operation, one row per currency. */
export function keptMoneyTotals(db: Database, by: FigureGroup, days: FigureDays): Promise<MoneyTotals[]> {
  const group = groupKey(by)
  return db
    .select({
      group,
      currency: personDayRepayments.currency,
      repayments: total(personDayRepayments.repayments),
      repaidAmount: total(personDayRepayments.repaidAmount),
    })
    .from(personDayRepayments)
    .innerJoin(users, eq(users.id, personDayRepayments.personId))
    .where(between(personDayRepayments.day, days.from, days.to))
    .groupBy(group, personDayRepayments.currency)
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
        people ? inArray(personDaySales.personId, [...people]) : undefined,
      ),
    )
    .groupBy(group, personDaySales.currency)
}
