import { eq, sql } from 'drizzle-orm'
import { otpApplicationKey } from '../../../contract/simCardMessages.ts'
import type { OtpApplicationEvent } from '../../../machines/otpApplication.ts'
import { decideOtpApplication, type StoredOtpApplication } from '../../../machines/simDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { otpApplications } from '../../database/schema/simCards.ts'
import { markEventDone } from '../messages/index.ts'
import { type Actor, recordTransition } from '../transitions.ts'
import { codeKeepersOf } from './codeKeepers.ts'

/**
 * Applies one event to a code request through its machine: null when the machine refuses it,
 * otherwise the snapshot and the columns derived from it change and the transition is recorded, all
 * in the caller's transaction. A request that ends (answered, failed, expired, cancelled) is no longer
 * waiting for anyone's review: the messages that said so are marked read for everyone told.
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
  if (to.value !== 'new' && to.value !== 'pending') {
    const [applicant] = await tx
      .select({ teamId: users.teamId })
      .from(otpApplications)
      .innerJoin(users, eq(users.id, otpApplications.applicantId))
      .where(eq(otpApplications.id, applicationId))
    const keepers = await codeKeepersOf(tx, applicant?.teamId ?? null)
    await markEventDone(tx, keepers, otpApplicationKey(applicationId, 'pending'))
  }
  return to
}
