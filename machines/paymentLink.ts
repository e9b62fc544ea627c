import { assign, setup } from 'xstate'

export interface PaymentLinkContext {
  generatedBy: number | null
  /** The loan platform's id of the repayment that paid it. */
  repaymentId: string | null
  cancelledBy: number | null
}

/**
 * Everything that happens to a payment link. GENERATE carries how many links are active on the case
 * now; EXPIRE how long this one has been active and the configured life, so the machine keeps no clock.
 */
export type PaymentLinkEvent =
  | { type: 'GENERATE'; generatedBy: number; activeOnCase: number }
  | { type: 'PAY'; repaymentId: string }
  | { type: 'CANCEL'; cancelledBy: number }
  | { type: 'EXPIRE'; activeForMs: number; expiresAfterMs: number }

export type PaymentLinkState = 'new' | 'active' | 'paid' | 'expired' | 'cancelled'

/**
 * A payment link of the loan platform's checkout: made (active) only while no other link of the case is
 * active, then paid when the platform tells of a repayment naming it, cancelled by whoever works the
 * case, or expired after the configured life. 'new' is the state before the link exists: the server
 * decides GENERATE from it and records the creation like any other transition.
 */
export const paymentLinkMachine = setup({
  types: {} as { context: PaymentLinkContext; events: PaymentLinkEvent },
  guards: {
    onlyActiveOnCase: ({ event }) => event.type === 'GENERATE' && event.activeOnCase === 0,
    outlived: ({ event }) => event.type === 'EXPIRE' && event.activeForMs >= event.expiresAfterMs,
  },
}).createMachine({
  id: 'paymentLink',
  context: { generatedBy: null, repaymentId: null, cancelledBy: null },
  initial: 'new',
  states: {
    new: {
      on: {
        GENERATE: {
          guard: 'onlyActiveOnCase',
          target: 'active',
          actions: assign(({ event }) => ({ generatedBy: event.generatedBy })),
        },
      },
    },
    active: {
      on: {
        PAY: { target: 'paid', actions: assign(({ event }) => ({ repaymentId: event.repaymentId })) },
        CANCEL: { target: 'cancelled', actions: assign(({ event }) => ({ cancelledBy: event.cancelledBy })) },
        EXPIRE: { guard: 'outlived', target: 'expired' },
      },
    },
    paid: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
