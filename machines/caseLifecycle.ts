import { and, assign, not, setup } from 'xstate'
import type { allocationWays, RepaymentKind } from '../contract/cases.ts'

type AllocationWay = (typeof allocationWays)[number]

/**
 * The automatic rule and run that moved a case (issue 26): kept in the recorded event's payload, so the
 * case's process names the rule, its version and the run. The machine reads nothing of it.
 */
export interface RuleRunNote {
  ruleId: number
  version: number
  runId: string
}

/** The most cases one user may pin on top of their list (spec section 9). */
export const maxPinnedCases = 5

export type CloseReason = 'paidOff' | 'retrieved' | 'writtenOff'

export interface CaseLifecycleContext {
  /** What the customer owes in total, in minor units (cents). */
  amountDue: number
  paidAmount: number
  /** What passed amount cuts took off the debt: the customer owes amountDue - paidAmount - cutAmount. */
  cutAmount: number
  closeReason: CloseReason | null
}

/** The context versions 1 to 3 kept, before amount cuts (their frozen files read it under this name). */
export type CaseLifecycleContextBeforeCuts = Omit<CaseLifecycleContext, 'cutAmount'>

/**
 * Everything that changes a case. Writes that do not move a state (records, to-dos, pins) are
 * events too, so a closed case refuses them in one place and the audit records them like the rest.
 */
export type CaseLifecycleEvent =
  | { type: 'REPAYMENT_RECEIVED'; amount: number; kind: RepaymentKind }
  /** An amount cut passed by a reviewer (issue 24): the debt is lowered by its amount. */
  | { type: 'AMOUNT_CUT'; amount: number; cutId: number }
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
  | { type: 'ALLOCATE'; teamId: number; ownerId: number | null; way: AllocationWay; rule?: RuleRunNote }
  /** Taken back from the member holding it; it stays with its team until allocated again. */
  | { type: 'RETRIEVE'; rule?: RuleRunNote }
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

// A cut lowers what is owed; one that leaves nothing to pay finishes the case like a last payment.
// A cut never takes more than what remains: money off a debt already covered would be a refund.
const takeCut = [
  { guard: and(['cutWithinDebt', 'settlesTheDebt']), target: 'paidOff', actions: 'addCut' },
  { guard: 'cutWithinDebt', actions: 'addCut' },
] as const

/** What an event takes off the debt: a payment's or a cut's amount. */
const movedAmount = (event: CaseLifecycleEvent) =>
  event.type === 'REPAYMENT_RECEIVED' || event.type === 'AMOUNT_CUT' ? event.amount : 0

const remaining = (context: CaseLifecycleContext) =>
  context.amountDue - context.paidAmount - context.cutAmount

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
    settlesTheDebt: ({ context, event }) => movedAmount(event) >= remaining(context),
    positiveAmount: ({ event }) => event.type === 'REPAYMENT_RECEIVED' && event.amount > 0,
    cutWithinDebt: ({ context, event }) =>
      event.type === 'AMOUNT_CUT' && event.amount > 0 && event.amount <= remaining(context),
    underPinLimit: ({ event }) => event.type === 'PIN' && event.pinnedByUser < maxPinnedCases,
    paidOff: ({ context }) => remaining(context) <= 0,
  },
  actions: {
    noteWrite: () => {},
    addPayment: assign(({ context, event }) => ({
      paidAmount:
        event.type === 'REPAYMENT_RECEIVED' ? context.paidAmount + event.amount : context.paidAmount,
    })),
    addCut: assign(({ context, event }) => ({
      cutAmount: event.type === 'AMOUNT_CUT' ? context.cutAmount + event.amount : context.cutAmount,
    })),
  },
}).createMachine({
  id: 'caseLifecycle',
  context: ({ input }) => ({
    amountDue: input.amountDue,
    paidAmount: input.paidAmount ?? 0,
    cutAmount: 0,
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
                AMOUNT_CUT: takeCut,
                DELAY_APPROVED: { target: 'delayed' },
              },
            },
            delayed: {
              on: {
                REPAYMENT_RECEIVED: takePayment,
                AMOUNT_CUT: takeCut,
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
