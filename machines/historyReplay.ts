import type { AnyStateMachine } from 'xstate'
import type { MachineVersions } from './machineVersions.ts'
import { decide, type Stored } from './storedDecisions.ts'

type AnyStored = Stored<string, object>

/** One recorded transition, as the audit holds it: the states are the stored snapshots before and after. */
export interface RecordedStep {
  /** The machine and version that allowed it ('simCard@3'). */
  machine: string
  event: { type: string }
  from: unknown
  to: unknown
}

/**
 * What replaying one recorded step through its recorded machine version says of it:
 * - 'matches': the step starts where the replay stands, the machine allows it there, and it reaches
 *   the state recorded;
 * - 'startsElsewhere': the record starts from another state than the replay stands in (something
 *   changed the object outside its machine, or a step is missing);
 * - 'refused': the recorded machine refuses the event where the replay stands;
 * - 'endsElsewhere': allowed, but the machine reaches another state than the one recorded;
 * - 'unknownMachine': the step names a machine version this build does not know.
 */
export type StepVerdict = 'matches' | 'startsElsewhere' | 'refused' | 'endsElsewhere' | 'unknownMachine'

export interface HistoryReplay {
  /** One verdict per recorded step, in order. */
  steps: StepVerdict[]
  /** Where the replay ends: the last recorded step's state, or the first step's start when none. */
  reached: unknown
  /** Whether the object holds the state the replay reached. */
  holdsReached: boolean
  /** The index of the first step whose verdict is not 'matches', or null when every one does. */
  firstDifference: number | null
}

/** Equality of stored JSON: key order does not count (jsonb does not keep it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aKeys = Object.keys(a)
  const bKeys = Object.keys(b)
  if (aKeys.length !== bKeys.length) return false
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

function verdictOf(
  versions: MachineVersions<AnyStateMachine>,
  standing: unknown,
  step: RecordedStep,
): StepVerdict {
  const recorded = versions.recordedAs(step.machine)
  if (!recorded) return 'unknownMachine'
  if (!sameJson(standing, step.from)) return 'startsElsewhere'
  const decision = decide(recorded, step.from as AnyStored, step.event)
  if (!decision.allowed) return 'refused'
  return sameJson(decision.to, step.to) ? 'matches' : 'endsElsewhere'
}

/**
 * Replays an object's recorded steps, each through the machine version that recorded it, from the
 * state its first step starts in. Each step gets its own verdict: after a difference the replay goes
 * on from the state the record says the step reached, so one difference is named once, at its step,
 * and the steps after it are judged on their own. The object must hold the last recorded state.
 */
export function replayHistory(
  versions: MachineVersions<AnyStateMachine>,
  steps: readonly RecordedStep[],
  stored: unknown,
): HistoryReplay {
  let standing: unknown = steps[0]?.from ?? stored
  const verdicts = steps.map((step) => {
    const verdict = verdictOf(versions, standing, step)
    standing = step.to
    return verdict
  })
  const first = verdicts.findIndex((verdict) => verdict !== 'matches')
  return {
    steps: verdicts,
    reached: standing,
    holdsReached: sameJson(standing, stored),
    firstDifference: first < 0 ? null : first,
  }
}

/**
 * The leaf states a stored state value names, as dotted paths from the root: 'pending', or one per
 * region of a parallel state ('open.repayment.unpaid', 'open.deal.noDeal', …), in the value's order.
 */
export function stateLeaves(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return [[...path, value].join('.')]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => stateLeaves(child, [...path, key]))
}
