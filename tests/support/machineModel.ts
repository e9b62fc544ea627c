import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  createMachine,
  type EventObject,
  fromPromise,
} from 'xstate'
import { createTestModel, serializeSnapshot } from 'xstate/graph'

const doneEvent = 'xstate.done.actor.'
const errorEvent = 'xstate.error.actor.'

type ConfigNode = Record<string, unknown> & {
  invoke?: unknown
  on?: Record<string, unknown>
  states?: Record<string, ConfigNode>
}

/**
 * The machine's own logic with its effects taken out: each invoke becomes the done and error events
 * it would raise, so a test model can walk every branch. Invoke ids must equal their src names.
 */
export function logicOnly(machine: AnyStateMachine): AnyStateMachine {
  const strip = (node: ConfigNode): ConfigNode => {
    const copy: ConfigNode = { ...node }
    if (node.invoke) {
      const invokes = (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) as Array<{
        id: string
        src: string
        onDone?: unknown
        onError?: unknown
      }>
      copy.on = { ...(node.on ?? {}) }
      for (const invoke of invokes) {
        if (invoke.id !== invoke.src) throw new Error(`invoke ${invoke.src} needs id '${invoke.src}'`)
        if (invoke.onDone) copy.on[`${doneEvent}${invoke.id}`] = invoke.onDone
        if (invoke.onError) copy.on[`${errorEvent}${invoke.id}`] = invoke.onError
      }
      delete copy.invoke
    }
    if (node.states)
      copy.states = Object.fromEntries(Object.entries(node.states).map(([key, child]) => [key, strip(child)]))
    return copy
  }
  return createMachine(strip(machine.config as ConfigNode) as never, machine.implementations as never)
}

interface TransitionKey {
  source: string
  event: string
  targets: string[] | null
}

export const keyText = (key: TransitionKey) =>
  `${key.source} --${key.event}--> ${key.targets?.join(',') ?? '(stays)'}`

/** Every transition the machine defines (eventless ones aside). */
export function definedTransitions(machine: AnyStateMachine): TransitionKey[] {
  const all: TransitionKey[] = []
  const visit = (node: AnyStateNode) => {
    for (const [event, definitions] of node.transitions) {
      for (const definition of definitions) {
        all.push({
          source: node.id,
          event,
          targets: definition.target?.map((target: AnyStateNode) => target.id) ?? null,
        })
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  const unique = new Map(all.map((key) => [keyText(key), key]))
  return [...unique.values()]
}

function activeIds(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.map((node) => node.id))
}

/** Which defined transitions one step exercised: the source was active before, the target after. */
export function exercised(
  defined: TransitionKey[],
  before: AnyMachineSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
): TransitionKey[] {
  const was = activeIds(before)
  const is = activeIds(after)
  return defined.filter(
    (key) =>
      key.event === event.type &&
      was.has(key.source) &&
      (key.targets ? key.targets.every((target) => is.has(target)) : is.has(key.source)),
  )
}

/**
 * Every effect becomes a promise that waits for the test to settle it; one the model never settles
 * (a ticking countdown, say) simply stays quiet, and the model sends its events itself.
 */
function controllableActors(machine: AnyStateMachine) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>()
  const actors: Record<string, unknown> = {}
  for (const name of Object.keys(machine.implementations.actors ?? {})) {
    actors[name] = fromPromise(() => new Promise((resolve, reject) => pending.set(name, { resolve, reject })))
  }
  return { actors, pending }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export interface ModelRun {
  /** Paths replayed against the real machine. */
  paths: number
  defined: number
  uncovered: string[]
}

/**
 * Every state node of the machine, by id (the root aside), parted into those it can rest in and
 * those it only passes through (eventless `always` transitions decide at once where it goes).
 */
function stateIds(machine: AnyStateMachine): { atRest: string[]; passedThrough: string[] } {
  const atRest: string[] = []
  const passedThrough: string[] = []
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      ;((child.always?.length ?? 0) > 0 ? passedThrough : atRest).push(child.id)
      visit(child)
    }
  }
  visit(machine.root)
  return { atRest, passedThrough }
}

/**
 * What one model run covered of its machine, kept for `npm test` to print a line per machine
 * (scripts/testReports.ts machineCoverageLines): written only where MACHINE_COVERAGE_DIR names a folder.
 * A machine walked by several runs (other inputs) is covered by their union.
 */
function keepCoverage(
  machine: AnyStateMachine,
  coverage: {
    states: string[]
    statesCovered: string[]
    passedThrough: string[]
    transitions: string[]
    transitionsCovered: string[]
  },
) {
  const folder = process.env.MACHINE_COVERAGE_DIR
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, `${machine.id}.${randomUUID()}.json`),
    JSON.stringify({ machine: machine.id, ...coverage }),
  )
}

