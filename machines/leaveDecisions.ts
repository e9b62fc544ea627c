import { type AnyStateMachine, transition } from 'xstate'
import type { LeaveContext, LeaveEvent, LeaveSnapshot, LeaveState } from './leave.ts'
import { leaveVersions } from './leaveVersions.ts'
import type { MachineVersion } from './machineVersions.ts'

/** What is kept of a leave request between requests: enough to restore the machine exactly. */
export interface StoredLeave {
  value: LeaveState
  context: LeaveContext
}

export type LeaveDecision =
  /** machine: the version that allowed it, as the transition records it ('leave@1'). */
  | { allowed: true; from: StoredLeave; to: StoredLeave; machine: string }
  /** decided: the request was approved, rejected or cancelled already; notAllowed: not by this user, or not now. */
  | { allowed: false; reason: 'decided' | 'notAllowed' }

/** A request before it is made: the state REQUEST is decided from. */
export const unrequestedLeave: StoredLeave = {
  value: 'new',
  context: { memberId: null, days: [], approvedBy: null },
}

/** A member's request, as the machine makes it pending (throws if it refuses: no days asked for). */
export function requestLeave(memberId: number, days: readonly string[]): StoredLeave {
  const decision = decideLeaveEvent(unrequestedLeave, { type: 'REQUEST', by: memberId, days: [...days] })
  if (!decision.allowed) throw new Error('a leave request asks for at least one day')
  return decision.to
}

/**
 * Decides one leave write without side effects: the server calls this inside the transaction that
 * saves the result and records the transition; the client calls it to offer only allowed actions.
 */
export function decideLeaveEvent(
  stored: StoredLeave,
  event: LeaveEvent,
  using: MachineVersion<AnyStateMachine> = leaveVersions.current,
): LeaveDecision {
  if (stored.value === 'approved' || stored.value === 'rejected' || stored.value === 'cancelled')
    return { allowed: false, reason: 'decided' }
  const snapshot = using.machine.resolveState(stored) as LeaveSnapshot
  if (!snapshot.can(event)) return { allowed: false, reason: 'notAllowed' }
  const [next] = transition(using.machine, snapshot, event)
  return {
    allowed: true,
    from: stored,
    to: { value: next.value as LeaveState, context: next.context as LeaveContext },
    machine: using.recordedAs,
  }
}
