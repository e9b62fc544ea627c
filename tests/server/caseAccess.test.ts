import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addCollectionRecord,
  addTodo,
  allCases,
  caseDetail,
  caseMarks,
  caseProcess,
  collectionCases,
  markCase,
  revealPhone,
  sellerCases,
  setTodoDone,
} from '../../contract/cases.ts'
import { demoPassword } from '../../server/database/demoAccounts.ts'
import { clientMutations, transitions } from '../../server/database/schema/audit.ts'
import { cases, phoneReveals, todos } from '../../server/database/schema/cases.ts'
import { aRecord, caseIdsWhere, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let collectorMx: string
let auditor: string
let seller: string
let collectorsCase: number
let collectorsTodo: number
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  collectorMx = await server.signInAs('collector.mx')
  auditor = await server.signInAs('auditor')
  seller = await server.signInAs('seller')
  const collectorId = await userIdOf(server, 'collector')
  collectorsCase = (await caseIdsWhere(server, eq(cases.ownerId, collectorId), isNull(cases.closedAt)))[0]!
  const { body } = await server.call(
    addTodo,
    {
      caseId: collectorsCase!,
      clientMutationId: newMutationId(),
      text: 'Call back after lunch',
      dueAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    { token: collector },
  )
  collectorsTodo = body.data.todo.id
})
afterAll(() => server?.close())

/** Every write a caller can attempt on a case, each with a fresh client mutation id. */
function everyWrite(caseId: number, todoId: number) {
  const id = () => newMutationId()
  return [
    ...caseMarks.map((mark) => ({
      name: `mark ${mark}`,
      send: (token: string) => server.call(markCase, { caseId, clientMutationId: id(), mark }, { token }),
    })),
    {
      name: 'collection record',
      send: (token: string) =>
        server.call(addCollectionRecord, { caseId, clientMutationId: id(), record: aRecord() }, { token }),
    },
    {
      name: 'to-do',
      send: (token: string) =>
        server.call(
          addTodo,
          { caseId, clientMutationId: id(), text: 'Visit', dueAt: new Date().toISOString() },
          { token },
        ),
    },
    {
      name: 'to-do done',
      send: (token: string) =>
        server.call(setTodoDone, { caseId, clientMutationId: id(), todoId, done: true }, { token }),
    },
  ]
}

async function footprint(caseId: number) {
  const [[moves], [mutations], [openTodos], [row]] = await Promise.all([
    server.db
      .select({ n: count() })
      .from(transitions)
      .where(and(eq(transitions.entityType, 'case'), eq(transitions.entityId, caseId))),
    server.db.select({ n: count() }).from(clientMutations),
    server.db
      .select({ n: count() })
      .from(todos)
      .where(and(eq(todos.caseId, caseId), isNull(todos.doneAt))),
    server.db.select({ lifecycle: cases.lifecycle }).from(cases).where(eq(cases.id, caseId)),
  ])
  return {
    transitions: moves!.n,
    mutations: mutations!.n,
    openTodos: openTodos!.n,
    lifecycle: row!.lifecycle,
  }
}

