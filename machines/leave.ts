import { assign, setup } from 'xstate'

/**
 * A member's leave request: the days asked for, on the member's own calendar (yyyy-MM-dd), who asked
 * and who decided. The days are the member's, so a request made from another time zone still means
 * the same working days.
 */
export interface LeaveContext {
  /** The member who asked; null before the request is made. */
  memberId: number | null
  days: string[]
  /** The leader who approved it; null until then. */
  approvedBy: number | null
}

/**
 * What happens to a request (spec section 4: leave can be approved or its request cancelled; a leader
 * may also reject it, so a request they will not grant does not stay pending). `by`
 * is the acting user; whether they lead the member's team is the server's scope check, made before
 * the machine is asked. REQUEST makes the request: the member asks for their own days.
 */
export type LeaveEvent =
  | { type: 'REQUEST'; by: number; days: string[] }
  | { type: 'APPROVE'; by: number }
  | { type: 'CANCEL'; by: number }
  | { type: 'REJECT'; by: number }

/**
 * The leave lifecycle: 'new' is the request before it exists, so its creation is decided and recorded
 * like every other transition (leave@2; leave@1 began at pending). Then pending until the member's
 * leader approves or rejects it (leave@3) or the member cancels the request. Every end is final: an
 * approved leave is part of the schedule and of the attendance figures, and a rejected or cancelled
 * request is asked again as a new one. No one approves or rejects their own leave, and only the member
 * who asked cancels. The server decides every leave write with this machine's `transition` and records
 * it, as the case lifecycle does.
 */
export const leaveMachine = setup({
  types: {} as { context: LeaveContext; events: LeaveEvent },
  guards: {
    asksForDays: ({ event }) => event.type === 'REQUEST' && event.days.length > 0,
    byAnotherUser: ({ context, event }) => event.by !== context.memberId,
    byTheMember: ({ context, event }) => event.by === context.memberId,
  },
}).createMachine({
  id: 'leave',
  context: { memberId: null, days: [], approvedBy: null },
  initial: 'new',
  states: {
    new: {
      on: {
        REQUEST: {
          guard: 'asksForDays',
          target: 'pending',
          actions: assign(({ event }) =>
            event.type === 'REQUEST' ? { memberId: event.by, days: [...event.days] } : {},
          ),
        },
      },
    },
    pending: {
      on: {
        APPROVE: {
          guard: 'byAnotherUser',
          target: 'approved',
          actions: assign(({ event }) => ({ approvedBy: event.by })),
        },
        // leave@3: the leader who would approve may reject instead; the member is told either way.
        REJECT: { guard: 'byAnotherUser', target: 'rejected' },
        CANCEL: { guard: 'byTheMember', target: 'cancelled' },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

export type LeaveSnapshot = ReturnType<typeof leaveMachine.getInitialSnapshot>
export type LeaveState = 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled'
