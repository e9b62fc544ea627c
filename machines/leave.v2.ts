import { assign, setup } from 'xstate'

// leave@2, frozen: what the transitions recorded with it mean (docs/decisions/0013). Never edit it.

/**
 * A member's leave request: the days asked for, on the member's own calendar (yyyy-MM-dd), who asked
 * and who decided. The days are the member's, so a request made from another time zone still means
 * the same working days.
 */
interface LeaveContext {
  /** The member who asked; null before the request is made. */
  memberId: number | null
  days: string[]
  /** The leader who approved it; null until then. */
  approvedBy: number | null
}

/**
 * What happens to a request (spec section 4: leave can be approved or its request cancelled). `by`
 * is the acting user; whether they lead the member's team is the server's scope check, made before
 * the machine is asked. REQUEST makes the request: the member asks for their own days.
 */
type LeaveEvent =
  | { type: 'REQUEST'; by: number; days: string[] }
  | { type: 'APPROVE'; by: number }
  | { type: 'CANCEL'; by: number }

/**
 * The leave lifecycle: 'new' is the request before it exists, so its creation is decided and recorded
 * like every other transition (leave@2; leave@1 began at pending). Then pending until the member's leader approves it or the member cancels the
 * request. Both ends are final: an approved leave is part of the schedule and of the attendance
 * figures, and a cancelled request is asked again as a new one. No one approves their own leave, and
 * only the member who asked cancels. The server decides every leave write with this machine's
 * `transition` and records it, as the case lifecycle does.
 */
export const leaveMachineV2 = setup({
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
        CANCEL: { guard: 'byTheMember', target: 'cancelled' },
      },
    },
    approved: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
