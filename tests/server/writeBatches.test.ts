import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCollectionRecord, addTodo, markCase } from '../../contract/cases.ts'
import { changePassword } from '../../contract/session.ts'
import { sendWriteBatch, writeBatchLimit } from '../../contract/writes.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, collectionRecords, pins, todos } from '../../server/database/schema/cases.ts'
import { allocateTo, aRecord, caseSupply, newMutationId } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
})
afterAll(() => server?.close())

const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** A collector of her own with `n` open cases of her own, signed in. */
async function collectorWithCases(n: number) {
  const account = await server.newAccount({ roleId: 2 })
  const caseIds = await take(n, isNull(cases.closedAt))
  await allocateTo(server, account.userId, caseIds)
  return { token: await server.signInAs(account.username), caseIds, userId: account.userId }
}

/** What the writes of a collector left on her cases: pins, records, to-dos and recorded transitions. */
async function footprintOf(userId: number, caseId: number) {
  const [pinned] = await server.db.select({ n: count() }).from(pins).where(eq(pins.userId, userId))
  const [records] = await server.db
    .select({ n: count() })
    .from(collectionRecords)
    .where(eq(collectionRecords.caseId, caseId))
  const [todo] = await server.db.select({ n: count() }).from(todos).where(eq(todos.caseId, caseId))
  const [recorded] = await server.db
    .select({ n: count() })
    .from(transitions)
    .where(and(eq(transitions.entityId, caseId), eq(transitions.actorId, userId)))
  return { pins: pinned!.n, records: records!.n, todos: todo!.n, transitions: recorded!.n }
}

