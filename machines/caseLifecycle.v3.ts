import { and, assign, not, setup } from 'xstate'
import type {
  CaseLifecycleContextBeforeCuts as CaseLifecycleContext,
  CaseLifecycleEvent,
} from './caseLifecycle.ts'

/**
 * The case lifecycle as caseLifecycle@3 recorded it, before an amount cut was a movement of the case's
 * money (issue 24). Frozen: never edit this file (docs/decisions/0013-machine-versions.md).
 */
const maxPinnedCases = 5

// A write that moves no state still names an action: XState counts an action-less, target-less
// transition as none at all, and the server must see these as allowed (and record them).
const recordOnly = { actions: 'noteWrite' as const }

// Unpaid and delayed take a payment alike: it adds up, and the one that covers the debt pays the case off.
const takePayment = [
  { guard: and(['positiveAmount', 'settlesTheDebt']), target: 'paidOff', actions: 'addPayment' },
  { guard: 'positiveAmount', actions: 'addPayment' },
] as const

/**
 * The case lifecycle (spec section 4): repayment status unpaid, delayed or paid off; deal or no deal;
 * appointment or none; extension and delayed repayment switched on for the customer; closed. The
 * server decides every case write with this machine's `transition` and records it; the client reads
 * the same machine to offer only what is allowed.
 */
export const caseLifecycleMachineV3 = setup({
  types: {} as {
    context: CaseLifecycleContext
    events: CaseLifecycleEvent
    input: { amountDue: number; paidAmount?: number }
  },
  guards: {
    settlesTheDebt: ({ context, event }) =>
      event.type === 'REPAYMENT_RECEIVED' && context.paidAmount + event.amount >= context.amountDue,
    positiveAmount: ({ event }) => event.type === 'REPAYMENT_RECEIVED' && event.amount > 0,
    underPinLimit: ({ event }) => event.type === 'PIN' && event.pinnedByUser < maxPinnedCases,
    paidOff: ({ context }) => context.paidAmount >= context.amountDue,
  },
  actions: {
    noteWrite: () => {},
    addPayment: assign(({ context, event }) => ({
      paidAmount:
        event.type === 'REPAYMENT_RECEIVED' ? context.paidAmount + event.amount : context.paidAmount,
    })),
  },
}).createMachine({
  id: 'caseLifecycle',
  context: ({ input }) => ({
    amountDue: input.amountDue,
    paidAmount: input.paidAmount ?? 0,
    closeReason: null,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        ADD_COLLECTION_RECORD: recordOnly,
        ADD_TODO: recordOnly,
        COMPLETE_TODO: recordOnly,
        REOPEN_TODO: recordOnly,
        PIN: { guard: 'underPinLimit', actions: 'noteWrite' },
        UNPIN: recordOnly,
        // Who holds an open case changes its columns, not its state; a closed case is not allocated.
        ALLOCATE: recordOnly,
        RETRIEVE: recordOnly,
        SALE_ORDER_ENTERED_APP: recordOnly,
        CLOSE: { target: 'closed', actions: assign(({ event }) => ({ closeReason: event.reason })) },
      },
      states: {
        repayment: {
          initial: 'unpaid',
          states: {
            unpaid: {
              on: {
                REPAYMENT_RECEIVED: takePayment,
                DELAY_APPROVED: { target: 'delayed' },
              },
            },
            delayed: {
              on: {
                REPAYMENT_RECEIVED: takePayment,
                DELAY_LAPSED: { target: 'unpaid' },
              },
            },
            paidOff: {},
          },
        },
        deal: {
          initial: 'noDeal',
          states: {
            noDeal: { on: { MARK_DEAL: { target: 'deal' } } },
            deal: { on: { MARK_NO_DEAL: { target: 'noDeal' } } },
          },
        },
        appointment: {
          initial: 'none',
          states: {
            none: { on: { BOOK_APPOINTMENT: { target: 'booked' } } },
            booked: {
              on: {
                BOOK_APPOINTMENT: { target: 'booked', reenter: true },
                CLEAR_APPOINTMENT: { target: 'none' },
              },
            },
          },
        },
        extension: {
          initial: 'inactive',
          states: {
            inactive: { on: { ACTIVATE_EXTENSION: { guard: not('paidOff'), target: 'active' } } },
            active: {},
          },
        },
        delayedRepayment: {
          initial: 'notOffered',
          states: {
            notOffered: { on: { OPEN_DELAYED_REPAYMENT: { guard: not('paidOff'), target: 'offered' } } },
            offered: {},
          },
        },
      },
    },
    // A closed case takes no write at all: every event is refused ('Case closed already').
    closed: {},
  },
})
