import { eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { simCardActions } from '../../../contract/simCardActions.ts'
import type {
  addSimCards,
  allocateSimCard,
  deactivateSimCard,
  reactivateSimCard,
  retrieveSimCard,
} from '../../../contract/simCards.ts'
import type { SimCardEvent } from '../../../machines/simCard.ts'
import { decideSimCard, newSimCard } from '../../../machines/simDecisions.ts'
import type { ServerConfig } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { simCards } from '../../database/schema/simCards.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransitionOfEach } from '../transitions.ts'
import { endCodeRequestsOnCard } from './codeRequestEndings.ts'
import { applySimCardEvent, lockSimCard } from './simCardLifecycleWrites.ts'
import { cardsHeldBy, selectSimCardRows, simCardRowOf, toSimCardRow } from './simCardRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** Adds cards, all or none: a number given twice or already in the office refuses the addition, naming each. */
export function addCards(db: Database, user: SignedInUser, input: Input<typeof addSimCards>) {
  // New cards come into the office's stock, which every card keeper gives from.
  assertMayOnRow(simCardActions.addCards.whoMay, user, { teamId: null })
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'sim.add', input },
    async (tx) => {
      const seen = new Set<string>()
      const repeated = new Set<string>()
      for (const number of input.cardNumbers) (seen.has(number) ? repeated : seen).add(number)
      const existing = await tx
        .select({ cardNumber: simCards.cardNumber })
        .from(simCards)
        .where(inArray(simCards.cardNumber, [...seen]))
      for (const row of existing) repeated.add(row.cardNumber)
      if (repeated.size > 0)
        throw new AppError('simCard.duplicate', {
          params: { numbers: [...repeated].join(', ') },
          data: { duplicates: [...repeated] },
        })
      const event: SimCardEvent = { type: 'ADD' }
      const decision = decideSimCard(newSimCard(), event)
      if (!decision.allowed) throw new Error('the card machine refuses to add a new card')
      const added = await tx
        .insert(simCards)
        .values(
          [...seen].map((cardNumber) => ({
            cardNumber,
            lifecycle: decision.to,
            status: 'unallocated' as const,
          })),
        )
        .returning({ id: simCards.id })
      const ids = added.map(({ id }) => id)
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordTransitionOfEach(tx, 'simCard', ids, decision, event, actor)
      // One read for the whole paste: a row each, in the order the numbers were given.
      const rows = await selectSimCardRows(tx).where(inArray(simCards.id, ids)).orderBy(simCards.id)
      return { added: rows.map(toSimCardRow) }
    },
  )
}

/** One write on one card: applied once per client id, the card locked for this user, its event recorded. */
function writeOnCard(
  db: Database,
  user: SignedInUser,
  path: string,
  input: { cardId: number; clientMutationId: string },
  eventOf: (tx: Transaction) => Promise<{ event: SimCardEvent; teamId?: number | null }>,
) {
  return applyOnce(db, { id: input.clientMutationId, userId: user.userId, path, input }, async (tx) => {
    const locked = await lockSimCard(tx, input.cardId, user)
    const { event, teamId } = await eventOf(tx)
    const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
    await applySimCardEvent(tx, locked, event, actor, teamId)
    // A card that leaves its holder takes her pending code requests with it: no code read on it
    // later may reach her.
    if (event.type === 'RETRIEVE' || event.type === 'DEACTIVATE')
      await endCodeRequestsOnCard(tx, locked.id, event.type, actor)
    return simCardRowOf(tx, locked.id)
  })
}

/** The member a card goes to: active, in the chosen team, and in the user's own team if they have one. */
export async function memberOfTeam(
  tx: Transaction,
  user: SignedInUser,
  teamId: number,
  memberId: number,
): Promise<{ id: number; teamId: number }> {
  assertMayOnRow(simCardActions.allocate.whoMay, user, { teamId })
  const [member] = await tx
    .select({ id: users.id, teamId: users.teamId, status: users.status })
    .from(users)
    .where(eq(users.id, memberId))
  if (member?.status !== 'active' || member.teamId !== teamId) throw new AppError('simCard.memberNotInTeam')
  return { id: member.id, teamId }
}

export function allocateCard(
  db: Database,
  config: ServerConfig,
  user: SignedInUser,
  input: Input<typeof allocateSimCard>,
) {
  return writeOnCard(db, user, 'sim.allocate', input, async (tx) => {
    const member = await memberOfTeam(tx, user, input.teamId, input.memberId)
    // Count under a lock on the member's row, so two allocations to one member cannot both pass.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('no key update')
    const event: SimCardEvent = {
      type: 'ALLOCATE',
      memberId: member.id,
      cardsHeld: await cardsHeldBy(tx, member.id),
      cardLimit: config.simCards.cardsPerMember,
    }
    return { event, teamId: member.teamId }
  })
}

export const retrieveCard = (db: Database, user: SignedInUser, input: Input<typeof retrieveSimCard>) =>
  writeOnCard(db, user, 'sim.retrieve', input, async () => ({ event: { type: 'RETRIEVE' } }))

export const deactivateCard = (db: Database, user: SignedInUser, input: Input<typeof deactivateSimCard>) =>
  writeOnCard(db, user, 'sim.deactivate', input, async () => ({
    event: {
      type: 'DEACTIVATE',
      reason: input.reason,
      description: input.reason === 'other' ? input.description : '',
    },
  }))

export const reactivateCard = (db: Database, user: SignedInUser, input: Input<typeof reactivateSimCard>) =>
  writeOnCard(db, user, 'sim.reactivate', input, async () => ({ event: { type: 'REACTIVATE' } }))
