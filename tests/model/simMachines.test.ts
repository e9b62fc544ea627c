import { describe, expect, it } from 'vitest'
import { countWords, deactivationWordLimit } from '../../contract/wordCount.ts'
import { type OtpApplicationEvent, otpApplicationMachine } from '../../machines/otpApplication.ts'
import { type SimApplicationEvent, simApplicationMachine } from '../../machines/simApplication.ts'
import { type SimCardEvent, simCardMachine } from '../../machines/simCard.ts'
import {
  decideOtpApplication,
  decideSimApplication,
  decideSimCard,
  newOtpApplication,
  newSimApplication,
  newSimCard,
  type StoredSimCard,
} from '../../machines/simDecisions.ts'
import { otpApplicationVersions, simCardVersions } from '../../machines/simVersions.ts'
import { runModel } from '../support/machineModel.ts'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

const cardEvents: SimCardEvent[] = [
  { type: 'ADD' },
  { type: 'ALLOCATE', memberId: 7, cardsHeld: 0, cardLimit: 1 },
  { type: 'ALLOCATE', memberId: 8, cardsHeld: 1, cardLimit: 1 },
  { type: 'RETRIEVE' },
  { type: 'DEACTIVATE', reason: 'blocked', description: '' },
  { type: 'DEACTIVATE', reason: 'other', description: 'Lost on the bus' },
  { type: 'DEACTIVATE', reason: 'other', description: '   ' },
  { type: 'DEACTIVATE', reason: 'other', description: words(deactivationWordLimit) },
  { type: 'REACTIVATE' },
  { type: 'REMOVE' },
]

const applicationEvents: SimApplicationEvent[] = [
  { type: 'APPLY', applicantId: 3, reason: 'My card was stolen', pendingOfApplicant: 0 },
  { type: 'APPLY', applicantId: 3, reason: 'Again', pendingOfApplicant: 1 },
  { type: 'APPLY', applicantId: 3, reason: ' ', pendingOfApplicant: 0 },
  { type: 'PASS', cardId: 11 },
  { type: 'REJECT', rejection: 'No cards left' },
  { type: 'REJECT', rejection: '' },
  { type: 'EXPIRE', pendingForMs: 10, expiresAfterMs: 10 },
  { type: 'EXPIRE', pendingForMs: 9, expiresAfterMs: 10 },
]

const otpEvents: OtpApplicationEvent[] = [
  { type: 'REQUEST', applicantId: 3, requestsInWindow: 0, requestLimit: 3, maxAttempts: 2 },
  { type: 'REQUEST', applicantId: 3, requestsInWindow: 3, requestLimit: 3, maxAttempts: 2 },
  { type: 'SEND_CODE' },
  { type: 'NO_CODE' },
  { type: 'EXPIRE', pendingForMs: 10, expiresAfterMs: 10 },
  { type: 'EXPIRE', pendingForMs: 9, expiresAfterMs: 10 },
  { type: 'CARD_LEFT', cardEvent: 'RETRIEVE' },
  { type: 'CARD_LEFT', cardEvent: 'DEACTIVATE' },
]

/** A card as the office adds it: decided from 'new', so its addition is recorded like any change. */
function addedCard() {
  const added = decideSimCard(newSimCard(), { type: 'ADD' })
  if (!added.allowed) throw new Error('a new card is added')
  return added.to
}

// The models walk twins built from the machines' own config: they prove every transition is reached
// and wired; tests/properties/simMachines.test.ts checks the rules independently.
describe('SIM machines model', () => {
  it('every SIM card transition is exercised and the machine follows the model', async () => {
    const run = await runModel(simCardMachine, {
      events: cardEvents,
      check: (snapshot) => {
        expect(snapshot.context.holderId !== null).toBe(snapshot.matches('allocated'))
        expect(snapshot.context.deactivation !== null).toBe(snapshot.matches('deactivated'))
      },
    })
    expect(run.uncovered).toEqual([])
  })

  it('every application transition is exercised', async () => {
    const run = await runModel(simApplicationMachine, {
      events: applicationEvents,
      check: (snapshot) => {
        if (snapshot.matches('passed')) expect(snapshot.context.cardId).toBe(11)
        if (snapshot.matches('rejected')) expect(snapshot.context.rejection).toBe('No cards left')
      },
    })
    expect(run.uncovered).toEqual([])
  })

  it('every WhatsApp OTP application transition is exercised', async () => {
    const run = await runModel(otpApplicationMachine, {
      events: otpEvents,
      check: (snapshot) => expect(snapshot.context.missedAttempts).toBeLessThanOrEqual(2),
    })
    expect(run.uncovered).toEqual([])
  })
})

