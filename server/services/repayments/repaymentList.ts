import { and, count, eq, gte, lt, type SQL, sum } from 'drizzle-orm'
import { z } from 'zod'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import type {
  RepaymentFilters,
  RepaymentSort,
  RepaymentSummary,
  repaymentList,
} from '../../../contract/repayments.ts'
import type { Database } from '../../database/connect.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { caseNoOrNameCondition } from '../cases/index.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import { addDaysToDate, startOfLocalDate } from '../localDays.ts'
import { reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { type RawRepaymentRow, selectRepaymentRows, toRepaymentRow } from './repaymentRows.ts'

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

/** The records' sorts (the contract's whitelist); each served by an index ending (column, id). */
export const repaymentKeyset: KeysetList<RepaymentSort, RawRepaymentRow> = {
  tiebreak: repayments.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    paidAt: byColumn(repayments.paidAt, instantInCursor, (row) => row.paidAt.toISOString()),
    amount: byColumn(repayments.amount, z.int(), (row) => row.amount),
  },
}

/**
 * Each filter as a condition. The days of payment are whole days of the viewer's own clock (the
 * session's time zone, never the request's), both ends included, compared as two instants so the
 * paid-at index serves them.
 */
const filterConditions: FilterConditions<RepaymentFilters, { timeZone: string }> = {
  kind: (kind) => eq(repayments.kind, kind),
  paidFrom: (day, { timeZone }) => gte(repayments.paidAt, startOfLocalDate(day, timeZone)),
  paidTo: (day, { timeZone }) => lt(repayments.paidAt, startOfLocalDate(addDaysToDate(day, 1), timeZone)),
  appId: (appId) => eq(cases.appId, appId),
  teamId: (teamId) => eq(cases.teamId, teamId),
  search: (term) => caseNoOrNameCondition(term),
}

/**
 * Which repayments a user reads, by the one policy: a collector those she collected; a user in a
 * team those of the team's cases; a user over the teams every one. The team is the case's, not the
 * collector's: a leader answers for the cases her team holds, and each row opens its case, which she
 * can then open too; money a member collected on a case since moved to another team is that team's
 * to follow now (and a repayment no collector held still belongs to its case's team).
 */
const scopeOf = (user: SignedInUser): SQL | undefined =>
  reachCondition(reachOf(user), { owner: repayments.collectorId, team: cases.teamId })

/** The records a user's filter names, within their reach; a team beyond it is refused, not emptied. */
export function repaymentWhere(user: SignedInUser, filters: RepaymentFilters): SQL | undefined {
  if (filters.teamId !== undefined && !isInReach(reachOf(user), { teamId: filters.teamId }))
    throw new AppError('repayment.teamOutOfReach')
  return and(scopeOf(user), ...conditionsOf(filterConditions, filters, { timeZone: user.timeZone }))
}

/** One page of the repayment records. */
export async function listRepayments(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof repaymentList.input>,
) {
  const { query, pageOf } = pageQuery(
    repaymentKeyset,
    () => selectRepaymentRows(db),
    input,
    repaymentWhere(user, input),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map(toRepaymentRow), nextCursor: page.nextCursor }
}

/** How many records the filter finds and what they bring, per currency: amounts are never added across. */
export async function summarizeRepayments(
  db: Database,
  user: SignedInUser,
  filters: RepaymentFilters,
): Promise<RepaymentSummary> {
  const totals = await db
    .select({ currency: apps.currency, count: count(), amount: sum(repayments.amount).mapWith(Number) })
    .from(repayments)
    .innerJoin(cases, eq(cases.id, repayments.caseId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(repaymentWhere(user, filters))
    .groupBy(apps.currency)
    .orderBy(apps.currency)
  return { count: totals.reduce((all, total) => all + total.count, 0), totals }
}
