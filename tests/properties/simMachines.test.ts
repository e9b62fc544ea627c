import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SimApplicationEvent } from '../../machines/simApplication.ts'
import type { DeactivationReason } from '../../machines/simCard.ts'
import {
  decideOtpApplication,
  decideSimApplication,
  decideSimCard,
  newOtpApplication,
  newSimApplication,
  newSimCard,
  type StoredOtpApplication,
  type StoredSimApplication,
  type StoredSimCard,
} from '../../machines/simDecisions.ts'

// The SIM area's invariants, stated from the business rules (issue 13, spec sections 4 and 5) and
// checked over random commands worked as the server works them: independent of the model test.

const cardsInTheOffice = 5
const members = 4

type CardCommand =
  | { kind: 'allocate'; card: number; member: number }
  | { kind: 'retrieve'; card: number }
  | { kind: 'deactivate'; card: number; reason: DeactivationReason; words: number }
  | { kind: 'reactivate'; card: number }

const card = fc.nat(cardsInTheOffice - 1)
const cardCommand: fc.Arbitrary<CardCommand> = fc.oneof(
  fc.record({ kind: fc.constant('allocate' as const), card, member: fc.nat(members - 1) }),
  fc.record({ kind: fc.constant('retrieve' as const), card }),
  fc.record({
    kind: fc.constant('deactivate' as const),
    card,
    reason: fc.constantFrom<DeactivationReason>('blocked', 'other'),
    words: fc.oneof(fc.constant(0), fc.constant(149), fc.constant(150), fc.nat(200)),
  }),
  fc.record({ kind: fc.constant('reactivate' as const), card }),
)

/** The office's cards, each decided by the machine with the member's holding counted as the server does. */
function office(cardLimit: number) {
  const cards: StoredSimCard[] = Array.from({ length: cardsInTheOffice }, () => {
    const added = decideSimCard(newSimCard(), { type: 'ADD' })
    if (!added.allowed) throw new Error('a new card is added')
    return added.to
  })
  const held = (member: number) => cards.filter((c) => c.context.holderId === member).length
  const work = (command: CardCommand) => {
    const before = cards[command.card]!
    const decision = decideSimCard(
      before,
      command.kind === 'allocate'
        ? { type: 'ALLOCATE', memberId: command.member, cardsHeld: held(command.member), cardLimit }
        : command.kind === 'retrieve'
          ? { type: 'RETRIEVE' }
          : command.kind === 'reactivate'
            ? { type: 'REACTIVATE' }
            : {
                type: 'DEACTIVATE',
                reason: command.reason,
                description: Array.from({ length: command.words }, () => 'lost').join(' '),
              },
    )
    if (decision.allowed) cards[command.card] = decision.to
    return { before, decision }
  }
  return { cards, held, work }
}

describe('SIM card invariants', () => {
  it('a card has one holder exactly when allocated, and no member holds more than the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(cardCommand, { maxLength: 60 }),
        (limit, commands) => {
          const desk = office(limit)
          for (const command of commands) {
            desk.work(command)
            for (const c of desk.cards) expect(c.context.holderId !== null).toBe(c.value === 'allocated')
            for (let member = 0; member < members; member++)
              expect(desk.held(member)).toBeLessThanOrEqual(limit)
          }
        },
      ),
    )
  })

  it('a deactivated card is never allocated, and every deactivation has a reason within the words', () => {
    fc.assert(
      fc.property(fc.array(cardCommand, { maxLength: 60 }), (commands) => {
        const desk = office(2)
        for (const command of commands) {
          const { before, decision } = desk.work(command)
          if (before.value === 'deactivated' && command.kind === 'allocate')
            expect(decision.allowed).toBe(false)
          if (command.kind === 'deactivate' && decision.allowed) {
            if (command.reason === 'other') expect(command.words).toBeGreaterThan(0)
            expect(command.words < 150 || command.reason === 'blocked').toBe(true)
          }
        }
      }),
    )
  })
})

type ApplicationCommand =
  | { kind: 'apply'; member: number }
  | { kind: 'pass' | 'reject' | 'expire'; application: number; waitedMs: number }

