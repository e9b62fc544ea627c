import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { RuleDefinition, RunSkipReason } from '../../../contract/automaticRules.ts'
import type { ErrorCode } from '../../../contract/errors.ts'
import { reachOf } from '../../../contract/policy.ts'
import { ruleRuns, type StoredAutomaticRule } from '../../../machines/automaticRuleDecisions.ts'
import type { StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { RuleRunNote } from '../../../machines/caseLifecycle.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { insertJsonRows } from '../../database/jsonInsert.ts'
import {
  automaticRuleRunCases,
  automaticRuleRuns,
  automaticRules,
} from '../../database/schema/automaticRules.ts'
import { cases } from '../../database/schema/cases.ts'
import { AppError } from '../../http/errors.ts'
import { type SelectedCase, writeAllocation, writeRetrieval } from '../caseAllocation/index.ts'
import { produce } from '../messages/index.ts'
import { inWriteTransaction } from '../writeTransaction.ts'
import { ruleCasesWhere } from './ruleConditions.ts'
import { ownerMayRun, type RuleOwner, ruleOwnerOf, ruleTeamOf } from './ruleOwner.ts'
import { countsOf, type PlannedCase, planRun, type RunPlan, type SkippedCount } from './rulePlan.ts'
import { definitionOf, type RuleRecord, readRule } from './ruleRecords.ts'

/** How runs are moved and watched (server/config.ts `automaticRules`). */
export interface RunSettings {
  /** A running run whose heartbeat is older than this died with its process. */
  staleAfterMs: number
  /** How many cases one batch (one transaction) moves. */
  batchSize: number
}

/** The time of a run's steps: `now` when it began, running on with the real clock from there. */
export type RunClock = () => Date

export function runClock(now: Date): RunClock {
  const start = performance.now()
  return () => new Date(now.getTime() + Math.round(performance.now() - start))
}

/** How a run comes to be: its scheduled time, or a user's hand. */
export interface RunClaim {
  trigger: 'schedule' | 'manual'
  scheduledFor: Date | null
  startedById: number | null
}

/** Why a run stopped: an error code of the catalogue, with its parameters. */
interface Failure {
  code: ErrorCode
  params: Record<string, string | number>
}

const failureOf = (error: unknown): Failure =>
  error instanceof AppError
    ? { code: error.code, params: error.params }
    : { code: 'server.failure', params: {} }

const total = (counts: readonly SkippedCount[]) => counts.reduce((sum, { count }) => sum + count, 0)

/** The owner of the run's rule told its totals, or why it failed, once (the message is keyed by the run). */
async function tellOwner(tx: Transaction, runId: string) {
  const [run] = await tx
    .select({
      ruleId: automaticRuleRuns.ruleId,
      version: automaticRuleRuns.version,
      status: automaticRuleRuns.status,
      matched: automaticRuleRuns.matched,
      moved: automaticRuleRuns.moved,
      skipped: automaticRuleRuns.skipped,
      error: automaticRuleRuns.error,
      errorParams: automaticRuleRuns.errorParams,
    })
    .from(automaticRuleRuns)
    .where(eq(automaticRuleRuns.id, runId))
  if (!run || run.status === 'running') return
  const rule = await readRule(tx, run.ruleId)
  const definition = await definitionOf(tx, run.ruleId, run.version)
  await produce.ruleRunFinished(
    tx,
    { userId: rule.ownerId, ruleId: run.ruleId, runId },
    {
      about: 'ruleRun',
      ruleName: definition.name,
      version: run.version,
      action: definition.action,
      status: run.status,
      matched: run.matched,
      moved: run.moved,
      skipped: run.skipped,
      error: run.error,
      errorParams: (run.errorParams as Record<string, string | number> | null) ?? null,
    },
  )
}

/** The run's planned cases, and those it takes but leaves as they are, as its record keeps them. */
const runCaseRows = (runId: string, plan: RunPlan) => [
  ...plan.planned.map((item: PlannedCase) => ({ runId, ...item, outcome: 'planned' as const, reason: null })),
  ...plan.alreadyHeld.map((item) => ({
    runId,
    ...item,
    outcome: 'skipped' as const,
    reason: 'alreadyHeld' as const,
  })),
]

/**
 * Claims a run of a rule the caller has locked, in the caller's transaction: the run's row and every
 * case it plans to move (to whom, from whom), so a run that dies later leaves its plan behind. A
 * scheduled run is claimed by its (rule, scheduled time) row: answers null when that time is taken
 * already, the rule no longer runs, or another run of it is under way (the next tick claims it then).
 * A run by hand is refused unless the rule is active, and while another run of it is under way. A run the owner may no longer make, or the allocation refuses, is
 * recorded failed with why, and the owner told.
 */
export async function claimRun(
  tx: Transaction,
  rule: RuleRecord,
  claim: RunClaim,
  clock: RunClock,
  settings: RunSettings,
): Promise<string | null> {
  const now = clock()
  if (!ruleRuns(rule.lifecycle)) {
    if (claim.trigger === 'manual') throw new AppError('automaticRule.notActive')
    return null
  }
  if (claim.scheduledFor) {
    const [taken] = await tx
      .select({ id: automaticRuleRuns.id })
      .from(automaticRuleRuns)
      .where(
        and(eq(automaticRuleRuns.ruleId, rule.id), eq(automaticRuleRuns.scheduledFor, claim.scheduledFor)),
      )
    if (taken) return null
  }
  // One run of a rule at a time: a scheduled time waits for the next tick, a hand is refused.
  const [running] = await tx
    .select({ id: automaticRuleRuns.id })
    .from(automaticRuleRuns)
    .where(
      and(
        eq(automaticRuleRuns.ruleId, rule.id),
        eq(automaticRuleRuns.status, 'running'),
        gt(automaticRuleRuns.heartbeatAt, new Date(now.getTime() - settings.staleAfterMs)),
      ),
    )
  if (running) {
    if (claim.trigger === 'manual') throw new AppError('automaticRule.running')
    return null
  }
  const version = rule.lifecycle.context.version
  const definition = await definitionOf(tx, rule.id, version)
  const owner = await ruleOwnerOf(tx, rule.ownerId)
  let plan: RunPlan | undefined
  let failure: Failure | undefined
  if (!ownerMayRun(owner, rule.teamId)) failure = { code: 'automaticRule.ownerCannotAllocate', params: {} }
  else
    try {
      // In a savepoint: a refusal of the plan leaves the claim's transaction whole, to record it.
      plan = await tx.transaction((plannable) => planRun(plannable, definition, owner, now))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      failure = failureOf(error)
    }
  const runId = randomUUID()
  const run = {
    id: runId,
    ruleId: rule.id,
    version,
    trigger: claim.trigger,
    scheduledFor: claim.scheduledFor,
    startedById: claim.startedById,
    startedAt: now,
    heartbeatAt: now,
  }
  const claimed = await tx
    .insert(automaticRuleRuns)
    .values(
      plan
        ? {
            ...run,
            status: 'running',
            matched: plan.matched,
            skipped: total(plan.skippedReasons),
            skippedReasons: plan.skippedReasons,
          }
        : {
            ...run,
            status: 'failed',
            finishedAt: now,
            durationMs: 0,
            error: failure!.code,
            errorParams: failure!.params,
          },
    )
    // The claim: another process that got the scheduled time first has its row.
    .onConflictDoNothing()
    .returning({ id: automaticRuleRuns.id })
  if (claimed.length === 0) return null
  if (plan) await insertJsonRows(tx, automaticRuleRunCases, runCaseRows(runId, plan))
  else await tellOwner(tx, runId)
  return runId
}

interface BatchContext {
  runId: string
  ruleId: number
  /** The version the run names: its conditions are asked again of each case it moves. */
  definition: RuleDefinition
  /** The allocation's team for an allocating rule; none for a retrieval. */
  toTeamId: number | null
  note: RuleRunNote
  batchSize: number
  clock: RunClock
}

/**
 * Whether a run goes on to its next batch, asked in the batch's transaction: the rule is still active
 * (shared lock: a pause waits for the batch under way, and no batch starts after it), the run still
 * running, and its owner still may run it. Answers the owner as they are now; null when the run has
 * ended already; throws why it stops otherwise, for the run to end failed with it.
 */
async function goesOn(tx: Transaction, batch: BatchContext): Promise<RuleOwner | null> {
  const [rule] = await tx
    .select({ ownerId: automaticRules.ownerId, lifecycle: automaticRules.lifecycle })
    .from(automaticRules)
    .where(eq(automaticRules.id, batch.ruleId))
    .for('share')
  const [run] = await tx
    .select({ status: automaticRuleRuns.status })
    .from(automaticRuleRuns)
    .where(eq(automaticRuleRuns.id, batch.runId))
    .for('update')
  if (run?.status !== 'running') return null
  if (!rule || !ruleRuns(rule.lifecycle as StoredAutomaticRule)) throw new AppError('automaticRule.stopped')
  const owner = await ruleOwnerOf(tx, rule.ownerId)
  if (!ownerMayRun(owner, ruleTeamOf(batch.definition)))
    throw new AppError('automaticRule.ownerCannotAllocate')
  return owner
}

/**
 * Each case of the batch as locked now: moved as planned, or left as it was, and why. `matches` is the
 * rule's conditions asked of the case now, within its owner's reach now.
 */
function sortOut(
  planned: ReadonlyArray<{ caseId: number; memberId: number | null; fromId: number | null }>,
  locked: ReadonlyMap<number, SelectedCase & { closedAt: Date | null; matches: boolean }>,
) {
  const moved: Array<{ item: SelectedCase; ownerId: number | null }> = []
  const skipped: Array<{ caseId: number; reason: RunSkipReason }> = []
  for (const row of planned) {
    const now = locked.get(row.caseId)
    if (!now || now.closedAt !== null) skipped.push({ caseId: row.caseId, reason: 'closed' })
    // Held by someone else than planned, or no longer what the rule takes (moved to another team,
    // out of the owner's reach, paid where it asks for overdue days): a hand got there first.
    else if (now.ownerId !== row.fromId || !now.matches)
      skipped.push({ caseId: row.caseId, reason: 'changed' })
    else moved.push({ item: now, ownerId: row.memberId })
  }
  return { moved, skipped }
}

/**
 * One batch of a run, in one transaction, if the run goes on (goesOn): its next planned cases (those no
 * other process has in hand), locked in id order, each moved through
 * the allocation's write or left with its reason, their outcomes written and the run's figures and
 * heartbeat renewed. Answers how many it took.
 */
async function applyBatch(tx: Transaction, batch: BatchContext): Promise<number> {
  const owner = await goesOn(tx, batch)
  if (!owner) return 0
  const planned = await tx
    .select({
      caseId: automaticRuleRunCases.caseId,
      memberId: automaticRuleRunCases.memberId,
      fromId: automaticRuleRunCases.fromId,
    })
    .from(automaticRuleRunCases)
    .where(and(eq(automaticRuleRunCases.runId, batch.runId), eq(automaticRuleRunCases.outcome, 'planned')))
    .orderBy(asc(automaticRuleRunCases.caseId))
    .limit(batch.batchSize)
    .for('update', { skipLocked: true })
  if (planned.length === 0) return 0
  const rows = await tx
    .select({
      id: cases.id,
      caseNo: cases.caseNo,
      ownerId: cases.ownerId,
      closedAt: cases.closedAt,
      lifecycle: cases.lifecycle,
      matches: sql<boolean>`coalesce(${ruleCasesWhere(batch.definition, reachOf(owner), batch.clock())}, false)`,
    })
    .from(cases)
    .where(
      inArray(
        cases.id,
        planned.map((row) => row.caseId),
      ),
    )
    .orderBy(asc(cases.id))
    .for('update')
  const locked = new Map(rows.map((row) => [row.id, { ...row, lifecycle: row.lifecycle as StoredLifecycle }]))
  const { moved, skipped } = sortOut(planned, locked)
  const actor = { userId: owner.userId, clientMutationId: null, rule: batch.note }
  if (moved.length > 0) {
    if (batch.toTeamId !== null)
      await writeAllocation(tx, { teamId: batch.toTeamId, way: 'automatic' }, moved, actor)
    else
      await writeRetrieval(
        tx,
        moved.map(({ item }) => item),
        actor,
      )
  }
  const outcomes = [
    ...moved.map(({ item }) => ({ case_id: item.id, outcome: 'moved', reason: null })),
    ...skipped.map(({ caseId, reason }) => ({ case_id: caseId, outcome: 'skipped', reason })),
  ]
  await tx.execute(sql`
    update automatic_rule_run_cases set outcome = v.outcome, reason = v.reason
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(case_id bigint, outcome text, reason text)
    where automatic_rule_run_cases.run_id = ${batch.runId} and automatic_rule_run_cases.case_id = v.case_id`)
  await addToRun(tx, batch.runId, { moved: moved.length, skipped, heartbeatAt: batch.clock() })
  return planned.length
}

/** Adds a batch's figures to its run's (the caller holds the run's row), its skipped cases by reason. */
async function addToRun(
  tx: Transaction,
  runId: string,
  batch: { moved: number; skipped: ReadonlyArray<{ reason: RunSkipReason }>; heartbeatAt: Date },
) {
  const [run] = await tx
    .select({ skippedReasons: automaticRuleRuns.skippedReasons })
    .from(automaticRuleRuns)
    .where(eq(automaticRuleRuns.id, runId))
  const counts: Partial<Record<RunSkipReason, number>> = {}
  for (const { reason, count } of (run?.skippedReasons ?? []) as SkippedCount[]) counts[reason] = count
  for (const { reason } of batch.skipped) counts[reason] = (counts[reason] ?? 0) + 1
  await tx
    .update(automaticRuleRuns)
    .set({
      moved: sql`${automaticRuleRuns.moved} + ${batch.moved}`,
      skipped: sql`${automaticRuleRuns.skipped} + ${batch.skipped.length}`,
      skippedReasons: countsOf(counts),
      heartbeatAt: batch.heartbeatAt,
    })
    .where(eq(automaticRuleRuns.id, runId))
}

/**
 * Ends a running run as done or failed, once, and tells its owner. A failed run's cases still planned
 * are left as they are, recorded skipped as stopped: the rule's next run plans them again.
 */
async function endRun(db: Database, runId: string, clock: RunClock, failure?: Failure) {
  await inWriteTransaction(db, async (tx) => {
    const at = clock()
    const ended = await tx
      .update(automaticRuleRuns)
      .set({
        status: failure ? 'failed' : 'done',
        finishedAt: at,
        heartbeatAt: at,
        durationMs: sql`greatest(0, round(extract(epoch from (${at.toISOString()}::timestamptz - ${automaticRuleRuns.startedAt})) * 1000))::int`,
        ...(failure ? { error: failure.code, errorParams: failure.params } : {}),
      })
      .where(and(eq(automaticRuleRuns.id, runId), eq(automaticRuleRuns.status, 'running')))
      .returning({ id: automaticRuleRuns.id })
    if (ended.length === 0) return
    if (failure) {
      const stopped = await tx
        .update(automaticRuleRunCases)
        .set({ outcome: 'skipped', reason: 'stopped' })
        .where(and(eq(automaticRuleRunCases.runId, runId), eq(automaticRuleRunCases.outcome, 'planned')))
        .returning({ caseId: automaticRuleRunCases.caseId })
      const skipped = stopped.map(() => ({ reason: 'stopped' as const }))
      if (skipped.length > 0) await addToRun(tx, runId, { moved: 0, skipped, heartbeatAt: at })
    }
    await tellOwner(tx, runId)
  })
}

/**
 * Moves a claimed run's planned cases, a batch at a time, then ends it. Before each batch it asks
 * whether the run goes on: a rule paused or archived meanwhile, or an owner who may no longer run it,
 * ends the run failed with why. A batch that fails rolls back whole (its cases untouched) and the run
 * is recorded failed with why, its owner told; the rule's next run plans its cases again. Two
 * processes on one run (one taken over while slow) take its batches in turn (the run's row lock),
 * never moving a case twice; the one that finds none left ends it. Answers what failed a batch,
 * for the caller to log where it was no refusal of the cases (the database, the server).
 */
export async function applyRun(
  db: Database,
  runId: string,
  settings: RunSettings,
  clock: RunClock,
): Promise<unknown> {
  const [run] = await db
    .select({
      ruleId: automaticRuleRuns.ruleId,
      version: automaticRuleRuns.version,
      status: automaticRuleRuns.status,
    })
    .from(automaticRuleRuns)
    .where(eq(automaticRuleRuns.id, runId))
  if (run?.status !== 'running') return
  const definition = await definitionOf(db, run.ruleId, run.version)
  const batch: BatchContext = {
    runId,
    ruleId: run.ruleId,
    definition,
    toTeamId: definition.action === 'allocate' ? (definition.toTeamId ?? null) : null,
    note: { ruleId: run.ruleId, version: run.version, runId },
    batchSize: settings.batchSize,
    clock,
  }
  for (;;) {
    let taken: number
    try {
      taken = await inWriteTransaction(db, (tx) => applyBatch(tx, batch))
    } catch (error) {
      await endRun(db, runId, clock, failureOf(error))
      return error
    }
    if (taken === 0) break
  }
  // None left to this process: done, unless another still has some in hand (it ends the run).
  const [inHand] = await db
    .select({ caseId: automaticRuleRunCases.caseId })
    .from(automaticRuleRunCases)
    .where(and(eq(automaticRuleRunCases.runId, runId), eq(automaticRuleRunCases.outcome, 'planned')))
    .limit(1)
  if (!inHand) await endRun(db, runId, clock)
  return undefined
}

/**
 * Takes over the runs whose process died (running, heartbeat older than the stale time), one at a
 * time and each by one process (skip locked), and moves what they still have planned; a run begun
 * longer ago than the catch-up window is too old to finish (its cases may no longer be what its rule
 * took) and ends interrupted, its cases left for the rule's next run. `clock` is the tick's.
 */
export async function recoverStaleRuns(
  db: Database,
  settings: RunSettings & { catchUpMs: number },
  clock: RunClock,
  failures: unknown[],
): Promise<string[]> {
  const recovered: string[] = []
  for (;;) {
    const now = clock()
    const staleBefore = new Date(now.getTime() - settings.staleAfterMs).toISOString()
    const taken = executedRows<{ id: string; started_at: Date | string }>(
      await db.execute(sql`
        update automatic_rule_runs set heartbeat_at = ${now.toISOString()}::timestamptz
        where id = (
          select id from automatic_rule_runs
          where status = 'running' and heartbeat_at < ${staleBefore}::timestamptz
          order by heartbeat_at limit 1
          for update skip locked)
        returning id, started_at`),
    )
    const [run] = taken
    if (!run) return recovered
    recovered.push(run.id)
    if (now.getTime() - new Date(run.started_at).getTime() > settings.catchUpMs)
      await endRun(db, run.id, clock, { code: 'automaticRule.interrupted', params: {} })
    else {
      const failure = await applyRun(db, run.id, settings, clock)
      if (failure) failures.push(failure)
    }
  }
}
