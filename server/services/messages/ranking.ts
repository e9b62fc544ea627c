import { startOfDay, startOfMonth, startOfWeek } from 'date-fns'
import { fromZonedTime, toZonedTime } from 'date-fns-tz'
import { and, count, eq, gte, sum } from 'drizzle-orm'
import type { Ranking, RankPeriod } from '../../../contract/messages.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import type { SignedInUser } from '../sessions.ts'

/** When the period holding `now` began on the user's wall clock: the day, the week from Monday, the month. */
export function periodStart(period: RankPeriod, now: Date, timeZone: string): Date {
  const wall = toZonedTime(now, timeZone)
  const start =
    period === 'day'
      ? startOfDay(wall)
      : period === 'week'
        ? startOfWeek(wall, { weekStartsOn: 1 })
        : startOfMonth(wall)
  return fromZonedTime(start, timeZone)
}

/**
 * Repayments on the user's cases since the period began, beside their team's (the cases of every
 * member of the team), and the user's place in the team by amount repaid (1 is the most; members
 * with equal amounts share a place). Amounts are summed in minor units: a team works one country.
 */
export async function rankingOf(
  db: Database,
  user: SignedInUser,
  period: RankPeriod,
  now = new Date(),
): Promise<Ranking> {
  const since = periodStart(period, now, user.timeZone)
  const ownerOfCase = cases.ownerId
  const totals = await db
    .select({ ownerId: ownerOfCase, n: count(repayments.id), amount: sum(repayments.amount) })
    .from(repayments)
    .innerJoin(cases, eq(cases.id, repayments.caseId))
    .innerJoin(users, eq(users.id, ownerOfCase))
    .where(
      and(
        gte(repayments.paidAt, since),
        user.teamId === null ? eq(users.id, user.userId) : eq(users.teamId, user.teamId),
      ),
    )
    .groupBy(ownerOfCase)
  const amountOf = (row: (typeof totals)[number]) => Number(row.amount ?? 0)
  const mine = totals.find((row) => row.ownerId === user.userId)
  const myAmt = mine ? amountOf(mine) : 0
  return {
    myNum: mine?.n ?? 0,
    myAmt,
    teamNum: totals.reduce((all, row) => all + row.n, 0),
    teamAmt: totals.reduce((all, row) => all + amountOf(row), 0),
    myRank: user.teamId === null ? null : 1 + totals.filter((row) => amountOf(row) > myAmt).length,
  }
}
