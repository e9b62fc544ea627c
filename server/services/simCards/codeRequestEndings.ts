import { and, eq } from 'drizzle-orm'
import type { StoredOtpApplication } from '../../../machines/simDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { otpApplications, simCards } from '../../database/schema/simCards.ts'
import { produce } from '../messages/index.ts'
import type { Actor } from '../transitions.ts'
import { applyOtpEvent } from './otpLifecycleWrites.ts'

/** A code request as its ending needs it: where it stands, who asked, and on which card. */
export interface CodeRequestOfCard {
  id: number
  lifecycle: StoredOtpApplication
  applicantId: number
  cardNumber: string
}

/** The card's event that took it from its holder, as the code request's machine records it. */
export type CardLeaving = 'RETRIEVE' | 'DEACTIVATE'

/** Tells the member who asked how her request ended, in her language when she reads it. */
export async function tellAsker(
  tx: Transaction,
  request: Pick<CodeRequestOfCard, 'id' | 'applicantId' | 'cardNumber'>,
  status: 'failed' | 'cancelled',
) {
  const [applicant] = await tx
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, request.applicantId))
  await produce.otpApplication(
    tx,
    { userId: request.applicantId, applicationId: request.id },
    { applicantName: applicant?.name ?? '', cardNumber: request.cardNumber, status, reason: null },
  )
}

/**
 * Ends one pending request whose card left the member who asked (CARD_LEFT, recorded in the caller's
 * transaction), and tells her: a code read on the card later would reach someone who no longer holds it.
 */
export async function endCodeRequest(
  tx: Transaction,
  request: CodeRequestOfCard,
  cardEvent: CardLeaving,
  actor: Actor,
): Promise<void> {
  const to = await applyOtpEvent(tx, request.id, request.lifecycle, { type: 'CARD_LEFT', cardEvent }, actor)
  if (to?.value === 'cancelled') await tellAsker(tx, request, 'cancelled')
}

/**
 * Ends every pending code request on a card as it is retrieved or deactivated, in the same
 * transaction. The card is locked first (lockSimCard), then its requests: sending a code locks only
 * the request, so the two never wait on each other in opposite orders.
 */
export async function endCodeRequestsOnCard(
  tx: Transaction,
  cardId: number,
  cardEvent: CardLeaving,
  actor: Actor,
): Promise<void> {
  const pending = await tx
    .select({
      id: otpApplications.id,
      lifecycle: otpApplications.lifecycle,
      applicantId: otpApplications.applicantId,
      cardNumber: simCards.cardNumber,
    })
    .from(otpApplications)
    .innerJoin(simCards, eq(simCards.id, otpApplications.cardId))
    .where(and(eq(otpApplications.cardId, cardId), eq(otpApplications.status, 'pending')))
    .orderBy(otpApplications.id)
    .for('update', { of: otpApplications })
  for (const request of pending)
    await endCodeRequest(
      tx,
      { ...request, lifecycle: request.lifecycle as StoredOtpApplication },
      cardEvent,
      actor,
    )
}
