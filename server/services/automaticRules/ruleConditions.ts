import { and, eq, gte, isNotNull, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { RuleDefinition } from '../../../contract/automaticRules.ts'
import type { Reach } from '../../../contract/policy.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { scopeCondition, viewCondition } from '../cases/index.ts'

const dayMs = 86_400_000

/** A case still owed: only those are late, so only those have overdue days (as the case lists count). */
const owing = ne(cases.status, 'paidOff')

/**
 * Who holds the cases a rule takes. A member who may no longer work a case is one disabled, or one no
 * longer in the case's team (moved, or the case moved without them).
 */
const holderConditions: Record<RuleDefinition['holder'], SQL | undefined> = {
  anyone: undefined,
  held: isNotNull(cases.ownerId),
  notHeld: isNull(cases.ownerId),
  heldByInvalid: and(
    isNotNull(cases.ownerId),
    sql`exists (select 1 from ${users} where ${users.id} = ${cases.ownerId} and (${users.status} <> 'active' or ${users.teamId} is distinct from ${cases.teamId}))`,
  ),
}

/**
 * The open collection cases a rule's conditions take at `now`, all of them together (AND), within the
 * reach of the rule's owner (a team leader's own team; a manager's every team). Overdue days count as
 * the case lists count them: days since the due date, on the database's date of `now`, paid-off cases
 * having none; amounts are the case's amount in its app's minor units. A retrieval takes held cases only.
 */
export function ruleCasesWhere(rule: RuleDefinition, reach: Reach, now: Date): SQL {
  // `now` as the database's date, as current_date is for the case lists.
  const today = sql`(${now.toISOString()}::timestamptz)::date`
  const daysAgo = (days: number) => sql`${today} - ${days}::int`
  return and(
    viewCondition('all'),
    isNull(cases.closedAt),
    scopeCondition(reach),
    rule.appId === undefined ? undefined : eq(cases.appId, rule.appId),
    // From 0 days overdue means every case, as the case list's filter reads it.
    rule.overdueMin === undefined || rule.overdueMin === 0
      ? undefined
      : and(sql`${cases.dueDate} <= ${daysAgo(rule.overdueMin)}`, owing),
    rule.overdueMax === undefined
      ? undefined
      : and(sql`${cases.dueDate} >= ${daysAgo(rule.overdueMax)}`, owing),
    rule.amountMin === undefined ? undefined : gte(cases.amount, rule.amountMin),
    rule.amountMax === undefined ? undefined : lte(cases.amount, rule.amountMax),
    rule.status === undefined ? undefined : eq(cases.status, rule.status),
    rule.teamTypeId === undefined ? undefined : eq(cases.teamTypeId, rule.teamTypeId),
    rule.inTeamId === undefined ? undefined : eq(cases.teamId, rule.inTeamId),
    holderConditions[rule.holder],
    // Held by the same member since they were allocated it, for more than so many days.
    rule.heldDaysOver === undefined
      ? undefined
      : and(
          isNotNull(cases.ownerId),
          lt(cases.allocatedAt, new Date(now.getTime() - rule.heldDaysOver * dayMs)),
        ),
    rule.action === 'retrieve' ? isNotNull(cases.ownerId) : undefined,
  ) as SQL
}
