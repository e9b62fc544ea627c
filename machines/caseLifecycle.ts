import { and, assign, not, setup } from 'xstate'
import type { allocationWays, RepaymentKind } from '../contract/cases.ts'

type AllocationWay = (typeof allocationWays)[number]

/** The most cases one user may pin on top of their list (spec section 9). */
export const maxPinnedCases = 5

export type CloseReason = 'paidOff' | 'retrieved' | 'writtenOff'

export interface CaseLifecycleContext {
  /** What the customer owes in total, in minor units (cents). */
  amountDue: number
  paidAmount: number
  closeReason: CloseReason | null
}

/**
 * Everything that changes a case. Writes that do not move a state (records, to-dos, pins) are
 * events too, so a closed case refuses them in one place and the audit records them like the rest.
 */
export type CaseLifecycleEvent =
  | { type: 'REPAYMENT_RECEIVED'; amount: number; kind: RepaymentKind }
  | { type: 'DELAY_APPROVED' }
  | { type: 'DELAY_LAPSED' }
  | { type: 'MARK_DEAL' }
  | { type: 'MARK_NO_DEAL' }
  | { type: 'BOOK_APPOINTMENT'; at: string }
  | { type: 'CLEAR_APPOINTMENT' }
  | { type: 'ACTIVATE_EXTENSION' }
  | { type: 'OPEN_DELAYED_REPAYMENT' }
  | { type: 'ADD_COLLECTION_RECORD' }
  | { type: 'ADD_TODO' }
  | { type: 'COMPLETE_TODO' }
  | { type: 'REOPEN_TODO' }
  /** pinnedByUser: how many cases the acting user has pinned already. */
  | { type: 'PIN'; pinnedByUser: number }
  | { type: 'UNPIN' }
  | { type: 'CLOSE'; reason: CloseReason }
  /** Given to a team and one of its members (or to the team alone), by a manager or a team leader. */
  | { type: 'ALLOCATE'; teamId: number; ownerId: number | null; way: AllocationWay }
  /** Taken back from the member holding it; it stays with its team until allocated again. */
  | { type: 'RETRIEVE' }
  /** The loan platform told that the sale order's customer entered the app (issue 25): recorded only. */
  | { type: 'SALE_ORDER_ENTERED_APP'; orderNo: string }

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
export const caseLifecycleMachine = setup({
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

export type CaseLifecycleSnapshot = ReturnType<typeof caseLifecycleMachine.getInitialSnapshot>
