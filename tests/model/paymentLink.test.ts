import { describe, expect, it } from 'vitest'
import { type PaymentLinkEvent, paymentLinkMachine } from '../../machines/paymentLink.ts'
import { decidePaymentLink, newPaymentLink } from '../../machines/paymentLinkDecisions.ts'
import { runModel } from '../support/machineModel.ts'

const collector = 3
const otherCollector = 4

const events: PaymentLinkEvent[] = [
  { type: 'GENERATE', generatedBy: collector, activeOnCase: 0 },
  { type: 'GENERATE', generatedBy: collector, activeOnCase: 1 },
  { type: 'PAY', repaymentId: 'PAY-1' },
  { type: 'CANCEL', cancelledBy: otherCollector },
  { type: 'EXPIRE', activeForMs: 10, expiresAfterMs: 10 },
  { type: 'EXPIRE', activeForMs: 9, expiresAfterMs: 10 },
]

// The model walks a twin built from the machine's own config: it proves every transition is reached
// and wired; tests/properties/paymentLink.test.ts checks the rules independently.
describe('payment link model', () => {
  it('every transition of a payment link is exercised and the machine follows the model', async () => {
    const run = await runModel(paymentLinkMachine, {
      events,
      check: (snapshot) => {
        if (!snapshot.matches('new')) expect(snapshot.context.generatedBy).toBe(collector)
        if (snapshot.matches('paid')) expect(snapshot.context.repaymentId).toBe('PAY-1')
        if (snapshot.matches('cancelled')) expect(snapshot.context.cancelledBy).toBe(otherCollector)
      },
    })
    expect(run.uncovered).toEqual([])
  })
})

describe('payment link decisions', () => {
  const active = () => {
    const made = decidePaymentLink(newPaymentLink(), events[0]!)
    if (!made.allowed) throw new Error('a first link on a case is made')
    return made.to
  }

  it('a link is made only while no other is active on its case, and names the version', () => {
    expect(decidePaymentLink(newPaymentLink(), events[1]!).allowed).toBe(false)
    expect(decidePaymentLink(newPaymentLink(), events[0]!)).toMatchObject({
      allowed: true,
      machine: 'paymentLink@1',
      to: { value: 'active', context: { generatedBy: collector } },
    })
  })

  it('a link expires only once it has lived the configured time', () => {
    expect(decidePaymentLink(active(), events[5]!).allowed).toBe(false)
    expect(decidePaymentLink(active(), events[4]!)).toMatchObject({ allowed: true, to: { value: 'expired' } })
  })

  it('a paid, cancelled or expired link takes nothing more: paid once, never cancelled after', () => {
    for (const ending of [events[2]!, events[3]!, events[4]!]) {
      const ended = decidePaymentLink(active(), ending)
      if (!ended.allowed) throw new Error(`${ending.type} ends an active link`)
      for (const event of events) expect(decidePaymentLink(ended.to, event).allowed).toBe(false)
    }
  })
})
