import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import {
  addSimCards,
  allocateSimCard,
  deactivateSimCard,
  reactivateSimCard,
  removeSimCard,
  retrieveSimCard,
} from '../../contract/simCards.ts'
import { type SimCardEvent, simCardMachine } from '../../machines/simCard.ts'
import { simCards } from '../../server/database/schema/simCards.ts'
import { playPathsOnService, statusAnswer } from '../support/servicePaths.ts'
import { addCard, collectorIn, freshTeam, newCardNumber, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The SIM card machine's graph played against the real service (issue 27), on paths that take every
// transition: each on a card the office manager adds, allocated to a collector of a new team, through
// the SIM records' calls.

let server: TestServer
let office: string
beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
})
afterAll(() => server?.close())

/** The model's holder: each path allocates to a new collector, put in its place when compared. */
const holder = -1

interface Card {
  cardId?: number
  member: { userId: number; teamId: number }
}

describe('the SIM card machine, played against the service', () => {
  it('every transition it defines is taken through the calls, and every event it refuses is refused with nothing written', async () => {
    const cardLimit = server.config.simCards.cardsPerMember
    const events: SimCardEvent[] = [
      { type: 'ADD' },
      // The service counts the holder's cards and reads the limit itself: a new collector holds none.
      { type: 'ALLOCATE', memberId: holder, cardsHeld: 0, cardLimit },
      { type: 'ALLOCATE', memberId: holder, cardsHeld: cardLimit, cardLimit },
      { type: 'RETRIEVE' },
      { type: 'DEACTIVATE', reason: 'blocked', description: '' },
      { type: 'DEACTIVATE', reason: 'other', description: 'Lost on the bus' },
      { type: 'DEACTIVATE', reason: 'other', description: ' ' },
      { type: 'REACTIVATE' },
      { type: 'REMOVE' },
    ]
    const on = (card: Card) => ({ cardId: card.cardId!, ...write() })
    const allocate = (card: Card, cardId: number) =>
      server.call(
        allocateSimCard,
        { cardId, teamId: card.member.teamId, memberId: card.member.userId, ...write() },
        { token: office },
      )
    const call = async (card: Card, event: SimCardEvent) => {
      switch (event.type) {
        case 'ADD': {
          const answer = await server.call(
            addSimCards,
            { cardNumbers: [newCardNumber()], ...write() },
            { token: office },
          )
          card.cardId = answer.body.data.added?.[0]?.id
          return statusAnswer(answer, (data) => data.added[0]!)
        }
        case 'ALLOCATE': {
          // She holds as many cards as the event says: others given to her first, taken back after.
          const others = []
          const [holding] = await server.db
            .select({ n: count() })
            .from(simCards)
            .where(eq(simCards.holderId, card.member.userId))
          for (let held = holding!.n; held < event.cardsHeld; held++) {
            others.push(await addCard(server, office))
            expect((await allocate(card, others.at(-1)!)).status).toBe(200)
          }
          const answer = await allocate(card, card.cardId!)
          for (const other of others)
            await server.call(retrieveSimCard, { cardId: other, ...write() }, { token: office })
          return statusAnswer(answer)
        }
        case 'RETRIEVE':
          return statusAnswer(await server.call(retrieveSimCard, on(card), { token: office }))
        case 'DEACTIVATE':
          return statusAnswer(
            await server.call(
              deactivateSimCard,
              { ...on(card), reason: event.reason, description: event.description },
              { token: office },
            ),
          )
        case 'REACTIVATE':
          return statusAnswer(await server.call(reactivateSimCard, on(card), { token: office }))
        case 'REMOVE':
          // The removal answers the number freed, not a row: the card is gone (stored, it is checked so).
          return { status: (await server.call(removeSimCard, on(card), { token: office })).status }
      }
    }
    const run = await playPathsOnService<Card>(server, {
      kind: 'simCard',
      machine: simCardMachine,
      events: events as EventObject[],
      begin: async () => {
        const teamId = await freshTeam(server)
        return { member: { userId: (await collectorIn(server, teamId)).userId, teamId } }
      },
      idOf: (card) => card.cardId,
      // A card added by mistake is deleted, so its number may be added again (decision 0035).
      goneIn: ['removed'],
      // Adding again adds another card: there is no way to send ADD to one added, nor else to one not.
      send: async (card, sent) =>
        (sent.type === 'ADD') === (card.cardId === undefined) ? call(card, sent as SimCardEvent) : null,
      standIns: (card) => new Map([[holder, card.member.userId]]),
    })
    expect(run.covered).toEqual(run.defined)
  }, 120_000)
})
