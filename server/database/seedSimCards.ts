import { eq, isNotNull } from 'drizzle-orm'
import { decideSimCard, newSimCard } from '../../machines/simDecisions.ts'
import type { AreaSeed } from './areaSeed.ts'
import type { Database } from './connect.ts'
import { demoCountryOf } from './demoCountries.ts'
import { users } from './schema/accounts.ts'
import { transitions } from './schema/audit.ts'
import { simCards } from './schema/simCards.ts'
import { teams } from './schema/system.ts'

/** Cards the office keeps for each team's country, beyond the ones given out. */
const sparePerTeam = 4

/**
 * The demo collectors have held their cards for a week: a call they save on seeding day is then plainly
 * made with the card, never in the minute the card was handed over.
 */
const heldForMs = 7 * 86_400_000

/**
 * The office's SIM cards for the demo: for each team some cards of its country (a Mexican card
 * answers on a +52 number, a Nigerian one on +234; the card number is its ICCID, 89 then the
 * country's code), and each demo collector holding one, allocated through the SIM card machine
 * with its transition recorded as the system's, a week before the seeding.
 */
export async function seedSimCards(db: Database): Promise<void> {
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(teams.id)
  const members = await db
    .select({
      id: users.id,
      teamId: users.teamId,
      cc: users.cc,
      roleId: users.roleId,
      username: users.username,
    })
    .from(users)
    .where(isNotNull(users.teamId))
    .orderBy(users.id)
  let serial = 0
  const cardOf = (country: 'MX' | 'NG') => {
    serial += 1
    const tail = String(serial).padStart(7, '0')
    return country === 'NG'
      ? { cardNumber: `8923401${String(serial).padStart(12, '0')}`, currentNumber: `234803${tail}` }
      : {
          cardNumber: `8952020${String(serial).padStart(12, '0')}`,
          currentNumber: `5255${String(serial).padStart(8, '0')}`,
        }
  }
  const allocatedAt = new Date(Date.now() - heldForMs)
  await db.transaction(async (tx) => {
    for (const team of teamRows) {
      const country = demoCountryOf(
        members.find((member) => member.teamId === team.id)?.cc ??
          (team.name.startsWith('Lagos') ? 'NG' : 'MX'),
      )
      const added = decideSimCard(newSimCard(), { type: 'ADD' })
      if (!added.allowed) throw new Error('the card machine refuses to add a new card')
      const lifecycle = added.to
      await tx.insert(simCards).values(
        Array.from({ length: sparePerTeam }, () => ({
          ...cardOf(country),
          lifecycle,
          status: 'unallocated' as const,
        })),
      )
      for (const member of members.filter(
        (m) => m.teamId === team.id && m.username.startsWith('collector'),
      )) {
        const [card] = await tx
          .insert(simCards)
          .values({
            ...cardOf(demoCountryOf(member.cc)),
            lifecycle,
            status: 'unallocated',
            addedAt: allocatedAt,
          })
          .returning({ id: simCards.id })
        const event = { type: 'ALLOCATE', memberId: member.id, cardsHeld: 0, cardLimit: 1 } as const
        const decision = decideSimCard(lifecycle, event)
        if (!decision.allowed) throw new Error('a new card is allocated to a member holding none')
        await tx
          .update(simCards)
          .set({
            lifecycle: decision.to,
            status: 'allocated',
            holderId: member.id,
            teamId: team.id,
            allocatedAt,
            updatedAt: allocatedAt,
          })
          .where(eq(simCards.id, card!.id))
        const { type, ...payload } = event
        await tx.insert(transitions).values({
          entityType: 'simCard',
          entityId: card!.id,
          machine: decision.machine,
          fromState: decision.from,
          eventType: type,
          eventPayload: payload,
          toState: decision.to,
          actorId: null,
          at: allocatedAt,
        })
      }
    }
  })
}

export const simCardsSeed: AreaSeed = { area: 'simCards', seed: seedSimCards }
