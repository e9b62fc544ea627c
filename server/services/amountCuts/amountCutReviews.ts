import { and, eq, lt, sql } from 'drizzle-orm'
import { decideFinanceReview, type StoredFinanceReview } from '../../../machines/financeDecisions.ts'
import type { FinanceReviewEvent } from '../../../machines/financeReview.ts'
import type { AmountCutSettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { amountCuts } from '../../database/schema/amountCuts.ts'
import { type Actor, recordTransition } from '../transitions.ts'

const system: Actor = { userId: null, clientMutationId: null }

/** Saves an allowed step of a cut's review with the columns derived from it, and records it. */
export async function applyCutReviewEvent(
  tx: Transaction,
  cutId: number,
  stored: StoredFinanceReview,
  event: FinanceReviewEvent,
  actor: Actor,
): Promise<StoredFinanceReview | null> {
  const decision = decideFinanceReview(stored, event)
  if (!decision.allowed) return null
  const to = decision.to
  await tx
    .update(amountCuts)
    .set({
      lifecycle: to,
      status: to.value === 'new' ? 'pending' : to.value,
      reviewerId: to.context.reviewerId,
      rejection: to.context.rejection,
      decidedAt: sql`now()`,
    })
    .where(eq(amountCuts.id, cutId))
  await recordTransition(tx, { type: 'amountCut', id: cutId }, decision, event, actor)
  return to
}

const expiry = (settings: AmountCutSettings, requestedAt: Date, now: Date): FinanceReviewEvent => ({
  type: 'EXPIRE',
  pendingForMs: now.getTime() - requestedAt.getTime(),
  expiresAfterMs: settings.expiresAfterMs,
})

/** Expires a case's pending cut that waited too long (by the system), before another is asked for. */
export async function expireStaleOnCase(tx: Transaction, settings: AmountCutSettings, caseId: number) {
  const now = new Date()
  const pending = await tx
    .select({ id: amountCuts.id, lifecycle: amountCuts.lifecycle, requestedAt: amountCuts.requestedAt })
    .from(amountCuts)
    .where(and(eq(amountCuts.caseId, caseId), eq(amountCuts.status, 'pending')))
    .for('update')
  for (const row of pending)
    await applyCutReviewEvent(
      tx,
      row.id,
      row.lifecycle as StoredFinanceReview,
      expiry(settings, row.requestedAt, now),
      system,
    )
}

/** How many cuts one sweep expires; the next sweep takes the rest. */
const sweepBatch = 500

/**
 * Expires the cuts pending past their configured time, each through the review machine and recorded
 * as the system's. Rows another process holds are skipped, so sweeps in several processes at once never
 * expire one twice.
 */
export function expireStaleCuts(db: Database, settings: AmountCutSettings, now = new Date()) {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: amountCuts.id, lifecycle: amountCuts.lifecycle, requestedAt: amountCuts.requestedAt })
      .from(amountCuts)
      .where(
        and(
          eq(amountCuts.status, 'pending'),
          lt(amountCuts.requestedAt, new Date(now.getTime() - settings.expiresAfterMs)),
        ),
      )
      .limit(sweepBatch)
      .for('update', { skipLocked: true })
    for (const row of stale)
      await applyCutReviewEvent(
        tx,
        row.id,
        row.lifecycle as StoredFinanceReview,
        expiry(settings, row.requestedAt, now),
        system,
      )
    return stale.length > 0 ? { amountCuts: stale.length } : undefined
  })
}