describe('queued writes sent in one call (issue 28)', () => {
  it('are each applied as their own call applies them, in order, and a batch sent again applies nothing twice', async () => {
    const { token, caseIds, userId } = await collectorWithCases(1)
    const caseId = caseIds[0]!
    const before = await footprintOf(userId, caseId)
    const writes = [
      { path: markCase.path, payload: { caseId, clientMutationId: newMutationId(), mark: 'PIN' } },
      {
        path: addCollectionRecord.path,
        payload: { caseId, clientMutationId: newMutationId(), record: aRecord() },
      },
      {
        path: addTodo.path,
        payload: { caseId, clientMutationId: newMutationId(), text: 'Call back', dueAt: later(3) },
      },
    ]
    const first = await server.call(sendWriteBatch, { writes }, { token })
    expect(first.status).toBe(200)
    const answers = first.body.data.answers
    expect(answers.map((answer) => answer.respCode)).toEqual(['000000', '000000', '000000'])
    expect(answers[0]!.data).toMatchObject({ pinned: true })
    expect(answers[2]!.data).toMatchObject({ todo: { text: 'Call back' } })
    const after = await footprintOf(userId, caseId)
    expect(after).toMatchObject({
      pins: before.pins + 1,
      records: before.records + 1,
      todos: before.todos + 1,
    })
    const again = await server.call(sendWriteBatch, { writes }, { token })
    expect(again.body.data.answers).toEqual(answers)
    expect(await footprintOf(userId, caseId)).toEqual(after)
  })

  it('over a real connection, every write of the batch is applied, not only the first', async () => {
    const { token, caseIds, userId } = await collectorWithCases(1)
    const caseId = caseIds[0]!
    const before = await footprintOf(userId, caseId)
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' })
    const todo = (text: string) => ({
      path: addTodo.path,
      payload: { caseId, clientMutationId: newMutationId(), text, dueAt: later(4) },
    })
    const response = await fetch(
      `${address}/collection-service${sendWriteBatch.path}?timestamp=1&lang=en-US`,
      {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ writes: [todo('One'), todo('Two'), todo('Three')] }),
      },
    )
    const body = (await response.json()) as { data: { answers: Array<{ respCode: string }> } }
    expect(body.data.answers.map((answer) => answer.respCode)).toEqual(['000000', '000000', '000000'])
    expect((await footprintOf(userId, caseId)).todos).toBe(before.todos + 3)
  })

  it('a write refused answers its own refusal, in the caller’s language, and ends the batch: the writes after it are not looked at', async () => {
    const { token, caseIds, userId } = await collectorWithCases(7)
    const before = await footprintOf(userId, caseIds[6]!)
    const pin = (caseId: number) => ({
      path: markCase.path,
      payload: { caseId, clientMutationId: newMutationId(), mark: 'PIN' },
    })
    const todo = {
      path: addTodo.path,
      payload: { caseId: caseIds[6]!, clientMutationId: newMutationId(), text: 'Visit', dueAt: later(2) },
    }
    const { body } = await server.call(
      sendWriteBatch,
      { writes: [...caseIds.slice(0, 6).map(pin), todo] },
      { token, lang: 'es-ES' },
    )
    const codes = body.data.answers.map((answer) => answer.respCode)
    expect(codes).toEqual(['000000', '000000', '000000', '000000', '000000', 'case.pinLimit'])
    expect(body.data.answers[5]!.respMsg).toMatch(/^Puede fijar hasta 5 casos/)
    expect((await footprintOf(userId, caseIds[6]!)).todos).toBe(before.todos)
  })

  it('a call that is not an offline write is refused by name, and nothing in the batch is applied', async () => {
    const { token, caseIds, userId } = await collectorWithCases(1)
    const caseId = caseIds[0]!
    const before = await footprintOf(userId, caseId)
    const writes = [
      { path: markCase.path, payload: { caseId, clientMutationId: newMutationId(), mark: 'PIN' } },
      { path: changePassword.path, payload: { password: 'x', newPassword: 'Another-Pass-2026' } },
    ]
    const english = await server.call(sendWriteBatch, { writes }, { token })
    expect(english.status).toBe(400)
    expect((english.body.data as unknown as InvalidFields).fields).toEqual([
      expect.objectContaining({ field: 'writes.1.path', label: 'Queued changes (line 2)' }),
    ])
    const spanish = await server.call(sendWriteBatch, { writes }, { token, lang: 'es-ES' })
    expect((spanish.body.data as unknown as InvalidFields).fields).toEqual([
      expect.objectContaining({ field: 'writes.1.path', label: expect.stringMatching(/^Cambios en cola/) }),
    ])
    expect(await footprintOf(userId, caseId)).toEqual(before)
  })

  it('more than a batch’s worth of writes is refused by name before any is applied', async () => {
    const { token, caseIds } = await collectorWithCases(1)
    const pin = {
      path: markCase.path,
      payload: { caseId: caseIds[0]!, clientMutationId: newMutationId(), mark: 'PIN' },
    }
    const { status, body } = await server.call(
      sendWriteBatch,
      { writes: Array(writeBatchLimit + 1).fill(pin) },
      { token },
    )
    expect(status).toBe(400)
    expect((body.data as unknown as InvalidFields).fields).toEqual([
      expect.objectContaining({ field: 'writes', label: 'Queued changes' }),
    ])
  })

  it('each write is held to its own rule: an auditor’s queued mark is refused, and without a session nothing is looked at', async () => {
    const { caseIds, userId } = await collectorWithCases(1)
    const caseId = caseIds[0]!
    const before = await footprintOf(userId, caseId)
    const writes = [
      { path: markCase.path, payload: { caseId, clientMutationId: newMutationId(), mark: 'PIN' } },
    ]
    const auditor = await server.signInAs('auditor')
    const refused = await server.call(sendWriteBatch, { writes }, { token: auditor })
    expect(refused.body.data.answers.map((answer) => answer.respCode)).toEqual(['session.forbidden'])
    const signedOut = await server.call(sendWriteBatch, { writes }, {})
    expect(signedOut.body.respCode).toBe('999998')
    expect(await footprintOf(userId, caseId)).toEqual(before)
  })
})
