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
import { playPathsOnService } from '../support/servicePaths.ts'
import { collectorIn, freshTeam, newCardNumber, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The SIM card machine's graph played against the real service (issue 27): every edge, each on a card
// the office manager adds, allocated to a collector of a new team, through the SIM records' calls.

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
    const events: SimCardEvent[] = [
      { type: 'ADD' },
      // The service counts the holder's cards and reads the limit itself: a new collector holds none of 1.
      { type: 'ALLOCATE', memberId: holder, cardsHeld: 0, cardLimit: 1 },
      { type: 'RETRIEVE' },
      { type: 'DEACTIVATE', reason: 'blocked', description: '' },
      { type: 'DEACTIVATE', reason: 'other', description: 'Lost on the bus' },
      { type: 'REACTIVATE' },
      { type: 'REMOVE' },
    ]
    const on = (card: Card) => ({ cardId: card.cardId!, ...write() })
    const call = async (card: Card, event: SimCardEvent) => {
      switch (event.type) {
        case 'ADD':
          throw new Error('ADD makes the card')
        case 'ALLOCATE':
          return server.call(
            allocateSimCard,
            { ...on(card), teamId: card.member.teamId, memberId: card.member.userId },
            { token: office },
          )
        case 'RETRIEVE':
          return server.call(retrieveSimCard, on(card), { token: office })
        case 'DEACTIVATE':
          return server.call(
            deactivateSimCard,
            { ...on(card), reason: event.reason, description: event.description },
            { token: office },
          )
        case 'REACTIVATE':
          return server.call(reactivateSimCard, on(card), { token: office })
        case 'REMOVE':
          return server.call(removeSimCard, on(card), { token: office })
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
      send: async (card, sent) => {
        const event = sent as SimCardEvent
        if (event.type === 'ADD') {
          // Adding again adds another card: there is no way to send ADD to one already added.
          if (card.cardId !== undefined) return null
          const answer = await server.call(
            addSimCards,
            { cardNumbers: [newCardNumber()], ...write() },
            { token: office },
          )
          card.cardId = answer.body.data.added?.[0]?.id
          return answer.status
        }
        return (await call(card, event)).status
      },
      asStored: (card, stored) => {
        const context = stored.context as { holderId: number | null }
        return {
          value: stored.value,
          context: {
            ...context,
            holderId: context.holderId === holder ? card.member.userId : context.holderId,
          },
        }
      },
    })
    expect(run.covered).toEqual(run.defined)
  }, 120_000)
})
