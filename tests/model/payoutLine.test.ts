import { describe, expect, it } from 'vitest'
import { decidePayoutLine, newPayoutLine } from '../../machines/payoutDecisions.ts'
import { type PayoutLineEvent, payoutLineMachine } from '../../machines/payoutLine.ts'
import { runModel } from '../support/machineModel.ts'

const maker = 2
const reviewer = 5

const events: PayoutLineEvent[] = [
  { type: 'MAKE', madeBy: maker },
  { type: 'SUCCEED', reviewerId: reviewer, reference: 'TRF-001' },
  { type: 'SUCCEED', reviewerId: maker, reference: 'TRF-002' },
  { type: 'SUCCEED', reviewerId: reviewer, reference: '  ' },
  { type: 'FAIL', reviewerId: reviewer, reason: 'Account closed' },
  { type: 'FAIL', reviewerId: maker, reason: 'Account closed' },
  { type: 'FAIL', reviewerId: reviewer, reason: '' },
]

// The model walks a twin built from the machine's own config: it proves every transition is reached
// and wired; tests/properties/payoutLine.test.ts checks the rules independently.
describe('payout line model', () => {
  it('every transition of a payout line is exercised and the machine follows the model', async () => {
    const run = await runModel(payoutLineMachine, {
      events,
      check: (snapshot) => {
        if (!snapshot.matches('new')) expect(snapshot.context.madeBy).toBe(maker)
        if (snapshot.matches('succeed')) {
          expect(snapshot.context.reference).toBe('TRF-001')
          expect(snapshot.context.reviewerId).toBe(reviewer)
        }
        if (snapshot.matches('failed')) expect(snapshot.context.reason).toBe('Account closed')
      },
    })
    expect(run.uncovered).toEqual([])
  })
})

describe('payout line decisions', () => {
  const pending = () => {
    const made = decidePayoutLine(newPayoutLine(), events[0]!)
    if (!made.allowed) throw new Error('a line is made pending')
    return made.to
  }

  it('a line is made pending and names the version', () => {
    expect(decidePayoutLine(newPayoutLine(), events[0]!)).toMatchObject({
      allowed: true,
      machine: 'payoutLine@1',
      to: { value: 'pending', context: { madeBy: maker } },
    })
  })

  it("the batch's maker answers for none of its lines; an answer needs its reference or reason", () => {
    for (const refused of [events[2]!, events[3]!, events[5]!, events[6]!])
      expect(decidePayoutLine(pending(), refused).allowed).toBe(false)
  })

  it('an answered line takes nothing more', () => {
    for (const answer of [events[1]!, events[4]!]) {
      const answered = decidePayoutLine(pending(), answer)
      if (!answered.allowed) throw new Error(`${answer.type} answers a pending line`)
      for (const event of events) expect(decidePayoutLine(answered.to, event).allowed).toBe(false)
    }
  })
})
