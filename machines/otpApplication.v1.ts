import { assign, setup } from 'xstate'

// otpApplication@1, frozen: what the transitions recorded with it mean (docs/decisions/0013). Never edit it.

interface OtpApplicationContext {
  applicantId: number | null
  /** How many times the office manager found no code on the card for this request. */
  missedAttempts: number
  maxAttempts: number
}

/**
 * Everything that happens to a member's request for a WhatsApp code on their card's number. REQUEST
 * carries how many the member made in the configured window and the limit; the code itself is never
 * in an event (events are recorded; codes are never written down outside the member's message).
 */
type OtpApplicationEvent =
  | {
      type: 'REQUEST'
      applicantId: number
      requestsInWindow: number
      requestLimit: number
      maxAttempts: number
    }
  /** The office manager read the code on the physical SIM and sent it to the member. */
  | { type: 'SEND_CODE' }
  /** The office manager found no code on the card this time. */
  | { type: 'NO_CODE' }
  | { type: 'EXPIRE'; pendingForMs: number; expiresAfterMs: number }

/**
 * A WhatsApp OTP application (spec sections 2 and 4): pending until the office manager passes the
 * code on (succeed), finds none too many times (failed), or it waits past the configured time
 * (expired). Requests are rate-limited per member.
 */
export const otpApplicationMachineV1 = setup({
  types: {} as { context: OtpApplicationContext; events: OtpApplicationEvent },
  guards: {
    underRequestLimit: ({ event }) => event.type === 'REQUEST' && event.requestsInWindow < event.requestLimit,
    lastAttempt: ({ context }) => context.missedAttempts + 1 >= context.maxAttempts,
    waitedTooLong: ({ event }) => event.type === 'EXPIRE' && event.pendingForMs >= event.expiresAfterMs,
  },
  actions: {
    countMiss: assign(({ context }) => ({ missedAttempts: context.missedAttempts + 1 })),
  },
}).createMachine({
  id: 'otpApplication',
  context: { applicantId: null, missedAttempts: 0, maxAttempts: 1 },
  initial: 'new',
  states: {
    new: {
      on: {
        REQUEST: {
          guard: 'underRequestLimit',
          target: 'pending',
          actions: assign(({ event }) => ({
            applicantId: event.applicantId,
            maxAttempts: event.maxAttempts,
          })),
        },
      },
    },
    pending: {
      on: {
        SEND_CODE: { target: 'succeed' },
        NO_CODE: [{ guard: 'lastAttempt', target: 'failed', actions: 'countMiss' }, { actions: 'countMiss' }],
        EXPIRE: { guard: 'waitedTooLong', target: 'expired' },
      },
    },
    succeed: { type: 'final' },
    failed: { type: 'final' },
    expired: { type: 'final' },
  },
})
