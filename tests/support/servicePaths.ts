import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { createTestModel, serializeSnapshot } from 'xstate/graph'
import type { AuditedKind } from '../../contract/audit.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { objectById } from '../../server/services/audit/auditedObjects.ts'
import { definedTransitions, exercised, keyText, logicOnly } from './machineModel.ts'
import type { CallResult, TestServer } from './testServer.ts'

/** What the service answered to one event: its HTTP status, and what it says of the object's state. */
export interface Answer {
  status: number
  /** The part of the state the answer names (a row's status, a case's paid amount), in the model's terms. */
  says?: { value?: unknown; context?: Record<string, unknown> }
}

/** An answer that holds the object's row (the whole answer, unless said): its status names the model's state. */
export const statusAnswer = <Data>(
  answer: CallResult<Data>,
  rowOf: (data: Data) => { status: string } = (data) => data as { status: string },
): Answer =>
  answer.status === 200
    ? { status: 200, says: { value: rowOf(answer.body.data).status } }
    : { status: answer.status }

/**
 * An event the service takes with no answer of its own (a sweep it runs on a clock, a card taken back
 * that ends a request): taken when the write moved the object's stored state to `to`, refused when it
 * left it where it was.
 */
export async function movedTo(
  server: TestServer,
  kind: AuditedKind,
  id: number,
  to: string,
  write: () => Promise<number>,
): Promise<Answer> {
  const valueNow = async () => (await objectById(server.db, kind, id))?.stored.value
  const before = await valueNow()
  const status = await write()
  if (status !== 200) return { status }
  return before !== to && (await valueNow()) === to ? { status: 200 } : { status: 409 }
}

interface Stored {
  value: unknown
  context: unknown
}

/**
 * How a business machine's events reach the real service: who sends each, through which call, on the
 * world `begin` makes for a path. What the model predicts and what the service stores are compared
 * whole, the model's stand-ins for the world's people and things put right (standIns).
 */
export interface ServicePlay<World> {
  kind: AuditedKind
  machine: AnyStateMachine
  input?: unknown
  /** The events the model sends in a state: it is asked nothing else, neither as a step nor as a refusal. */
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[])
  /** A fresh world for one path (its events given): the people and things around one object. */
  begin(steps: EventObject[]): Promise<World>
  /**
   * Sends the event through the service as the role it needs. null when the service has no way to send
   * this event to this object (one that makes a new object, sent again).
   */
  send(world: World, event: EventObject): Promise<Answer | null>
  /** The object the path plays on, once made. */
  idOf(world: World): number | undefined
  /**
   * The model's stand-ins (negative numbers) for what the world makes afresh for each path (a new holder
   * for each card), each with the world's own id: a context field holding a stand-in is stored with it.
   */
  standIns?(world: World): Map<number, number>
  /** States whose object the service deletes (a card removed, its number free again): only its trail stays. */
  goneIn?: readonly string[]
  /**
   * The model's events the service's call for this one records before it, in the same write (a booked
   * date comes with the collection record that agreed it); they move no state.
   */
  sentWith?(event: EventObject): EventObject[]
}

interface Edge {
  from: string
  event: EventObject
  to: string
  covers: string[]
}

type Graph = Map<string, { state: AnyMachineSnapshot; edges: Edge[] }>

const eventKey = (event: EventObject) => JSON.stringify(event)

/** The edges one BFS from `start` walks, each vertex reached by its first (shortest) way. */
function shortestWays(graph: Graph, start: string): Map<string, Edge[]> {
  const ways = new Map<string, Edge[]>([[start, []]])
  const queue = [start]
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const edge of graph.get(at)!.edges) {
      if (ways.has(edge.to)) continue
      ways.set(edge.to, [...ways.get(at)!, edge])
      queue.push(edge.to)
    }
  }
  return ways
}

/** The uncovered transitions some walk from this vertex could still take. */
function stillReachable(graph: Graph, from: string, uncovered: Set<string>): number {
  const found = new Set<string>()
  for (const vertex of shortestWays(graph, from).keys())
    for (const edge of graph.get(vertex)!.edges)
      for (const key of edge.covers) if (uncovered.has(key)) found.add(key)
  return found.size
}

/**
 * Few, short paths that together take every transition the graph can reach: each path walks from the
 * initial state to the nearest edge taking a transition not taken yet (of the nearest, the one after
 * which most are still reachable, so a path does not close its object while it could do more), again
 * and again until none is reachable from where it stands; then the next path starts afresh.
 */
function coveringPaths(graph: Graph, initial: string): Edge[][] {
  const uncovered = new Set(
    [...graph.values()].flatMap((vertex) => vertex.edges.flatMap((edge) => edge.covers)),
  )
  const paths: Edge[][] = []
  while (uncovered.size > 0) {
    const path: Edge[] = []
    for (let at = initial; ; ) {
      const ways = shortestWays(graph, at)
      const candidates = [...ways].flatMap(([vertex, way]) =>
        graph
          .get(vertex)!
          .edges.filter((edge) => edge.covers.some((key) => uncovered.has(key)))
          .map((edge) => [...way, edge]),
      )
      if (candidates.length === 0) break
      const nearest = Math.min(...candidates.map((way) => way.length))
      const [best] = candidates
        .filter((way) => way.length === nearest)
        .map((way) => ({ way, after: stillReachable(graph, way.at(-1)!.to, uncovered) }))
        .sort((a, b) => b.after - a.after)
      path.push(...best!.way)
      for (const edge of best!.way) for (const key of edge.covers) uncovered.delete(key)
      at = best!.way.at(-1)!.to
    }
    if (path.length === 0) break
    paths.push(path)
  }
  return paths
}

