import { eq, sql } from 'drizzle-orm'
import type { OtpApplicationEvent } from '../../../machines/otpApplication.ts'
import { decideOtpApplication, type StoredOtpApplication } from '../../../machines/simDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { otpApplications } from '../../database/schema/simCards.ts'
import { type Actor, recordTransition } from '../transitions.ts'

/**
 * Applies one event to a code request through its machine: null when the machine refuses it,
 * otherwise the snapshot and the columns derived from it change and the transition is recorded, all
 * in the caller's transaction.
 */
export async function applyOtpEvent(
  tx: Transaction,
  applicationId: number,
  stored: StoredOtpApplication,
  event: OtpApplicationEvent,
  actor: Actor,
): Promise<StoredOtpApplication | null> {
  const decision = decideOtpApplication(stored, event)
  if (!decision.allowed) return null
  const to = decision.to
  await tx
    .update(otpApplications)
    .set({
      lifecycle: to,
      status: to.value === 'new' ? 'pending' : to.value,
      ...(to.value === 'pending' ? {} : { answeredAt: sql`now()`, answeredBy: actor.userId }),
    })
    .where(eq(otpApplications.id, applicationId))
  await recordTransition(tx, { type: 'otpApplication', id: applicationId }, decision, event, actor)
  return to
}
