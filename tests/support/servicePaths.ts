import { and, asc, count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { createTestModel, serializeSnapshot } from 'xstate/graph'
import type { AuditedKind } from '../../contract/audit.ts'
import { sameJson } from '../../machines/historyReplay.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { objectById } from '../../server/services/audit/auditedObjects.ts'
import { definedTransitions, exercised, keyText, logicOnly } from './machineModel.ts'
import type { TestServer } from './testServer.ts'

/**
 * How a business machine's events reach the real service: who sends each, through which call. The
 * model's events carry the service's own ids (made in `begin`), so what the model predicts and what the
 * service stores can be compared whole.
 */
export interface ServicePlay<World> {
  kind: AuditedKind
  machine: AnyStateMachine
  /** The events the model sends from every state. */
  events: EventObject[]
  /** A fresh world for one path: the people and things around one new object, not made yet. */
  begin(): Promise<World>
  /**
   * Sends the event through the service as the role it needs; its answer's status. null when the
   * service has no way to send this event to this object (one that makes a new object, sent again).
   */
  send(world: World, event: EventObject): Promise<number | null>
  /** The object the path made, once made. */
  idOf(world: World): number | undefined
  /**
   * What the service stores for a state the model reached, when the model's events name someone the
   * world makes afresh for each path (a new holder for each card): the model's stand-in put right.
   */
  asStored?(world: World, stored: { value: unknown; context: unknown }): { value: unknown; context: unknown }
  /** States whose object the service deletes (a card removed, its number free again): only its trail stays. */
  goneIn?: readonly string[]
}

const snapshotOf = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context })

async function recorded(server: TestServer, kind: AuditedKind, id: number) {
  return server.db
    .select({ event: transitions.eventType, from: transitions.fromState, to: transitions.toState })
    .from(transitions)
    .where(and(eq(transitions.entityType, kind), eq(transitions.entityId, id)))
    .orderBy(asc(transitions.id))
}

async function stepsOf(server: TestServer, kind: AuditedKind, id: number) {
  const [row] = await server.db
    .select({ n: count() })
    .from(transitions)
    .where(and(eq(transitions.entityType, kind), eq(transitions.entityId, id)))
  return row!.n
}

/**
 * Plays every edge of the machine's graph against the real service: for each state and each event the
 * model takes there, a fresh object is taken along the shortest path to that state, then by that event.
 * After each path the service must have answered every step, recorded exactly the model's transitions
 * (event, state before and after) and stored the state the model reached; then every event the model
 * refuses there must be refused by the service, with nothing recorded and nothing stored. Answers the
 * machine's transitions the paths took, of those it defines.
 */
export async function playPathsOnService<World>(server: TestServer, play: ServicePlay<World>) {
  const twin = logicOnly(play.machine)
  const model = createTestModel(twin, { events: () => play.events, serializeTransition: () => '' } as never)
  const pathTo = new Map(
    model
      .getShortestPaths({ allowDuplicatePaths: true } as never)
      .map((path) => [serializeSnapshot(path.state), path]),
  )
  const defined = definedTransitions(twin)
  const covered = new Set<string>()
  for (const [serialized, vertex] of Object.entries(model.getAdjacencyMap())) {
    const prefix = pathTo.get(serialized as ReturnType<typeof serializeSnapshot>)!
    const from = vertex.state as AnyMachineSnapshot
    const edges = Object.values(vertex.transitions) as { event: EventObject; state: AnyMachineSnapshot }[]
    // Only what the model takes: an event it refuses here is tried as a refusal, after a path.
    for (const { event, state } of edges.filter((edge) => from.can(edge.event))) {
      const steps = [...prefix.steps.map((step) => step.event as EventObject), event].filter(
        (step) => step.type !== 'xstate.init',
      )
      const snapshots = [...prefix.steps.map((step) => step.state as AnyMachineSnapshot), state].slice(
        -steps.length - 1,
      )
      const world = await play.begin()
      const storedOf = (snapshot: AnyMachineSnapshot) =>
        play.asStored ? play.asStored(world, snapshotOf(snapshot)) : snapshotOf(snapshot)
      for (const step of steps) expect([step.type, await play.send(world, step)]).toEqual([step.type, 200])
      const id = play.idOf(world)!
      const said = steps.map((step) => step.type).join(' → ')
      const trail = await recorded(server, play.kind, id)
      expect(
        trail.map((row) => row.event),
        said,
      ).toEqual(steps.map((step) => step.type))
      trail.forEach((row, index) => {
        expect(sameJson(row.from, storedOf(snapshots[index]!)), `${said}: step ${index + 1} from`).toBe(true)
        expect(sameJson(row.to, storedOf(snapshots[index + 1]!)), `${said}: step ${index + 1} to`).toBe(true)
      })
      const gone = play.goneIn?.includes(String(state.value)) ?? false
      const storedNow = async () => (await objectById(server.db, play.kind, id))?.stored
      const stored = gone ? undefined : storedOf(state)
      expect(sameJson(await storedNow(), stored), `${said}: stored`).toBe(true)
      for (const refused of play.events.filter((other) => !state.can(other) || state.status === 'done')) {
        const answer = await play.send(world, refused)
        if (answer === null) continue
        expect([said, refused.type, answer >= 400]).toEqual([said, refused.type, true])
        expect(await stepsOf(server, play.kind, id), `${said} then ${refused.type}`).toBe(trail.length)
        expect(sameJson(await storedNow(), stored), `${said} then ${refused.type}: stored`).toBe(true)
      }
      for (const key of exercised(defined, from, event, state)) covered.add(keyText(key))
    }
  }
  return { covered: [...covered].sort(), defined: defined.map(keyText).sort() }
}
