import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decideFinanceReview,
  newFinanceReview,
  type StoredFinanceReview,
} from '../../machines/financeDecisions.ts'

// The review's rules (issue 24), stated from the business and checked over random commands worked as
// the server works them (the pending count read before each request): independent of the model test.

const casesInPlay = 3
const people = 4
const expiresAfterMs = 1000

type Command =
  | { kind: 'request'; onCase: number; by: number }
  | { kind: 'pass'; request: number; by: number }
  | { kind: 'reject'; request: number; by: number; reason: string }
  | { kind: 'expire'; request: number; waitedMs: number }

const person = fc.nat(people - 1)
const request = fc.nat(20)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('request' as const), onCase: fc.nat(casesInPlay - 1), by: person }),
  fc.record({ kind: fc.constant('pass' as const), request, by: person }),
  fc.record({
    kind: fc.constant('reject' as const),
    request,
    by: person,
    reason: fc.constantFrom('', '  ', 'No promise to pay'),
  }),
  fc.record({ kind: fc.constant('expire' as const), request, waitedMs: fc.nat(2 * expiresAfterMs) }),
)

interface Kept {
  onCase: number
  review: StoredFinanceReview
}

function work(commands: Command[]) {
  const requests: Kept[] = []
  const refusedOwn: Command[] = []
  for (const c of commands) {
    if (c.kind === 'request') {
      const pendingOnCase = requests.filter(
        (r) => r.onCase === c.onCase && r.review.value === 'pending',
      ).length
      const made = decideFinanceReview(newFinanceReview(), {
        type: 'REQUEST',
        requesterId: c.by,
        pendingOnCase,
      })
      if (made.allowed) requests.push({ onCase: c.onCase, review: made.to })
      continue
    }
    const kept = requests[c.request]
    if (!kept) continue
    const event =
      c.kind === 'pass'
        ? ({ type: 'PASS', reviewerId: c.by } as const)
        : c.kind === 'reject'
          ? ({ type: 'REJECT', reviewerId: c.by, rejection: c.reason } as const)
          : ({ type: 'EXPIRE', pendingForMs: c.waitedMs, expiresAfterMs } as const)
    const before = kept.review
    const decided = decideFinanceReview(before, event)
    if (decided.allowed) kept.review = decided.to
    else if (c.kind !== 'expire' && before.value === 'pending' && c.by === before.context.requesterId)
      refusedOwn.push(c)
    // What stays: a request, once decided, never changes again.
    if (before.value !== 'pending') expect(kept.review).toBe(before)
    if (c.kind === 'expire' && c.waitedMs < expiresAfterMs) expect(kept.review).toBe(before)
  }
  return { requests, refusedOwn }
}

describe('finance review rules over random work', () => {
  it('at most one request waits on a case at a time', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { requests } = work(commands)
        for (let onCase = 0; onCase < casesInPlay; onCase++)
          expect(
            requests.filter((r) => r.onCase === onCase && r.review.value === 'pending').length,
          ).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('nobody decides their own request, and every rejection carries a reason', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        const { requests } = work(commands)
        for (const { review } of requests) {
          if (review.value === 'passed' || review.value === 'rejected')
            expect(review.context.reviewerId).not.toBe(review.context.requesterId)
          if (review.value === 'rejected') expect(review.context.rejection?.trim()).not.toBe('')
          if (review.value === 'expired') expect(review.context.reviewerId).toBeNull()
        }
      }),
    )
  })
})
