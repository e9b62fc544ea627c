import { and, assign, setup } from 'xstate'

export interface PayoutLineContext {
  /** Who made the batch the line belongs to: the maker, who may not answer for its lines. */
  madeBy: number | null
  /** Who typed in the bank's answer. */
  reviewerId: number | null
  /** The bank's transfer reference, when the line was paid. */
  reference: string | null
  /** Why the bank did not pay it, when it failed. */
  reason: string | null
}

/**
 * Everything that happens to one line of a payout batch. MAKE carries who made the batch; SUCCEED and
 * FAIL carry who typed in the bank's answer, and what it said (its reference, or the reason it failed).
 */
export type PayoutLineEvent =
  | { type: 'MAKE'; madeBy: number }
  | { type: 'SUCCEED'; reviewerId: number; reference: string }
  | { type: 'FAIL'; reviewerId: number; reason: string }

export type PayoutLineState = 'new' | 'pending' | 'succeed' | 'failed'

/**
 * One member's line of a company payout batch (issue 24, docs/decisions/0053): pending from when the
 * batch is made until finance types in the bank's answer, succeed with its transfer reference or failed
 * with its reason; someone other than the batch's maker answers (maker-checker). 'new' is the state
 * before the line exists: the server decides MAKE from it and records the creation like any other step.
 */
export const payoutLineMachine = setup({
  types: {} as { context: PayoutLineContext; events: PayoutLineEvent },
  guards: {
    notTheMaker: ({ context, event }) =>
      (event.type === 'SUCCEED' || event.type === 'FAIL') && event.reviewerId !== context.madeBy,
    referenced: ({ event }) => event.type === 'SUCCEED' && event.reference.trim() !== '',
    reasoned: ({ event }) => event.type === 'FAIL' && event.reason.trim() !== '',
  },
}).createMachine({
  id: 'payoutLine',
  context: { madeBy: null, reviewerId: null, reference: null, reason: null },
  initial: 'new',
  states: {
    new: {
      on: { MAKE: { target: 'pending', actions: assign(({ event }) => ({ madeBy: event.madeBy })) } },
    },
    pending: {
      on: {
        SUCCEED: {
          guard: and(['notTheMaker', 'referenced']),
          target: 'succeed',
          actions: assign(({ event }) => ({ reviewerId: event.reviewerId, reference: event.reference })),
        },
        FAIL: {
          guard: and(['notTheMaker', 'reasoned']),
          target: 'failed',
          actions: assign(({ event }) => ({ reviewerId: event.reviewerId, reason: event.reason })),
        },
      },
    },
    succeed: { type: 'final' },
    failed: { type: 'final' },
  },
})