/**
 * Walks every edge of the machine's state graph (generated from its logic-only twin with the given
 * sample events) and replays the shortest path to it on the real machine with controllable effects,
 * checking each step lands where the model says. Returns which defined transitions no path exercised.
 */
export async function runModel(
  machine: AnyStateMachine,
  options: {
    events: AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => AnyEventObject[])
    input?: unknown
    /**
     * Whether the model sends this event from this state. Leaving an event out of `events` is not
     * enough: xstate/graph then sends it bare. A machine whose context counts without end (a rule's
     * versions) needs it to keep its graph finite.
     */
    filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean
    /** Extra checks on each reached state of the real machine. */
    check?: (snapshot: AnyMachineSnapshot) => void
  },
): Promise<ModelRun> {
  const twin = logicOnly(machine)
  const events = options.events
  // States are told apart by value and context alone (not by the transition that reached them), so
  // each has one shortest path to extend by each of its edges.
  const model = createTestModel(twin, {
    events: typeof events === 'function' ? events : () => events,
    input: options.input,
    filterEvents: options.filterEvents,
    serializeTransition: () => '',
  } as never)
  // Keep the paths that are prefixes of others: each is the shortest way to its own state.
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true } as never)
  const defined = definedTransitions(twin)
  const covered = new Set<string>()
  const adjacency = model.getAdjacencyMap()
  const pathTo = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]))
  let paths = 0
  for (const [serialized, vertex] of Object.entries(adjacency)) {
    const from = vertex.state as AnyMachineSnapshot
    const prefix = pathTo.get(serialized as ReturnType<typeof serializeSnapshot>)
    if (!prefix) throw new Error(`no path reaches ${serialized}`)
    for (const { event, state } of Object.values(vertex.transitions) as Array<{
      event: EventObject
      state: AnyMachineSnapshot
    }>) {
      const steps = [...prefix.steps.map((step) => step.event as EventObject), event as EventObject]
      await replay(machine, options, steps, state as AnyMachineSnapshot)
      for (const key of exercised(defined, from, event as EventObject, state as AnyMachineSnapshot))
        covered.add(keyText(key))
      paths++
    }
  }
  const reachedStates = new Set(
    Object.values(adjacency).flatMap((vertex) => [...activeIds(vertex.state as AnyMachineSnapshot)]),
  )
  const { atRest, passedThrough } = stateIds(twin)
  keepCoverage(machine, {
    states: atRest,
    statesCovered: atRest.filter((id) => reachedStates.has(id)),
    passedThrough,
    transitions: defined.map(keyText),
    transitionsCovered: [...covered],
  })
  return {
    paths,
    defined: defined.length,
    uncovered: defined.map(keyText).filter((text) => !covered.has(text)),
  }
}

async function replay(
  machine: AnyStateMachine,
  options: { input?: unknown; check?: (snapshot: AnyMachineSnapshot) => void },
  events: EventObject[],
  expected: AnyMachineSnapshot,
) {
  const { actors, pending } = controllableActors(machine)
  const actor: AnyActorRef = createActor(machine.provide({ actors } as never), {
    input: options.input,
  } as never)
  // A machine without effects answers synchronously; waiting a tick per step is only for effects.
  const wait = Object.keys(actors).length > 0 ? settle : async () => {}
  actor.start()
  await wait()
  // The first step of a model path is its initial snapshot, not an event.
  for (const event of events.filter((e) => e.type !== 'xstate.init')) {
    if (event.type.startsWith(doneEvent) || event.type.startsWith(errorEvent)) {
      const name = event.type.replace(doneEvent, '').replace(errorEvent, '')
      const waiting = pending.get(name)
      if (!waiting) throw new Error(`the real machine is not running ${name} when the model settles it`)
      pending.delete(name)
      if (event.type.startsWith(doneEvent)) waiting.resolve((event as { output?: unknown }).output)
      else waiting.reject((event as { error?: unknown }).error)
    } else {
      actor.send(event)
    }
    await wait()
  }
  const reached = actor.getSnapshot() as AnyMachineSnapshot
  actor.stop()
  if (!isDeepStrictEqual(reached.value, expected.value)) {
    throw new Error(
      `after ${events.map((e) => e.type).join(' > ')} the machine is in ${JSON.stringify(reached.value)}, the model says ${JSON.stringify(expected.value)}`,
    )
  }
  if (!isDeepStrictEqual(reached.context, expected.context)) {
    throw new Error(`after ${events.map((e) => e.type).join(' > ')} the context differs from the model's`)
  }
  options.check?.(reached)
}
