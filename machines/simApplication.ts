import { assign, setup } from 'xstate'

export interface SimApplicationContext {
  applicantId: number | null
  reason: string
  /** The card a passed application allocated. */
  cardId: number | null
  rejection: string | null
}

/**
 * Everything that happens to a member's application for a SIM card (spec section 4). APPLY creates
 * it and carries how many of the member's applications are pending now; EXPIRE carries how long this
 * one has waited and the configured limit, so the machine stays free of clocks.
 */
export type SimApplicationEvent =
  | { type: 'APPLY'; applicantId: number; reason: string; pendingOfApplicant: number }
  | { type: 'PASS'; cardId: number }
  | { type: 'REJECT'; rejection: string }
  | { type: 'EXPIRE'; pendingForMs: number; expiresAfterMs: number }

/**
 * A SIM card application: made (pending) only when the member has no other pending one, then passed
 * (a card allocated in the same step), rejected with a reason, or expired after the configured time.
 * 'new' is the state before the application exists: the server decides APPLY from it and records the
 * creation like any other transition.
 */
export const simApplicationMachine = setup({
  types: {} as { context: SimApplicationContext; events: SimApplicationEvent },
  guards: {
    noOtherPending: ({ event }) =>
      event.type === 'APPLY' && event.pendingOfApplicant === 0 && event.reason.trim() !== '',
    givenReason: ({ event }) => event.type === 'REJECT' && event.rejection.trim() !== '',
    waitedTooLong: ({ event }) => event.type === 'EXPIRE' && event.pendingForMs >= event.expiresAfterMs,
  },
}).createMachine({
  id: 'simApplication',
  context: { applicantId: null, reason: '', cardId: null, rejection: null },
  initial: 'new',
  states: {
    new: {
      on: {
        APPLY: {
          guard: 'noOtherPending',
          target: 'pending',
          actions: assign(({ event }) => ({ applicantId: event.applicantId, reason: event.reason.trim() })),
        },
      },
    },
    pending: {
      on: {
        PASS: { target: 'passed', actions: assign(({ event }) => ({ cardId: event.cardId })) },
        REJECT: {
          guard: 'givenReason',
          target: 'rejected',
          actions: assign(({ event }) => ({ rejection: event.rejection.trim() })),
        },
        EXPIRE: { guard: 'waitedTooLong', target: 'expired' },
      },
    },
    passed: { type: 'final' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
  },
})

export type SimApplicationState = 'new' | 'pending' | 'passed' | 'rejected' | 'expired'
