import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

/** One transition a machine defines that moves somewhere: an arrow of the chart. */
export interface ChartTransition {
  id: string
  /** The state node that takes the event (a leaf, or a parent that takes it in every child). */
  source: string
  target: string
  event: string
  /** The guard's name, when the machine takes the event only if it holds. */
  guard: string | null
}

/** An event a state takes without moving: the machine records it, and the chart lists it on the state. */
export interface ChartStay {
  source: string
  event: string
  guard: string | null
}

export interface MachineChart {
  graph: ElkNode
  transitions: ChartTransition[]
  stays: ChartStay[]
  /** Each state node by its id: its name, and whether its children run side by side (parallel regions). */
  states: Map<string, { name: string; parallel: boolean; parent: string | null; leaf: boolean }>
}

const letter = 7
const leafHeight = 30
const labelHeight = 16

/** A named guard by its name; an inline one as '*' (it has no name to show). */
const guardName = (guard: unknown): string | null => {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  return '*'
}

/** An event as the chart writes it: with its guard's name, or a star for an unnamed condition. */
export const eventText = (event: string, guard: string | null) =>
  guard === null ? event : guard === '*' ? `${event}*` : `${event} [${guard}]`

/** The text's size on the chart: the chart's font is fixed, so the width follows the letters. */
const sized = (text: string) => ({ text, width: text.length * letter + 4, height: labelHeight })

/**
 * The machine's statechart as a graph to lay out (ELK's JSON): a node per state, nested as the machine
 * nests them (a parallel state's regions as boxes side by side), an edge per transition that moves,
 * labelled with its event. Events a state takes without moving are kept apart (`stays`): drawn as
 * arrows they would loop on every state of a case.
 */
export function chartOf(machine: AnyStateMachine): MachineChart {
  const transitions: ChartTransition[] = []
  const stays: ChartStay[] = []
  const states: MachineChart['states'] = new Map()

  const visit = (node: AnyStateNode, parent: string | null): ElkNode => {
    const children = Object.values(node.states) as AnyStateNode[]
    states.set(node.id, {
      name: node.key,
      parallel: node.type === 'parallel',
      parent,
      leaf: children.length === 0,
    })
    for (const [event, definitions] of node.transitions) {
      for (const definition of definitions) {
        const guard = guardName(definition.guard)
        const targets = (definition.target ?? []) as AnyStateNode[]
        if (targets.length === 0) stays.push({ source: node.id, event, guard })
        for (const target of targets)
          transitions.push({
            id: `${node.id}|${event}|${target.id}|${transitions.length}`,
            source: node.id,
            target: target.id,
            event,
            guard,
          })
      }
    }
    if (children.length === 0)
      return {
        id: node.id,
        width: Math.max(node.key.length * letter + 24, 64),
        height: leafHeight,
        labels: [sized(node.key)],
      }
    return {
      id: node.id,
      labels: [sized(node.key)],
      layoutOptions: {
        'elk.padding': `[top=${labelHeight + 12},left=12,bottom=12,right=12]`,
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
        // A parallel state's regions run side by side; a compound state's states flow like the whole.
        ...(node.type === 'parallel' ? { 'elk.algorithm': 'rectpacking' } : {}),
      },
      children: children.map((child) => visit(child, node.id)),
    }
  }

  const root = visit(machine.root, null)
  const edges: ElkExtendedEdge[] = transitions.map((transition) => ({
    id: transition.id,
    sources: [transition.source],
    targets: [transition.target],
    labels: [sized(eventText(transition.event, transition.guard))],
  }))
  return {
    graph: {
      ...root,
      layoutOptions: {
        ...root.layoutOptions,
        'elk.algorithm': 'layered',
        'elk.direction': 'RIGHT',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.edgeRouting': 'ORTHOGONAL',
        'elk.layered.spacing.nodeNodeBetweenLayers': '48',
        'elk.spacing.nodeNode': '24',
        'elk.spacing.edgeLabel': '4',
        'elk.json.edgeCoords': 'ROOT',
        'elk.json.shapeCoords': 'ROOT',
      },
      edges,
    },
    transitions,
    stays,
    states,
  }
}

const charts = new WeakMap<AnyStateMachine, MachineChart>()

/** The chart of a machine version, made once. */
export function chartFor(machine: AnyStateMachine): MachineChart {
  let chart = charts.get(machine)
  if (!chart) {
    chart = chartOf(machine)
    charts.set(machine, chart)
  }
  return chart
}

/** The state nodes a stored state value stands in: each leaf and every state above it. */
export function activeStates(machineId: string, leaves: readonly string[]): Set<string> {
  const active = new Set<string>([machineId])
  for (const leaf of leaves) {
    const parts = leaf.split('.')
    for (let end = 1; end <= parts.length; end += 1)
      active.add(`${machineId}.${parts.slice(0, end).join('.')}`)
  }
  return active
}

/** The transitions a step took: its event, from a state it stood in, into a state it stands in after. */
export function takenTransitions(
  chart: MachineChart,
  event: string,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): ChartTransition[] {
  return chart.transitions.filter(
    (transition) =>
      transition.event === event && before.has(transition.source) && after.has(transition.target),
  )
}

/**
 * What else could have happened where the step stood: every other event the states it stood in take
 * (moving or not), each with its guard, once. The guard may still have refused it then.
 */
export function otherEvents(chart: MachineChart, event: string, before: ReadonlySet<string>) {
  const seen = new Map<string, { event: string; guard: string | null; moves: boolean }>()
  const take = (other: { event: string; guard: string | null; source: string }, moves: boolean) => {
    const key = eventText(other.event, other.guard)
    if (other.event !== event && before.has(other.source) && !seen.has(key))
      seen.set(key, { event: other.event, guard: other.guard, moves })
  }
  for (const transition of chart.transitions) take(transition, true)
  for (const stay of chart.stays) take(stay, false)
  return [...seen.values()].sort((a, b) => a.event.localeCompare(b.event))
}
