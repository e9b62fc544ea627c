import { type AnyStateMachine, transition } from 'xstate'
import type { z } from 'zod'
import type { lifecycleSchema } from '../contract/cases.ts'
import {
  type CaseLifecycleContext,
  type CaseLifecycleEvent,
  type CaseLifecycleSnapshot,
  caseLifecycleMachine,
} from './caseLifecycle.ts'
import { caseLifecycleVersions } from './caseLifecycleVersions.ts'
import type { MachineVersion } from './machineVersions.ts'

/** What is kept of a case's lifecycle between requests: enough to restore the machine exactly. */
export interface StoredLifecycle {
  value: CaseLifecycleSnapshot['value']
  context: CaseLifecycleContext
}

export type CaseDecision =
  /** machine: the version that allowed it, as the transition records it ('caseLifecycle@1'). */
  | { allowed: true; from: StoredLifecycle; to: StoredLifecycle; machine: string }
  | { allowed: false; reason: 'closed' | 'notAllowed' }

// Every case starts in the same state; only the amounts differ.
let initialValue: StoredLifecycle['value'] | undefined

export function initialLifecycle(amountDue: number, paidAmount = 0): StoredLifecycle {
  initialValue ??= caseLifecycleMachine.getInitialSnapshot(dummyScope, { amountDue }).value
  return { value: initialValue, context: { amountDue, paidAmount, cutAmount: 0, closeReason: null } }
}

export function restoreLifecycle(
  stored: StoredLifecycle,
  machine: AnyStateMachine = caseLifecycleMachine,
): CaseLifecycleSnapshot {
  return machine.resolveState({ value: stored.value, context: stored.context }) as CaseLifecycleSnapshot
}

/**
 * Whether the case takes the event now, as decideCaseEvent would decide, without working out where it
 * would go: what a screen asks of every row it draws (the pin it offers).
 */
export function caseEventAllowed(
  stored: StoredLifecycle,
  event: CaseLifecycleEvent,
  using: MachineVersion<AnyStateMachine> = caseLifecycleVersions.current,
): boolean {
  return stored.value !== 'closed' && restoreLifecycle(stored, using.machine).can(event)
}

/**
 * Decides one case write without side effects: the server calls this inside the transaction that
 * saves the result and records the transition; the client calls it to offer only allowed actions.
 * New writes are decided by the current version; a replay passes the version a step was recorded with.
 */
export function decideCaseEvent(
  stored: StoredLifecycle,
  event: CaseLifecycleEvent,
  using: MachineVersion<AnyStateMachine> = caseLifecycleVersions.current,
): CaseDecision {
  if (stored.value === 'closed') return { allowed: false, reason: 'closed' }
  const snapshot = restoreLifecycle(stored, using.machine)
  if (!snapshot.can(event)) return { allowed: false, reason: 'notAllowed' }
  const [next] = transition(using.machine, snapshot, event)
  return {
    allowed: true,
    from: stored,
    to: { value: next.value, context: next.context as CaseLifecycleContext },
    machine: using.recordedAs,
  }
}

// getInitialSnapshot needs an actor scope only to run entry actions; this machine has none.
const dummyScope = {} as Parameters<typeof caseLifecycleMachine.getInitialSnapshot>[0]

export type Lifecycle = z.infer<typeof lifecycleSchema>

/** The contract's view of where a case stands, from its stored snapshot. */
export function lifecycleOf(stored: StoredLifecycle): Lifecycle {
  if (stored.value === 'closed') {
    return {
      repayment: null,
      deal: false,
      appointment: false,
      extensionActive: false,
      delayedRepaymentOffered: false,
      closed: true,
    }
  }
  const open = (stored.value as { open: Record<string, string> }).open
  return {
    repayment: open.repayment as Lifecycle['repayment'],
    deal: open.deal === 'deal',
    appointment: open.appointment === 'booked',
    extensionActive: open.extension === 'active',
    delayedRepaymentOffered: open.delayedRepayment === 'offered',
    closed: false,
  }
}

/** The stored snapshot a lifecycle summary stands for, so the client can ask the machine what it allows. */
export function lifecycleFromSummary(
  summary: Lifecycle,
  amounts: { amountDue: number; paidAmount: number; cutAmount: number },
): StoredLifecycle {
  const context = {
    amountDue: amounts.amountDue,
    paidAmount: amounts.paidAmount,
    cutAmount: amounts.cutAmount,
    closeReason: null,
  }
  if (summary.closed) return { value: 'closed', context }
  return {
    value: {
      open: {
        repayment: summary.repayment ?? 'unpaid',
        deal: summary.deal ? 'deal' : 'noDeal',
        appointment: summary.appointment ? 'booked' : 'none',
        extension: summary.extensionActive ? 'active' : 'inactive',
        delayedRepayment: summary.delayedRepaymentOffered ? 'offered' : 'notOffered',
      },
    },
    context,
  }
}
