import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCollectionRecord, addTodo, caseProcess, markCase, setTodoDone } from '../../contract/cases.ts'
import type { StoredLifecycle } from '../../machines/caseDecisions.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { aRecord, caseSupply, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let auditor: string
let collectorId: number
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  auditor = await server.signInAs('auditor')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
})
afterAll(() => server?.close())

async function storedLifecycle(caseId: number): Promise<StoredLifecycle> {
  const [row] = await server.db.select({ lifecycle: cases.lifecycle }).from(cases).where(eq(cases.id, caseId))
  return row!.lifecycle as StoredLifecycle
}

/** A transition written straight into the audit, past the machine (as a bad import or a bug would). */
async function recordPastTheMachine(caseId: number, machine: string, event: { type: string }) {
  const lifecycle = await storedLifecycle(caseId)
  const { type, ...payload } = event
  const [row] = await server.db
    .insert(transitions)
    .values({
      entityType: 'case',
      entityId: caseId,
      machine,
      fromState: lifecycle,
      eventType: type,
      eventPayload: payload,
      toState: lifecycle,
      actorId: collectorId,
    })
    .returning({ id: transitions.id })
  return row!.id
}

describe("a case's process", () => {
  it('names a recorded step its machine refuses, even when the replay still reaches the stored state', async () => {
    const [caseId] = await take(
      1,
      eq(cases.ownerId, collectorId),
      isNull(cases.closedAt),
      eq(cases.deal, false),
    )
    const marked = await server.call(
      markCase,
      { caseId: caseId!, clientMutationId: newMutationId(), mark: 'MARK_DEAL' },
      { token: collector },
    )
    expect(marked.body.respCode).toBe('000000')
    const before = await server.call(caseProcess, { caseId: caseId! }, { token: auditor })
    expect(before.body.data).toMatchObject({ replayMatches: true, refused: [] })

    // A deal marked twice: the machine takes MARK_DEAL only from no deal.
    const refusedId = await recordPastTheMachine(caseId!, 'caseLifecycle@1', { type: 'MARK_DEAL' })
    const open = (await storedLifecycle(caseId!)).value as { open: Record<string, string> }
    const { status, body } = await server.call(caseProcess, { caseId: caseId! }, { token: auditor })
    expect(status).toBe(200)
    expect(body.data.refused).toEqual([
      {
        id: refusedId,
        event: 'MARK_DEAL',
        fromState: [
          open.open.repayment,
          'deal',
          open.open.appointment,
          open.open.extension,
          open.open.delayedRepayment,
        ].join(' · '),
        machine: 'caseLifecycle@1',
        reason: 'notAllowed',
      },
    ])
    // The step changed nothing, so the end state alone would not have told.
    expect(body.data.replayMatches).toBe(true)
    expect(body.data.transitions.at(-1)).toMatchObject({ id: refusedId, event: 'MARK_DEAL' })
  })

  it('names a step recorded with a machine version this build does not know', async () => {
    const [caseId] = await take(1, eq(cases.ownerId, collectorId), isNull(cases.closedAt))
    await server.call(
      markCase,
      { caseId: caseId!, clientMutationId: newMutationId(), mark: 'PIN' },
      { token: collector },
    )
    const unknownId = await recordPastTheMachine(caseId!, 'caseLifecycle@99', { type: 'UNPIN' })
    const { body } = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    expect(body.data.refused).toEqual([
      expect.objectContaining({
        id: unknownId,
        event: 'UNPIN',
        machine: 'caseLifecycle@99',
        reason: 'unknownMachine',
      }),
    ])
  })

  it('a case whose every step its machine allowed has nothing refused', async () => {
    const [caseId] = await take(1, and(eq(cases.ownerId, collectorId), isNull(cases.closedAt)))
    const { body } = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    expect(body.data).toMatchObject({ replayMatches: true, refused: [] })
  })

  it('names who took each step and the words of the record or to-do that caused it', async () => {
    const [caseId] = await take(1, and(eq(cases.ownerId, collectorId), isNull(cases.closedAt)))
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    const record = aRecord({
      dateItem: 'callBack',
      dateTime: inAnHour,
      recordText: 'Call back after payday.',
    })
    const recorded = await server.call(
      addCollectionRecord,
      { caseId: caseId!, clientMutationId: newMutationId(), record },
      { token: collector },
    )
    expect(recorded.body.respCode).toBe('000000')
    const todo = {
      caseId: caseId!,
      clientMutationId: newMutationId(),
      text: 'Send the bank details',
      dueAt: inAnHour,
    }
    const added = await server.call(addTodo, todo, { token: collector })
    const todoId = added.body.data.todo.id
    const done = { caseId: caseId!, clientMutationId: newMutationId(), todoId, done: true }
    expect((await server.call(setTodoDone, done, { token: collector })).body.respCode).toBe('000000')
    await server.call(
      markCase,
      { caseId: caseId!, clientMutationId: newMutationId(), mark: 'PIN' },
      { token: collector },
    )

    const { body } = await server.call(caseProcess, { caseId: caseId! }, { token: auditor })
    const steps = body.data.transitions.map(({ event, actor, cause }) => ({ event, actor, cause }))
    const chinedu = 'Chinedu Okafor'
    expect(steps.slice(-5)).toEqual([
      {
        event: 'ADD_COLLECTION_RECORD',
        actor: chinedu,
        cause: { kind: 'record', text: 'Call back after payday.' },
      },
      {
        event: 'BOOK_APPOINTMENT',
        actor: chinedu,
        cause: { kind: 'record', text: 'Call back after payday.' },
      },
      { event: 'ADD_TODO', actor: chinedu, cause: { kind: 'todo', text: 'Send the bank details' } },
      { event: 'COMPLETE_TODO', actor: chinedu, cause: { kind: 'todo', text: 'Send the bank details' } },
      { event: 'PIN', actor: chinedu, cause: null },
    ])
  })
})