describe('SIM decisions', () => {
  it('a card is allocated only under the member’s limit, and names the version that allowed it', () => {
    const card = addedCard()
    expect(decideSimCard(card, { type: 'ALLOCATE', memberId: 1, cardsHeld: 1, cardLimit: 1 }).allowed).toBe(
      false,
    )
    const allocated = decideSimCard(card, { type: 'ALLOCATE', memberId: 1, cardsHeld: 1, cardLimit: 2 })
    if (!allocated.allowed) throw new Error('a second card under a limit of two is allowed')
    expect(allocated.to).toEqual({ value: 'allocated', context: { holderId: 1, deactivation: null } })
    expect(allocated.machine).toBe(simCardVersions.current.recordedAs)
  })

  it('a description of 149 words deactivates; 150 does not; blocked needs none', () => {
    const card = addedCard()
    expect(countWords(words(149))).toBe(149)
    expect(
      decideSimCard(card, { type: 'DEACTIVATE', reason: 'other', description: words(149) }).allowed,
    ).toBe(true)
    expect(
      decideSimCard(card, { type: 'DEACTIVATE', reason: 'other', description: words(150) }).allowed,
    ).toBe(false)
    expect(decideSimCard(card, { type: 'DEACTIVATE', reason: 'blocked', description: '' }).allowed).toBe(true)
  })

  it('a deactivated card is reactivated before it can be allocated', () => {
    const off = decideSimCard(addedCard(), { type: 'DEACTIVATE', reason: 'blocked', description: '' })
    if (!off.allowed) throw new Error('deactivating is allowed')
    const allocate = { type: 'ALLOCATE', memberId: 1, cardsHeld: 0, cardLimit: 1 } as const
    expect(decideSimCard(off.to, allocate).allowed).toBe(false)
    const on = decideSimCard(off.to, { type: 'REACTIVATE' })
    if (!on.allowed) throw new Error('reactivating is allowed')
    expect(decideSimCard(on.to, allocate).allowed).toBe(true)
  })

  it('a finished application or code request takes nothing more', () => {
    const applied = decideSimApplication(newSimApplication(), applicationEvents[0]!)
    if (!applied.allowed) throw new Error('applying is allowed')
    const passed = decideSimApplication(applied.to, { type: 'PASS', cardId: 2 })
    if (!passed.allowed) throw new Error('passing is allowed')
    for (const event of applicationEvents) expect(decideSimApplication(passed.to, event).allowed).toBe(false)
    const requested = decideOtpApplication(newOtpApplication(), otpEvents[0]!)
    if (!requested.allowed) throw new Error('requesting is allowed')
    const sent = decideOtpApplication(requested.to, { type: 'SEND_CODE' })
    if (!sent.allowed) throw new Error('sending is allowed')
    for (const event of otpEvents) expect(decideOtpApplication(sent.to, event).allowed).toBe(false)
  })

  it('a card is added once, from new, and takes nothing else before it is added', () => {
    const card = newSimCard()
    expect(card.value).toBe('new')
    for (const event of cardEvents.filter((e) => e.type !== 'ADD'))
      expect(decideSimCard(card, event).allowed).toBe(false)
    const added = decideSimCard(card, { type: 'ADD' })
    expect(added).toMatchObject({ allowed: true, machine: 'simCard@4', to: { value: 'unallocated' } })
    expect(decideSimCard(addedCard(), { type: 'ADD' }).allowed).toBe(false)
  })

  it('a pending code request ends when its card leaves the asker; an answered one stays as it was', () => {
    const requested = decideOtpApplication(newOtpApplication(), otpEvents[0]!)
    if (!requested.allowed) throw new Error('requesting is allowed')
    const ended = decideOtpApplication(requested.to, { type: 'CARD_LEFT', cardEvent: 'RETRIEVE' })
    expect(ended).toMatchObject({ allowed: true, machine: 'otpApplication@2', to: { value: 'cancelled' } })
    if (!ended.allowed) return
    for (const event of otpEvents) expect(decideOtpApplication(ended.to, event).allowed).toBe(false)
    const sent = decideOtpApplication(requested.to, { type: 'SEND_CODE' })
    if (!sent.allowed) throw new Error('sending is allowed')
    expect(decideOtpApplication(sent.to, { type: 'CARD_LEFT', cardEvent: 'DEACTIVATE' }).allowed).toBe(false)
  })

  it('a request recorded as pending by otpApplication@1 ends under @2; @1 itself never knew the card could leave', () => {
    const v1 = otpApplicationVersions.recordedAs('otpApplication@1')!
    const requested = decideOtpApplication(newOtpApplication(), otpEvents[0]!, v1)
    if (!requested.allowed) throw new Error('requesting is allowed under @1')
    expect(requested.machine).toBe('otpApplication@1')
    const cardLeft = { type: 'CARD_LEFT', cardEvent: 'RETRIEVE' } as const
    expect(decideOtpApplication(requested.to, cardLeft, v1).allowed).toBe(false)
    expect(decideOtpApplication(requested.to, cardLeft)).toMatchObject({
      allowed: true,
      machine: 'otpApplication@2',
    })
  })

  it('only an unallocated card is removed, and a removed card takes nothing more; @2 never removed one', () => {
    const card = addedCard()
    const removed = decideSimCard(card, { type: 'REMOVE' })
    expect(removed).toMatchObject({ allowed: true, machine: 'simCard@4', to: { value: 'removed' } })
    if (!removed.allowed) return
    for (const event of cardEvents) expect(decideSimCard(removed.to, event).allowed).toBe(false)
    const allocated = decideSimCard(card, cardEvents[1]!)
    if (!allocated.allowed) throw new Error('an unallocated card is allocated')
    expect(decideSimCard(allocated.to, { type: 'REMOVE' }).allowed).toBe(false)
    const off = decideSimCard(card, cardEvents[4]!)
    if (!off.allowed) throw new Error('an unallocated card is deactivated')
    expect(decideSimCard(off.to, { type: 'REMOVE' }).allowed).toBe(false)
    expect(decideSimCard(card, { type: 'REMOVE' }, simCardVersions.recordedAs('simCard@2')!).allowed).toBe(
      false,
    )
  })

  it('@4 reads the limit from the one rule and allocates exactly where @3 did', () => {
    const v3 = simCardVersions.recordedAs('simCard@3')!
    for (const cardLimit of [1, 2, 3])
      for (let cardsHeld = 0; cardsHeld <= cardLimit + 1; cardsHeld++) {
        const allocate = { type: 'ALLOCATE', memberId: 7, cardsHeld, cardLimit } as const
        expect(decideSimCard(addedCard(), allocate).allowed, `${cardsHeld} of ${cardLimit}`).toBe(
          decideSimCard(addedCard(), allocate, v3).allowed,
        )
      }
  })

  it('a card stored by simCard@1 moves on under @2 as it did', () => {
    const v1 = simCardVersions.recordedAs('simCard@1')!
    const inTheOffice: StoredSimCard = {
      value: 'unallocated',
      context: { holderId: null, deactivation: null },
    }
    const allocate = { type: 'ALLOCATE', memberId: 1, cardsHeld: 0, cardLimit: 1 } as const
    const allocated = decideSimCard(inTheOffice, allocate, v1)
    if (!allocated.allowed) throw new Error('@1 allocates a card as it stands in the office')
    expect(decideSimCard(allocated.to, { type: 'RETRIEVE' })).toMatchObject({
      allowed: true,
      machine: 'simCard@4',
      to: { value: 'unallocated' },
    })
  })

  it('words are counted between any spaces and line breaks', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('  Lost \n on\tthe   bus ')).toBe(4)
  })
})