describe("another collector's case", () => {
  it('its detail and process answer 403 case.notYours, with the reason in the request language', async () => {
    for (const entry of [caseDetail, caseProcess]) {
      const { status, body } = await server.call(entry, { caseId: collectorsCase }, { token: collectorMx })
      expect(status).toBe(403)
      expect(body).toEqual({
        respCode: 'case.notYours',
        respMsg: 'This case is not allocated to you or your team.',
        data: null,
      })
    }
    const spanish = await server.call(
      caseDetail,
      { caseId: collectorsCase },
      { token: collectorMx, lang: 'es-ES' },
    )
    expect(spanish.body.respMsg).toBe('Este caso no está asignado a usted ni a su equipo.')
  })

  it('its phone is not revealed even with the right answer, and no reveal is logged', async () => {
    const { status, body } = await server.call(
      revealPhone,
      { caseId: collectorsCase, answer: demoPassword },
      { token: collectorMx },
    )
    expect({ status, respCode: body.respCode, data: body.data }).toEqual({
      status: 403,
      respCode: 'case.notYours',
      data: null,
    })
    const [logged] = await server.db
      .select({ n: count() })
      .from(phoneReveals)
      .where(eq(phoneReveals.caseId, collectorsCase))
    expect(logged!.n).toBe(0)
  })

  it('every write on it answers 403 case.notYours and changes nothing', async () => {
    const before = await footprint(collectorsCase)
    for (const write of everyWrite(collectorsCase, collectorsTodo)) {
      const { status, body } = await write.send(collectorMx)
      expect({ write: write.name, status, respCode: body.respCode }).toEqual({
        write: write.name,
        status: 403,
        respCode: 'case.notYours',
      })
    }
    expect(await footprint(collectorsCase)).toEqual(before)
  })

  it('its owner still reads and writes it, so the refusals above are about who asks', async () => {
    const detail = await server.call(caseDetail, { caseId: collectorsCase }, { token: collector })
    expect(detail.body.respCode).toBe('000000')
    expect(detail.body.data.todos.map((todo) => todo.id)).toContain(collectorsTodo)
    const process = await server.call(caseProcess, { caseId: collectorsCase }, { token: collector })
    expect(process.body.data.transitions.at(-1)).toMatchObject({ event: 'ADD_TODO', actor: 'Chinedu Okafor' })
  })

  it('a case that does not exist answers 404 case.notFound, for reads and writes alike', async () => {
    for (const entry of [caseDetail, caseProcess]) {
      const { status, body } = await server.call(entry, { caseId: 9_999_999 }, { token: collector })
      expect({ status, respCode: body.respCode }).toEqual({ status: 404, respCode: 'case.notFound' })
    }
    const { status, body } = await server.call(
      markCase,
      { caseId: 9_999_999, clientMutationId: newMutationId(), mark: 'PIN' },
      { token: collector },
    )
    expect({ status, respCode: body.respCode }).toEqual({ status: 404, respCode: 'case.notFound' })
  })

  it("a to-do of another case cannot be completed through one's own case: todo.notFound", async () => {
    const collectorMxId = await userIdOf(server, 'collector.mx')
    const [ownCase] = await caseIdsWhere(server, eq(cases.ownerId, collectorMxId), isNull(cases.closedAt))
    const { status, body } = await server.call(
      setTodoDone,
      { caseId: ownCase!, clientMutationId: newMutationId(), todoId: collectorsTodo, done: true },
      { token: collectorMx },
    )
    expect({ status, respCode: body.respCode, respMsg: body.respMsg }).toEqual({
      status: 404,
      respCode: 'todo.notFound',
      respMsg: 'The to-do does not exist.',
    })
    const inSpanish = await server.call(
      setTodoDone,
      { caseId: ownCase!, clientMutationId: newMutationId(), todoId: collectorsTodo, done: true },
      { token: collectorMx, lang: 'es-ES' },
    )
    expect(inSpanish.body.respMsg).toBe('La tarea no existe.')
    const [todo] = await server.db.select().from(todos).where(eq(todos.id, collectorsTodo))
    expect(todo!.doneAt).toBeNull()
  })

  it("a seller opening a collector's case gets 403 case.notYours", async () => {
    const { status, body } = await server.call(caseDetail, { caseId: collectorsCase }, { token: seller })
    expect({ status, respCode: body.respCode }).toEqual({ status: 403, respCode: 'case.notYours' })
  })
})

describe('an auditor reads everything and writes nothing', () => {
  it('reads every list, its totals, a detail and the process view', async () => {
    for (const entry of [allCases, sellerCases, collectionCases]) {
      const list = await server.call(entry.list, { limit: 5 }, { token: auditor })
      expect(list.body.respCode).toBe('000000')
      expect(list.body.data.rows).toHaveLength(5)
      const summary = await server.call(entry.summary, {}, { token: auditor })
      expect(summary.body.data.count).toBeGreaterThan(5)
    }
    const detail = await server.call(caseDetail, { caseId: collectorsCase }, { token: auditor })
    expect(detail.body.data.row.id).toBe(collectorsCase)
    const process = await server.call(caseProcess, { caseId: collectorsCase }, { token: auditor })
    expect(process.body.data.replayMatches).toBe(true)
  })

  it('every write answers 403 session.forbidden and changes nothing', async () => {
    const before = await footprint(collectorsCase)
    for (const write of everyWrite(collectorsCase, collectorsTodo)) {
      const { status, body } = await write.send(auditor)
      expect({ write: write.name, status, body }).toEqual({
        write: write.name,
        status: 403,
        body: {
          respCode: 'session.forbidden',
          respMsg: 'You do not have access to this function.',
          data: null,
        },
      })
    }
    expect(await footprint(collectorsCase)).toEqual(before)
  })

  it("is refused by the action's rule at the route, before its body is read: a malformed write is 403 too", async () => {
    const { status, body } = await server.call(
      markCase,
      { caseId: 0, clientMutationId: 'x', mark: 'PIN' },
      {
        token: auditor,
      },
    )
    expect({ status, respCode: body.respCode }).toEqual({ status: 403, respCode: 'session.forbidden' })
    const fromCollector = await server.call(
      markCase,
      { caseId: 0, clientMutationId: 'x', mark: 'PIN' },
      { token: collector },
    )
    expect(fromCollector.status).toBe(400)
  })
})
