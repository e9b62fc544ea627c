import type { AnyStateMachine } from 'xstate'
import type { AuditedKind, HistoryStep } from '../../../contract/audit.ts'
import { auditedMachines } from '../../../machines/auditedMachines.ts'
import { stateLeaves } from '../../../machines/historyReplay.ts'
import { activeStates, chartFor, otherEvents, takenTransitions } from './chartGraph.ts'

/** The machine version a step was recorded with, or undefined when this console does not know it. */
export const machineOf = (kind: AuditedKind, step: HistoryStep): AnyStateMachine | undefined =>
  auditedMachines[kind].recordedAs(step.machine)?.machine

/**
 * What the chart and the step's panel show of one step: the states it stood in and stands in, the
 * arrows it took, and what else the states it stood in would have taken.
 */
export function stepOnChart(machine: AnyStateMachine, step: HistoryStep) {
  const chart = chartFor(machine)
  const before = activeStates(machine.id, stateLeaves(step.from.value))
  const after = activeStates(machine.id, stateLeaves(step.to.value))
  const taken = takenTransitions(chart, step.event, before, after)
  return {
    before,
    after,
    taken: new Set(taken.map((transition) => transition.id)),
    moved: taken.length > 0,
    others: otherEvents(chart, step.event, before),
  }
}

/** The context fields a step changed: name, before and after. */
export function contextChanges(step: HistoryStep) {
  const names = new Set([...Object.keys(step.from.context), ...Object.keys(step.to.context)])
  return [...names]
    .filter((name) => JSON.stringify(step.from.context[name]) !== JSON.stringify(step.to.context[name]))
    .map((name) => ({ name, before: step.from.context[name], after: step.to.context[name] }))
}

/** A recorded value as the panel writes it: text as it is, anything else as JSON. */
export const valueText = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)
