import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { reachOf } from '../../../contract/policy.ts'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { holdsAsManyCardsAsAllowed } from '../../../contract/simCardLimit.ts'
import type { SimCardEvent } from '../../../machines/simCard.ts'
import { decideSimCard, type StoredSimCard } from '../../../machines/simDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { simCards } from '../../database/schema/simCards.ts'
import { AppError } from '../../http/errors.ts'
import { assertMayOnRow, reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { type Actor, recordTransition } from '../transitions.ts'

export interface LockedSimCard {
  id: number
  lifecycle: StoredSimCard
  teamId: number | null
  cardNumber: string
}

/** The cards, members and requests a user reaches (contract/policy.ts), by the column naming their team. */
export const simReachCondition = (user: SignedInUser, team: AnyPgColumn) =>
  reachCondition(reachOf(user), { team })

/** Locks a card for a write by this user: it must exist and, for a user in a team, be the team's. */
export async function lockSimCard(
  tx: Transaction,
  cardId: number,
  user: SignedInUser,
): Promise<LockedSimCard> {
  const [row] = await tx
    .select({
      id: simCards.id,
      lifecycle: simCards.lifecycle,
      teamId: simCards.teamId,
      cardNumber: simCards.cardNumber,
    })
    .from(simCards)
    .where(eq(simCards.id, cardId))
    .for('update')
  if (!row) throw new AppError('simCard.notFound')
  assertMayOnRow(simCardActions.allocate.whoMay, user, { teamId: row.teamId })
  return { ...row, lifecycle: row.lifecycle as StoredSimCard }
}

/**
 * Applies one event to a locked card through the SIM card machine: refused when the machine says no,
 * otherwise the snapshot and the columns derived from it change and the transition is recorded, all in
 * the caller's transaction. `teamId` is the holder's team, kept on allocation.
 */
export async function applySimCardEvent(
  tx: Transaction,
  locked: LockedSimCard,
  event: SimCardEvent,
  actor: Actor,
  teamId: number | null = null,
): Promise<LockedSimCard> {
  const decision = decideSimCard(locked.lifecycle, event)
  if (!decision.allowed) {
    if (
      event.type === 'ALLOCATE' &&
      locked.lifecycle.value === 'unallocated' &&
      holdsAsManyCardsAsAllowed(event.cardsHeld, event.cardLimit)
    )
      throw new AppError('simCard.cardLimit', { params: { limit: event.cardLimit } })
    throw new AppError('simCard.notAllowed')
  }
  const to = decision.to
  await tx
    .update(simCards)
    .set({
      lifecycle: to,
      // 'new' is the card before it exists, and a removed card has no row (simCardRemoval.ts): no
      // write through here ends in either.
      status: to.value === 'new' || to.value === 'removed' ? 'unallocated' : to.value,
      holderId: to.context.holderId,
      teamId:
        to.value === 'allocated' ? (event.type === 'ALLOCATE' ? teamId : sql`${simCards.teamId}`) : null,
      allocatedAt:
        event.type === 'ALLOCATE'
          ? sql`now()`
          : to.value === 'allocated'
            ? sql`${simCards.allocatedAt}`
            : null,
      deactivationReason: to.context.deactivation?.reason ?? null,
      deactivationDescription: to.context.deactivation?.description ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(simCards.id, locked.id))
  await recordTransition(tx, { type: 'simCard', id: locked.id }, decision, event, actor)
  return { ...locked, lifecycle: to, teamId: to.value === 'allocated' ? teamId : null }
}