/** The model's graph of the machine with these events: the edges it takes, and what each covers. */
function modelGraph(play: ServicePlay<unknown>) {
  const twin = logicOnly(play.machine)
  const alphabet = (snapshot: AnyMachineSnapshot) =>
    typeof play.events === 'function' ? play.events(snapshot) : play.events
  const model = createTestModel(twin, {
    events: alphabet,
    // xstate/graph sends an event the state handles but the list lacks bare: the model is asked nothing else.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      alphabet(snapshot).some((sent) => eventKey(sent) === eventKey(event)),
    input: play.input,
    serializeTransition: () => '',
  } as never)
  const defined = definedTransitions(twin)
  const graph: Graph = new Map()
  const adjacency = Object.entries(model.getAdjacencyMap())
  for (const [key, vertex] of adjacency) {
    const state = vertex.state as AnyMachineSnapshot
    const edges = (Object.values(vertex.transitions) as { event: EventObject; state: AnyMachineSnapshot }[])
      .filter(({ event }) => state.can(event))
      .map(({ event, state: to }) => ({
        from: key,
        event,
        to: serializeSnapshot(to),
        covers: exercised(defined, state, event, to).map(keyText),
      }))
    graph.set(key, { state, edges })
  }
  // The traversal starts from the initial state, so it is the first vertex found.
  return { graph, initial: adjacency[0]![0], alphabet, defined: defined.map(keyText).sort() }
}

/**
 * Plays the machine's graph against the real service, on paths that together take every transition
 * the model reaches with these events (coveringPaths). After each step the service must have answered
 * it as the model says, recorded exactly the model's transitions so far (event, state before and after)
 * and stored the state the model reached. In each state a path reaches, every event the model refuses
 * there is sent too (once per state, whatever its context), and must be refused with nothing recorded
 * or stored. Answers the machine's transitions the paths took, and those it defines.
 */
export async function playPathsOnService<World>(server: TestServer, play: ServicePlay<World>) {
  const { graph, initial, alphabet, defined } = modelGraph(play as ServicePlay<unknown>)
  const stateOf = (key: string) => graph.get(key)!.state
  const refusedIn = (key: string) => {
    const state = stateOf(key)
    return alphabet(state).filter((event) => !state.can(event) || state.status === 'done')
  }
  const trailOf = async (id: number) =>
    server.db
      .select({ event: transitions.eventType, from: transitions.fromState, to: transitions.toState })
      .from(transitions)
      .where(and(eq(transitions.entityType, play.kind), eq(transitions.entityId, id)))
      .orderBy(asc(transitions.id))
  const storedNow = async (id: number) => (await objectById(server.db, play.kind, id))?.stored
  const tried = new Set<string>()
  const covered = new Set<string>()

  for (const path of coveringPaths(graph, initial)) {
    const world = await play.begin(path.map((edge) => edge.event))
    const ids = play.standIns?.(world) ?? new Map<number, number>()
    const storedOf = (key: string): Stored => {
      const { value, context } = stateOf(key)
      const stored = Object.entries(context as Record<string, unknown>).map(([field, held]) => [
        field,
        typeof held === 'number' ? (ids.get(held) ?? held) : held,
      ])
      return { value, context: Object.fromEntries(stored) }
    }
    const before = play.idOf(world)
    // An object that lived before the path (a case from the seed) keeps its earlier trail: compared is what follows.
    const earlier = before === undefined ? 0 : (await trailOf(before)).length
    const predicted: { event: string; from: string; to: string }[] = []
    let said = '(start)'

    const holds = async (at: string, what: string) => {
      const id = play.idOf(world)
      if (id === undefined) return
      const trail = (await trailOf(id)).slice(earlier)
      expect(
        trail.map((row) => row.event),
        `${said}${what}: events recorded`,
      ).toEqual(predicted.map((step) => step.event))
      expect(
        trail.map((row) => ({ from: row.from, to: row.to })),
        `${said}${what}: states before and after each step`,
      ).toEqual(predicted.map((step) => ({ from: storedOf(step.from), to: storedOf(step.to) })))
      const gone = play.goneIn?.includes(String(stateOf(at).value)) ?? false
      expect(await storedNow(id), `${said}${what}: stored`).toEqual(gone ? undefined : storedOf(at))
    }
    const refuses = async (at: string) => {
      for (const event of refusedIn(at)) {
        const key = `${JSON.stringify(stateOf(at).value)} ${eventKey(event)}`
        if (tried.has(key)) continue
        tried.add(key)
        const answer = await play.send(world, event)
        if (answer === null) continue
        expect([said, event.type, answer.status >= 400]).toEqual([said, event.type, true])
        await holds(at, ` then ${event.type} (refused)`)
      }
    }

    await refuses(initial)
    for (const edge of path) {
      const answer = await play.send(world, edge.event)
      said = `${said} → ${edge.event.type}`
      expect([said, answer?.status]).toEqual([said, 200])
      if (answer?.says) expect(storedOf(edge.to), `${said}: the answer`).toMatchObject(answer.says)
      for (const along of play.sentWith?.(edge.event) ?? []) {
        const taken = graph.get(edge.from)!.edges.find((other) => eventKey(other.event) === eventKey(along))!
        expect(taken.to, `${said}: ${along.type} sent with it moves no state`).toBe(edge.from)
        predicted.push({ event: along.type, from: edge.from, to: edge.from })
        for (const key of taken.covers) covered.add(key)
      }
      predicted.push({ event: edge.event.type, from: edge.from, to: edge.to })
      for (const key of edge.covers) covered.add(key)
      await holds(edge.to, '')
      await refuses(edge.to)
    }
  }
  return { covered: [...covered].sort(), defined }
}
