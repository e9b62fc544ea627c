import { describe, expect, it } from 'vitest'
import { decideFinanceReview, newFinanceReview } from '../../machines/financeDecisions.ts'
import { type FinanceReviewEvent, financeReviewMachine } from '../../machines/financeReview.ts'
import { runModel } from '../support/machineModel.ts'

const requester = 3
const reviewer = 8

const events: FinanceReviewEvent[] = [
  { type: 'REQUEST', requesterId: requester, pendingOnCase: 0 },
  { type: 'REQUEST', requesterId: requester, pendingOnCase: 1 },
  { type: 'PASS', reviewerId: reviewer },
  { type: 'PASS', reviewerId: requester },
  { type: 'REJECT', reviewerId: reviewer, rejection: 'No promise to pay' },
  { type: 'REJECT', reviewerId: reviewer, rejection: '  ' },
  { type: 'REJECT', reviewerId: requester, rejection: 'Mine' },
  { type: 'EXPIRE', pendingForMs: 10, expiresAfterMs: 10 },
  { type: 'EXPIRE', pendingForMs: 9, expiresAfterMs: 10 },
]

// The model walks a twin built from the machine's own config: it proves every transition is reached
// and wired; tests/properties/financeReview.test.ts checks the rules independently.
describe('finance review model', () => {
  it('every transition of a reviewed request is exercised and the machine follows the model', async () => {
    const run = await runModel(financeReviewMachine, {
      events,
      check: (snapshot) => {
        if (snapshot.matches('passed')) expect(snapshot.context.reviewerId).toBe(reviewer)
        if (snapshot.matches('rejected')) expect(snapshot.context.rejection).toBe('No promise to pay')
        if (!snapshot.matches('new')) expect(snapshot.context.requesterId).toBe(requester)
      },
    })
    expect(run.uncovered).toEqual([])
  })
})

describe('finance review decisions', () => {
  const pending = () => {
    const made = decideFinanceReview(newFinanceReview(), events[0]!)
    if (!made.allowed) throw new Error('a first request on a case is made')
    return made.to
  }

  it('a request is made only while none of its kind waits on the case, and names the version', () => {
    expect(decideFinanceReview(newFinanceReview(), events[1]!).allowed).toBe(false)
    expect(decideFinanceReview(newFinanceReview(), events[0]!)).toMatchObject({
      allowed: true,
      machine: 'financeReview@1',
      to: { value: 'pending', context: { requesterId: requester } },
    })
  })

  it('nobody passes or rejects their own request', () => {
    expect(decideFinanceReview(pending(), { type: 'PASS', reviewerId: requester }).allowed).toBe(false)
    expect(
      decideFinanceReview(pending(), { type: 'REJECT', reviewerId: requester, rejection: 'x' }).allowed,
    ).toBe(false)
    expect(decideFinanceReview(pending(), { type: 'PASS', reviewerId: reviewer }).allowed).toBe(true)
  })

  it('a rejection needs a reason, kept trimmed', () => {
    expect(decideFinanceReview(pending(), events[5]!).allowed).toBe(false)
    const rejected = decideFinanceReview(pending(), {
      type: 'REJECT',
      reviewerId: reviewer,
      rejection: ' Too much ',
    })
    expect(rejected).toMatchObject({
      allowed: true,
      to: { value: 'rejected', context: { rejection: 'Too much' } },
    })
  })

  it('a request expires only once it has waited the configured time, and a decided one takes nothing more', () => {
    expect(decideFinanceReview(pending(), events[8]!).allowed).toBe(false)
    for (const ending of [events[2]!, events[4]!, events[7]!]) {
      const ended = decideFinanceReview(pending(), ending)
      if (!ended.allowed) throw new Error(`${ending.type} ends a pending request`)
      for (const event of events) expect(decideFinanceReview(ended.to, event).allowed).toBe(false)
    }
  })
})
