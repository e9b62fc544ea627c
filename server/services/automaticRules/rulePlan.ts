import { asc, count, inArray } from 'drizzle-orm'
import {
  type RuleDefinition,
  type RulePreview,
  type RunSkipReason,
  runSkipReasons,
} from '../../../contract/automaticRules.ts'
import { type PolicyActor, reachOf } from '../../../contract/policy.ts'
import type { StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { dealTeamOf, planDeal, type SelectedCase } from '../caseAllocation/index.ts'
import { ruleCasesWhere } from './ruleConditions.ts'

/** A case a run moves: to whom (null: the team alone, or a retrieval), from whom it was held. */
export interface PlannedCase {
  caseId: number
  caseNo: string
  memberId: number | null
  fromId: number | null
}

export type SkippedCount = { reason: RunSkipReason; count: number }

/**
 * What a run of a rule does at `now`, before it does it: the cases it matches, those it moves (most
 * overdue first, at most its cap) and to whom, the ones it takes but leaves, and what it leaves by reason.
 */
export interface RunPlan {
  matched: number
  planned: PlannedCase[]
  /** Taken but left as they are: held already by the one member they would go to. */
  alreadyHeld: PlannedCase[]
  skippedReasons: SkippedCount[]
  /** For an allocation: who gets how many, who is left out and why (the allocation's own preview). */
  allocation: RulePreview['allocation']
}

/** The reasons with a count, in the contract's order of reasons. */
export const countsOf = (counts: Partial<Record<RunSkipReason, number>>): SkippedCount[] =>
  runSkipReasons.flatMap((reason) => {
    const n = counts[reason] ?? 0
    return n > 0 ? [{ reason, count: n }] : []
  })

/**
 * The one plan of a run, for the dry run and the run alike (docs/decisions/0055): the matching cases
 * within the owner's reach, most overdue first then by id, up to the cap, dealt by the allocation
 * (members on duty on their own calendars at `now`) or taken back from their holders. The allocation's
 * refusals (no member on duty, a member no longer in the team) are the plan's. Writes nothing.
 */
export async function planRun(
  tx: Transaction,
  rule: RuleDefinition,
  owner: PolicyActor,
  now: Date,
): Promise<RunPlan> {
  const where = ruleCasesWhere(rule, reachOf(owner), now)
  const [found] = await tx.select({ n: count() }).from(cases).where(where)
  const matched = found?.n ?? 0
  const taken: SelectedCase[] = (
    await tx
      .select({ id: cases.id, caseNo: cases.caseNo, ownerId: cases.ownerId, lifecycle: cases.lifecycle })
      .from(cases)
      .where(where)
      .orderBy(asc(cases.dueDate), asc(cases.id))
      .limit(rule.cap)
  ).map((row) => ({ ...row, lifecycle: row.lifecycle as StoredLifecycle }))
  const overCap = matched - taken.length
  if (rule.action === 'retrieve')
    return {
      matched,
      planned: taken.map((item) => ({
        caseId: item.id,
        caseNo: item.caseNo,
        memberId: null,
        fromId: item.ownerId,
      })),
      alreadyHeld: [],
      skippedReasons: countsOf({ overCap }),
      allocation: null,
    }
  const team = await dealTeamOf(tx, rule.toTeamId!)
  const deal = await planDeal(tx, team, { way: rule.way, memberIds: rule.memberIds }, taken, now)
  const heldIds = new Set(deal.alreadyHeld.map((item) => item.caseId))
  const memberOf = new Map(
    deal.shares.flatMap((share) => share.cases.map((item) => [item.id, share.memberId])),
  )
  const { skipped: _none, ...allocation } = deal.preview
  return {
    matched,
    // In the order taken, most overdue first, each to the member the deal gave it.
    planned: taken
      .filter((item) => !heldIds.has(item.id))
      .map((item) => ({
        caseId: item.id,
        caseNo: item.caseNo,
        memberId: memberOf.get(item.id) ?? null,
        fromId: item.ownerId,
      })),
    alreadyHeld: taken
      .filter((item) => heldIds.has(item.id))
      .map((item) => ({
        caseId: item.id,
        caseNo: item.caseNo,
        memberId: item.ownerId,
        fromId: item.ownerId,
      })),
    skippedReasons: countsOf({ alreadyHeld: heldIds.size, overCap }),
    allocation,
  }
}

const sampleSize = 10

/** The dry run's answer: the plan's figures, and the first cases it would move with who holds them now. */
export async function previewOf(tx: Transaction, plan: RunPlan): Promise<RulePreview> {
  const sample = plan.planned.slice(0, sampleSize)
  const holderIds = [...new Set(sample.map((item) => item.fromId).filter((id) => id !== null))]
  const holders =
    holderIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, name: users.displayName })
          .from(users)
          .where(inArray(users.id, holderIds))
  const nameOf = new Map(holders.map((holder) => [holder.id, holder.name]))
  return {
    matched: plan.matched,
    taken: plan.planned.length,
    allocation: plan.allocation,
    skippedReasons: plan.skippedReasons,
    sample: sample.map((item) => ({
      caseId: item.caseId,
      caseNo: item.caseNo,
      holderName: item.fromId === null ? null : (nameOf.get(item.fromId) ?? null),
    })),
  }
}
