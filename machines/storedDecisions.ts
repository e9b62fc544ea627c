import { type AnyStateMachine, transition } from 'xstate'
import type { MachineVersion, MachineVersions } from './machineVersions.ts'

/** What is kept of a business machine between requests: its state and context, enough to restore it. */
export interface Stored<State extends string, Context> {
  value: State
  context: Context
}

export type Decision<S> =
  /** machine: the version that allowed it, as the transition records it ('simCard@1'). */
  { allowed: true; from: S; to: S; machine: string } | { allowed: false }

// getInitialSnapshot needs an actor scope only to run entry actions; these machines have none.
const noScope = {} as never

/** Where a new row of this machine starts: the current version's initial state. */
export function initialOf<S>(versions: MachineVersions<AnyStateMachine>): S {
  const snapshot = versions.current.machine.getInitialSnapshot(noScope)
  return { value: snapshot.value, context: snapshot.context } as S
}

/**
 * Decides one write without side effects: the server calls this inside the transaction that saves the
 * result and records the transition; the screens call it to offer only what is allowed. A machine in
 * a final state takes nothing more.
 */
export function decide<S extends Stored<string, object>>(
  using: MachineVersion<AnyStateMachine>,
  stored: S,
  event: { type: string },
): Decision<S> {
  const snapshot = using.machine.resolveState({ value: stored.value, context: stored.context })
  if (snapshot.status === 'done' || !snapshot.can(event)) return { allowed: false }
  const [next] = transition(using.machine, snapshot, event)
  return {
    allowed: true,
    from: stored,
    to: { value: next.value, context: next.context } as S,
    machine: using.recordedAs,
  }
}
