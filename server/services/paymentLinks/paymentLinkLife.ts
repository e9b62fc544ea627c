import { and, eq, lt, sql } from 'drizzle-orm'
import type { PaymentLinkEvent } from '../../../machines/paymentLink.ts'
import { decidePaymentLink, type StoredPaymentLink } from '../../../machines/paymentLinkDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { paymentLinks } from '../../database/schema/paymentLinks.ts'
import { type Actor, recordTransition } from '../transitions.ts'

const system: Actor = { userId: null, clientMutationId: null }

/** Saves an allowed step of a link with the columns derived from it, and records it; null when refused. */
export async function applyLinkEvent(
  tx: Transaction,
  linkId: number,
  stored: StoredPaymentLink,
  event: PaymentLinkEvent,
  actor: Actor,
): Promise<StoredPaymentLink | null> {
  const decision = decidePaymentLink(stored, event)
  if (!decision.allowed) return null
  const to = decision.to
  await tx
    .update(paymentLinks)
    .set({
      lifecycle: to,
      status: to.value === 'new' ? 'active' : to.value,
      repaymentId: to.context.repaymentId,
      endedAt: to.value === 'active' ? null : sql`now()`,
    })
    .where(eq(paymentLinks.id, linkId))
  await recordTransition(tx, { type: 'paymentLink', id: linkId }, decision, event, actor)
  return to
}

/** A link lives the life it was given when made (its expires_at), whatever the setting became since. */
const expiry = (row: { generatedAt: Date; expiresAt: Date }, now: Date): PaymentLinkEvent => ({
  type: 'EXPIRE',
  activeForMs: now.getTime() - row.generatedAt.getTime(),
  expiresAfterMs: row.expiresAt.getTime() - row.generatedAt.getTime(),
})

const lifeColumns = {
  id: paymentLinks.id,
  lifecycle: paymentLinks.lifecycle,
  generatedAt: paymentLinks.generatedAt,
  expiresAt: paymentLinks.expiresAt,
}

/** Expires a case's active link that outlived its life (by the system), before another is made. */
export async function expireStaleOnCase(tx: Transaction, caseId: number) {
  const now = new Date()
  const active = await tx
    .select(lifeColumns)
    .from(paymentLinks)
    .where(and(eq(paymentLinks.caseId, caseId), eq(paymentLinks.status, 'active')))
    .for('update')
  for (const row of active)
    await applyLinkEvent(tx, row.id, row.lifecycle as StoredPaymentLink, expiry(row, now), system)
}

/** How many links one sweep expires; the next sweep takes the rest. */
const sweepBatch = 500

/**
 * Expires the links active past their life, each through the link's machine and recorded as the
 * system's. Rows another process holds are skipped, so sweeps in several processes never expire one twice.
 */
export function expireStaleLinks(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select(lifeColumns)
      .from(paymentLinks)
      .where(and(eq(paymentLinks.status, 'active'), lt(paymentLinks.expiresAt, now)))
      .limit(sweepBatch)
      .for('update', { skipLocked: true })
    for (const row of stale)
      await applyLinkEvent(tx, row.id, row.lifecycle as StoredPaymentLink, expiry(row, now), system)
    return stale.length > 0 ? { paymentLinks: stale.length } : undefined
  })
}