const applicationCommand: fc.Arbitrary<ApplicationCommand> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const), member: fc.nat(members - 1) }),
  fc.record({
    kind: fc.constantFrom('pass' as const, 'reject' as const, 'expire' as const),
    application: fc.nat(20),
    waitedMs: fc.nat(200),
  }),
)

describe('SIM application invariants', () => {
  it('a member never has two pending applications', () => {
    fc.assert(
      fc.property(fc.array(applicationCommand, { maxLength: 80 }), (commands) => {
        const applications: StoredSimApplication[] = []
        const pendingOf = (member: number) =>
          applications.filter((a) => a.value === 'pending' && a.context.applicantId === member).length
        for (const command of commands) {
          if (command.kind === 'apply') {
            const decision = decideSimApplication(newSimApplication(), {
              type: 'APPLY',
              applicantId: command.member,
              reason: 'Lost my card',
              pendingOfApplicant: pendingOf(command.member),
            })
            if (decision.allowed) applications.push(decision.to)
          } else {
            const index = command.application % Math.max(applications.length, 1)
            const current = applications[index]
            if (!current) continue
            const event: SimApplicationEvent =
              command.kind === 'pass'
                ? { type: 'PASS', cardId: 1 }
                : command.kind === 'reject'
                  ? { type: 'REJECT', rejection: 'No cards left' }
                  : { type: 'EXPIRE', pendingForMs: command.waitedMs, expiresAfterMs: 100 }
            const decision = decideSimApplication(current, event)
            if (decision.allowed) applications[index] = decision.to
            if (command.kind === 'expire' && command.waitedMs < 100) expect(decision.allowed).toBe(false)
          }
          for (let member = 0; member < members; member++) expect(pendingOf(member)).toBeLessThanOrEqual(1)
        }
      }),
    )
  })
})

describe('WhatsApp OTP application invariants', () => {
  it('a request fails after its attempts and never counts more misses than allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.constantFrom('SEND_CODE' as const, 'NO_CODE' as const), { maxLength: 10 }),
        (maxAttempts, steps) => {
          const requested = decideOtpApplication(newOtpApplication(), {
            type: 'REQUEST',
            applicantId: 1,
            requestsInWindow: 0,
            requestLimit: 3,
            maxAttempts,
          })
          if (!requested.allowed) throw new Error('a first request is allowed')
          let current: StoredOtpApplication = requested.to
          for (const type of steps) {
            const decision = decideOtpApplication(current, { type })
            if (decision.allowed) current = decision.to
            expect(current.context.missedAttempts).toBeLessThanOrEqual(maxAttempts)
            expect(current.value === 'failed').toBe(current.context.missedAttempts >= maxAttempts)
          }
        },
      ),
    )
  })

  it('once the card leaves the member who asked, no code is sent on her request', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('SEND_CODE' as const, 'NO_CODE' as const, 'CARD_LEFT' as const), {
          maxLength: 10,
        }),
        (steps) => {
          const requested = decideOtpApplication(newOtpApplication(), {
            type: 'REQUEST',
            applicantId: 1,
            requestsInWindow: 0,
            requestLimit: 3,
            maxAttempts: 3,
          })
          if (!requested.allowed) throw new Error('a first request is allowed')
          let current: StoredOtpApplication = requested.to
          let cardLeft = false
          for (const type of steps) {
            const decision = decideOtpApplication(
              current,
              type === 'CARD_LEFT' ? { type, cardEvent: 'RETRIEVE' } : { type },
            )
            if (cardLeft && type === 'SEND_CODE') expect(decision.allowed).toBe(false)
            if (!decision.allowed) continue
            current = decision.to
            if (type === 'CARD_LEFT') cardLeft = true
          }
          expect(current.value === 'cancelled').toBe(cardLeft)
        },
      ),
    )
  })

  it('a member over the request limit is refused', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.integer({ min: 1, max: 5 }), (made, limit) => {
        const decision = decideOtpApplication(newOtpApplication(), {
          type: 'REQUEST',
          applicantId: 1,
          requestsInWindow: made,
          requestLimit: limit,
          maxAttempts: 3,
        })
        expect(decision.allowed).toBe(made < limit)
      }),
    )
  })
})
