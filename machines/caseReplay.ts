import type { AnyStateMachine } from 'xstate'
import { decideCaseEvent, type StoredLifecycle } from './caseDecisions.ts'
import type { CaseLifecycleEvent } from './caseLifecycle.ts'
import { caseLifecycleVersions } from './caseLifecycleVersions.ts'
import type { MachineVersions } from './machineVersions.ts'

/** One recorded transition of a case, as the audit holds it. */
export interface RecordedCaseStep {
  id: number
  /** The machine and version that allowed it ('caseLifecycle@1'). */
  machine: string
  event: CaseLifecycleEvent
}

/** A recorded step that its machine does not allow where the replay stands, or whose machine is unknown. */
export interface RefusedCaseStep {
  id: number
  event: string
  machine: string
  from: StoredLifecycle
  reason: 'closed' | 'notAllowed' | 'unknownMachine'
}

export interface CaseReplay {
  reached: StoredLifecycle
  /** Every refused step, in order; the replay goes on past each, as the case did. */
  refused: RefusedCaseStep[]
}

/**
 * Replays a case's recorded steps from its first state, each through the machine version it was
 * recorded with, so a history that spans versions replays as it happened. Auditors check it reaches
 * the stored state; a step the machine refuses is reported, never dropped in silence.
 */
export function replayCase(
  initial: StoredLifecycle,
  steps: RecordedCaseStep[],
  versions: MachineVersions<AnyStateMachine> = caseLifecycleVersions,
): CaseReplay {
  let current = initial
  const refused: RefusedCaseStep[] = []
  for (const step of steps) {
    const refusal = { id: step.id, event: step.event.type, machine: step.machine, from: current }
    const recorded = versions.recordedAs(step.machine)
    if (!recorded) {
      refused.push({ ...refusal, reason: 'unknownMachine' })
      continue
    }
    const decision = decideCaseEvent(current, step.event, recorded)
    if (decision.allowed) current = decision.to
    else refused.push({ ...refusal, reason: decision.reason })
  }
  return { reached: current, refused }
}
