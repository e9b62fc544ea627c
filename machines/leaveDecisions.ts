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
  /** decided: the request was approved or cancelled already; notAllowed: not by this user. */
  | { allowed: false; reason: 'decided' | 'notAllowed' }

/** A new request, pending. */
export function requestLeave(memberId: number, days: readonly string[]): StoredLeave {
  return { value: 'pending', context: { memberId, days: [...days], approvedBy: null } }
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
  if (stored.value !== 'pending') return { allowed: false, reason: 'decided' }
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
