import { asc, sql } from 'drizzle-orm'
import { ruleRuns } from '../../../machines/automaticRuleDecisions.ts'
import type { RuleRunSettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { automaticRules } from '../../database/schema/automaticRules.ts'
import { AppError } from '../../http/errors.ts'
import { inWriteTransaction } from '../writeTransaction.ts'
import { definitionOf, lockRule, type RuleRecord } from './ruleRecords.ts'
import { applyRun, claimRun, recoverStaleRuns, runClock } from './ruleRuns.ts'
import { latestSlot } from './ruleSchedule.ts'

/** The scheduled time a rule is due for at `now`: its last, if it came after the rule was last activated and not too long ago. */
async function dueSlot(
  db: Database | Transaction,
  rule: RuleRecord,
  catchUpMs: number,
  now: Date,
): Promise<Date | null> {
  if (!ruleRuns(rule.lifecycle) || !rule.activeSince) return null
  const definition = await definitionOf(db, rule.id, rule.lifecycle.context.version)
  const slot = latestSlot(definition, now)
  if (!slot || slot.getTime() <= rule.activeSince.getTime()) return null
  return now.getTime() - slot.getTime() <= catchUpMs ? slot : null
}

/**
 * One tick of the automatic rules, at `now` (the periodic job's clock, or a test's): first the runs
 * whose process died are taken over and finished, then every active rule whose scheduled time has come
 * is claimed and run, once whatever the number of processes ticking (docs/decisions/0055). Answers what
 * it did, for the job's log, or nothing when nothing was due. A rule that fails does not keep the
 * others from running; what failed is thrown at the end, for the job to log.
 */
export async function runDueRules(db: Database, settings: RuleRunSettings, now: Date) {
  // One clock for the tick, from `now` on: each claim and heartbeat reads the time it happens at.
  const clock = runClock(now)
  const failures: unknown[] = []
  const recovered = await recoverStaleRuns(db, settings, clock, failures)
  const candidates = await db
    .select({
      id: automaticRules.id,
      ownerId: automaticRules.ownerId,
      teamId: automaticRules.teamId,
      lifecycle: automaticRules.lifecycle,
      activeSince: automaticRules.activeSince,
    })
    .from(automaticRules)
    .where(sql`${automaticRules.lifecycle}->>'value' = 'active'`)
    .orderBy(asc(automaticRules.id))
  const ran: string[] = []
  for (const candidate of candidates) {
    try {
      if (!(await dueSlot(db, candidate as RuleRecord, settings.catchUpMs, clock()))) continue
      // The rule's row is locked while its time is claimed: a change of it, or a run by hand, waits;
      // a rule changed meanwhile is due as it is now.
      const runId = await inWriteTransaction(db, async (tx) => {
        const rule = await lockRule(tx, candidate.id)
        const scheduledFor = await dueSlot(tx, rule, settings.catchUpMs, clock())
        if (!scheduledFor) return null
        return claimRun(tx, rule, { trigger: 'schedule', scheduledFor, startedById: null }, clock, settings)
      })
      if (!runId) continue
      ran.push(runId)
      const failure = await applyRun(db, runId, settings, clock)
      if (failure) failures.push(failure)
    } catch (error) {
      failures.push(error)
    }
  }
  // Refusals of the cases are the runs' own record; anything else is the server's to log.
  const unexpected = failures.filter((failure) => !(failure instanceof AppError))
  if (unexpected.length > 0)
    throw new AggregateError(unexpected, `automatic rules: ${unexpected.length} failed (${ran.length} ran)`)
  return recovered.length + ran.length > 0 ? { recovered, ran } : undefined
}
