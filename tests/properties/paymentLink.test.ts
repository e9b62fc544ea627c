import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decidePaymentLink,
  newPaymentLink,
  type StoredPaymentLink,
} from '../../machines/paymentLinkDecisions.ts'

// The payment links' rules (issue 24), stated from the business and checked over random commands worked
// as the server works them (the active count read before each generation): independent of the model test.

const casesInPlay = 3
const expiresAfterMs = 1000

type Command =
  | { kind: 'generate'; onCase: number; by: number }
  | { kind: 'pay'; link: number; repaymentId: string }
  | { kind: 'cancel'; link: number; by: number }
  | { kind: 'expire'; link: number; livedMs: number }

const link = fc.nat(20)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('generate' as const), onCase: fc.nat(casesInPlay - 1), by: fc.nat(3) }),
  fc.record({ kind: fc.constant('pay' as const), link, repaymentId: fc.constantFrom('P1', 'P2', 'P3') }),
  fc.record({ kind: fc.constant('cancel' as const), link, by: fc.nat(3) }),
  fc.record({ kind: fc.constant('expire' as const), link, livedMs: fc.nat(2 * expiresAfterMs) }),
)

interface Kept {
  onCase: number
  link: StoredPaymentLink
  paidTimes: number
}

function work(commands: Command[]) {
  const links: Kept[] = []
  for (const c of commands) {
    if (c.kind === 'generate') {
      const activeOnCase = links.filter((l) => l.onCase === c.onCase && l.link.value === 'active').length
      const made = decidePaymentLink(newPaymentLink(), { type: 'GENERATE', generatedBy: c.by, activeOnCase })
      if (made.allowed) links.push({ onCase: c.onCase, link: made.to, paidTimes: 0 })
      continue
    }
    const kept = links[c.link]
    if (!kept) continue
    const event =
      c.kind === 'pay'
        ? ({ type: 'PAY', repaymentId: c.repaymentId } as const)
        : c.kind === 'cancel'
          ? ({ type: 'CANCEL', cancelledBy: c.by } as const)
          : ({ type: 'EXPIRE', activeForMs: c.livedMs, expiresAfterMs } as const)
    const before = kept.link
    const decided = decidePaymentLink(before, event)
    if (decided.allowed) {
      kept.link = decided.to
      if (c.kind === 'pay') kept.paidTimes += 1
    }
    // What stays: a link, once ended, never changes again; one younger than its life does not expire.
    if (before.value !== 'active') expect(kept.link).toBe(before)
    if (c.kind === 'expire' && c.livedMs < expiresAfterMs) expect(kept.link).toBe(before)
  }
  return links
}

describe('payment link rules over random work', () => {
  it('at most one link is active on a case at a time', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const links = work(commands)
        for (let onCase = 0; onCase < casesInPlay; onCase++)
          expect(
            links.filter((l) => l.onCase === onCase && l.link.value === 'active').length,
          ).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('a link is paid at most once, by the repayment it names, and a paid link was never cancelled', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        for (const kept of work(commands)) {
          expect(kept.paidTimes).toBeLessThanOrEqual(1)
          expect(kept.link.value === 'paid').toBe(kept.paidTimes === 1)
          if (kept.link.value === 'paid') {
            expect(kept.link.context.repaymentId).not.toBeNull()
            expect(kept.link.context.cancelledBy).toBeNull()
          }
          if (kept.link.value === 'cancelled') expect(kept.link.context.repaymentId).toBeNull()
        }
      }),
    )
  })
})
