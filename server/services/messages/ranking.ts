import { and, count, eq, exists, gte, lt, sql, sum } from 'drizzle-orm'
import type { Ranking, RankPeriod } from '../../../contract/messages.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { addDaysToDate, localDayOf, startOfLocalDate } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'

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
  // One read: each member's count and amount by the currency of the cases' brands (one, for a team
  // in one country), folded per member below.
  const rows = await db
    .select({
      ownerId: collector,
      currency: apps.currency,
      n: count(repayments.id),
      amount: sum(repayments.amount),
    })
    .from(repayments)
    .innerJoin(users, eq(users.id, collector))
    .innerJoin(cases, eq(cases.id, repayments.caseId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(inPeriod)
    .groupBy(collector, apps.currency)
  const totals = new Map<number | null, { n: number; amount: number }>()
  for (const row of rows) {
    const total = totals.get(row.ownerId) ?? { n: 0, amount: 0 }
    totals.set(row.ownerId, { n: total.n + row.n, amount: total.amount + Number(row.amount ?? 0) })
  }
  const mine = totals.get(user.userId) ?? { n: 0, amount: 0 }
  const members = [...totals.values()]
  const currencies = new Set(rows.map((row) => row.currency))
  // Nothing repaid yet in the period: the amounts are still in the money the team lends, ₦0.00.
  if (currencies.size === 0) for (const currency of await currenciesWorked(db, user)) currencies.add(currency)
  return {
    myNum: mine.n,
    myAmt: mine.amount,
    teamNum: members.reduce((all, member) => all + member.n, 0),
    teamAmt: members.reduce((all, member) => all + member.amount, 0),
    myRank: user.teamId === null ? null : 1 + members.filter((member) => member.amount > mine.amount).length,
    currency: currencies.size === 1 ? [...currencies][0]! : null,
  }
}

/** The currencies of the cases the user's team (or the user, without a team) holds: one, normally. */
async function currenciesWorked(db: Database, user: SignedInUser): Promise<string[]> {
  const held = user.teamId === null ? eq(cases.ownerId, user.userId) : eq(cases.teamId, user.teamId)
  const rows = await db
    .selectDistinct({ currency: apps.currency })
    .from(apps)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(cases)
          .where(and(eq(cases.appId, apps.id), held)),
      ),
    )
  return rows.map((row) => row.currency)
}

/** A target as the ranking bar shows it: its money, how far it has got and its pace. */
interface TargetPaced {
  currency: string
  amount: number
  progress: {
    reachedAmount: number
    achievement: number | null
    pace: NonNullable<Ranking['target']>['pace']
  }
}

/** The ranking with the caller's own target of the salary period beside it, when they have one. */
export const withTargetPace = (rank: Ranking, target: TargetPaced | null): Ranking =>
  target === null
    ? rank
    : {
        ...rank,
        target: {
          currency: target.currency,
          amount: target.amount,
          reachedAmount: target.progress.reachedAmount,
          achievement: target.progress.achievement,
          pace: target.progress.pace,
        },
      }
