import { and, assign, setup } from 'xstate'

export interface FinanceReviewContext {
  requesterId: number | null
  reviewerId: number | null
  rejection: string | null
}

/**
 * Everything that happens to a request the finance office reviews (an amount cut now, an offline
 * repayment next). REQUEST carries how many requests of its kind are pending on the case now; EXPIRE
 * how long this one has waited and the configured limit, so the machine stays free of clocks.
 */
export type FinanceReviewEvent =
  | { type: 'REQUEST'; requesterId: number; pendingOnCase: number }
  | { type: 'PASS'; reviewerId: number }
  | { type: 'REJECT'; reviewerId: number; rejection: string }
  | { type: 'EXPIRE'; pendingForMs: number; expiresAfterMs: number }

export type FinanceReviewState = 'new' | 'pending' | 'passed' | 'rejected' | 'expired'

/**
 * A request for the finance office: made (pending) only while no other of its kind waits on the case,
 * then passed or rejected (with a reason) by a reviewer who is not the one who asked (maker-checker),
 * or expired after the configured time. 'new' is the state before the request exists: the server
 * decides REQUEST from it and records the creation like any other transition.
 */
export const financeReviewMachine = setup({
  types: {} as { context: FinanceReviewContext; events: FinanceReviewEvent },
  guards: {
    firstOnCase: ({ event }) => event.type === 'REQUEST' && event.pendingOnCase === 0,
    notOwnRequest: ({ context, event }) =>
      (event.type === 'PASS' || event.type === 'REJECT') && event.reviewerId !== context.requesterId,
    givenReason: ({ event }) => event.type === 'REJECT' && event.rejection.trim() !== '',
    waitedTooLong: ({ event }) => event.type === 'EXPIRE' && event.pendingForMs >= event.expiresAfterMs,
  },
}).createMachine({
  id: 'financeReview',
  context: { requesterId: null, reviewerId: null, rejection: null },
  initial: 'new',
  states: {
    new: {
      on: {
        REQUEST: {
          guard: 'firstOnCase',
          target: 'pending',
          actions: assign(({ event }) => ({ requesterId: event.requesterId })),
        },
      },
    },
    pending: {
      on: {
        PASS: {
          guard: 'notOwnRequest',
          target: 'passed',
          actions: assign(({ event }) => ({ reviewerId: event.reviewerId })),
        },
        REJECT: {
          guard: and(['notOwnRequest', 'givenReason']),
          target: 'rejected',
          actions: assign(({ event }) => ({
            reviewerId: event.reviewerId,
            rejection: event.rejection.trim(),
          })),
        },
        EXPIRE: { guard: 'waitedTooLong', target: 'expired' },
      },
    },
    passed: { type: 'final' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
  },
})
