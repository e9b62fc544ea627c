import { transition } from 'xstate'
import type { z } from 'zod'
import type { lifecycleSchema } from '../contract/cases.ts'
import {
  type CaseLifecycleContext,
  type CaseLifecycleEvent,
  type CaseLifecycleSnapshot,
  caseLifecycleMachine,
  caseLifecycleVersion,
} from './caseLifecycle.ts'

/** What is kept of a case's lifecycle between requests: enough to restore the machine exactly. */
export interface StoredLifecycle {
  value: CaseLifecycleSnapshot['value']
  context: CaseLifecycleContext
}

export type CaseDecision =
  | { allowed: true; from: StoredLifecycle; to: StoredLifecycle; machine: string }
  | { allowed: false; reason: 'closed' | 'notAllowed' }

export const caseLifecycleMachineId = `caseLifecycle@${caseLifecycleVersion}`

// Every case starts in the same state; only the amounts differ.
let initialValue: StoredLifecycle['value'] | undefined

export function initialLifecycle(amountDue: number, paidAmount = 0): StoredLifecycle {
  initialValue ??= caseLifecycleMachine.getInitialSnapshot(dummyScope, { amountDue }).value
  return { value: initialValue, context: { amountDue, paidAmount, closeReason: null } }
}

export function restoreLifecycle(stored: StoredLifecycle): CaseLifecycleSnapshot {
  return caseLifecycleMachine.resolveState({ value: stored.value, context: stored.context })
}

/**
 * Decides one case write without side effects: the server calls this inside the transaction that
 * saves the result and records the transition; the client calls it to offer only allowed actions.
 */
export function decideCaseEvent(stored: StoredLifecycle, event: CaseLifecycleEvent): CaseDecision {
  if (stored.value === 'closed') return { allowed: false, reason: 'closed' }
  const snapshot = restoreLifecycle(stored)
  if (!snapshot.can(event)) return { allowed: false, reason: 'notAllowed' }
  const [next] = transition(caseLifecycleMachine, snapshot, event)
  return {
    allowed: true,
    from: stored,
    to: { value: next.value, context: next.context },
    machine: caseLifecycleMachineId,
  }
}

/** Replays recorded events from a case's first state; auditors check it reaches the stored one. */
export function replayCase(initial: StoredLifecycle, events: CaseLifecycleEvent[]): StoredLifecycle {
  let current = initial
  for (const event of events) {
    const decision = decideCaseEvent(current, event)
    if (decision.allowed) current = decision.to
  }
  return current
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
  amounts: { amountDue: number; paidAmount: number },
): StoredLifecycle {
  const context = { amountDue: amounts.amountDue, paidAmount: amounts.paidAmount, closeReason: null }
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
