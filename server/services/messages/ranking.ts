import { and, count, eq, gte, lt, sum } from 'drizzle-orm'
import type { Ranking, RankPeriod } from '../../../contract/messages.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import type { SignedInUser } from '../sessions.ts'
import { addDaysToDate, localDayOf, startOfLocalDate } from './localDays.ts'

/** When the period holding `now` began on the user's wall clock: the day, the week from Monday, the month. */
export function periodStart(period: RankPeriod, now: Date, timeZone: string): Date {
  const today = localDayOf(now, timeZone)
  if (period === 'day') return today.start
  const first =
    period === 'week' ? addDaysToDate(today.date, 1 - today.isoDay) : `${today.date.slice(0, 8)}01`
  return startOfLocalDate(first, timeZone)
}

/**
 * Repayments credited to the user since the period began (to whoever held the case when the money
 * came, so a later reallocation rewrites nobody's past), beside their team's, and the user's place in
 * the team by amount repaid (1 is the most; equal amounts share a place). Amounts are summed in minor
 * units: a team works one country.
 */
export async function rankingOf(
  db: Database,
  user: SignedInUser,
  period: RankPeriod,
  now = new Date(),
): Promise<Ranking> {
  const since = periodStart(period, now, user.timeZone)
  const collector = repayments.collectorId
  const inPeriod = and(
    gte(repayments.paidAt, since),
    lt(repayments.paidAt, now),
    user.teamId === null ? eq(users.id, user.userId) : eq(users.teamId, user.teamId),
  )
  const totals = await db
    .select({ ownerId: collector, n: count(repayments.id), amount: sum(repayments.amount) })
    .from(repayments)
    .innerJoin(users, eq(users.id, collector))
    .where(inPeriod)
    .groupBy(collector)
  // What the amounts are in: the brands' currencies of the cases repaid (one, for a team in one country).
  const currencies = await db
    .selectDistinct({ currency: apps.currency })
    .from(repayments)
    .innerJoin(users, eq(users.id, collector))
    .innerJoin(cases, eq(cases.id, repayments.caseId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(inPeriod)
    .limit(2)
  const amountOf = (row: (typeof totals)[number]) => Number(row.amount ?? 0)
  const mine = totals.find((row) => row.ownerId === user.userId)
  const myAmt = mine ? amountOf(mine) : 0
  return {
    myNum: mine?.n ?? 0,
    myAmt,
    teamNum: totals.reduce((all, row) => all + row.n, 0),
    teamAmt: totals.reduce((all, row) => all + amountOf(row), 0),
    myRank: user.teamId === null ? null : 1 + totals.filter((row) => amountOf(row) > myAmt).length,
    currency: currencies.length === 1 ? currencies[0]!.currency : null,
  }
}
