import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { removeSimCard } from '../../../contract/simCards.ts'
import type { SimCardEvent } from '../../../machines/simCard.ts'
import { decideSimCard } from '../../../machines/simDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { collectionRecords } from '../../database/schema/cases.ts'
import { otpApplications, simApplications, simCards } from '../../database/schema/simCards.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition } from '../transitions.ts'
import { lockSimCard } from './simCardLifecycleWrites.ts'

/** Whether anything the office keeps names the card: an application given it, a code request, a call. */
async function cardWasUsed(tx: Transaction, cardId: number): Promise<boolean> {
  const [application, codeRequest, record] = await Promise.all([
    tx
      .select({ id: simApplications.id })
      .from(simApplications)
      .where(eq(simApplications.cardId, cardId))
      .limit(1),
    tx
      .select({ id: otpApplications.id })
      .from(otpApplications)
      .where(eq(otpApplications.cardId, cardId))
      .limit(1),
    tx
      .select({ id: collectionRecords.id })
      .from(collectionRecords)
      .where(eq(collectionRecords.simCardId, cardId))
      .limit(1),
  ])
  return application.length + codeRequest.length + record.length > 0
}

/**
 * Removes an unallocated card added by mistake (a wrong number typed or pasted): the card machine
 * decides it (REMOVE, since simCard@3), the removal is recorded like every change of the card, and the row
 * goes, so the right number can be added. A card that anything names (it was given, asked a code of,
 * called with) is history and stays: it is deactivated instead (docs/decisions/0035).
 */
export function removeCard(
  db: Database,
  user: SignedInUser,
  input: z.output<(typeof removeSimCard)['input']>,
) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.remove', input },
    async (tx) => {
      const locked = await lockSimCard(tx, input.cardId, user)
      const event: SimCardEvent = { type: 'REMOVE' }
      const decision = decideSimCard(locked.lifecycle, event)
      if (!decision.allowed) throw new AppError('simCard.notAllowed')
      if (await cardWasUsed(tx, locked.id)) throw new AppError('simCard.usedAlready')
      await recordTransition(tx, { type: 'simCard', id: locked.id }, decision, event, {
        userId: user.userId,
        clientMutationId: input.clientMutationId,
      })
      await tx.delete(simCards).where(eq(simCards.id, locked.id))
      return { cardId: locked.id, cardNumber: locked.cardNumber }
    },
  )
}
