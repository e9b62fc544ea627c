import { and, count, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addCollectionRecord,
  addTodo,
  allCases,
  caseDetail,
  caseMarks,
  caseProcess,
  markCase,
  recordTextMax,
  setTodoDone,
} from '../../contract/cases.ts'
import { clientMutations, transitions } from '../../server/database/schema/audit.ts'
import { cases, collectionRecords, pins, todos } from '../../server/database/schema/cases.ts'
import {
  allocateTo,
  aRecord,
  caseSupply,
  closeMeanwhile,
  newMutationId,
  userIdOf,
  walkList,
} from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let collectorMx: string
let manager: string
let collectorId: number
let collectorMxId: number
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  collectorMx = await server.signInAs('collector.mx')
  manager = await server.signInAs('manager')
  collectorId = await userIdOf(server, 'collector')
  collectorMxId = await userIdOf(server, 'collector.mx')
  take = caseSupply(server)
})
afterAll(() => server?.close())

const collectors = () => eq(cases.ownerId, collectorId)
const open = () => isNull(cases.closedAt)
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

/** How many collection records the case has (the seed writes some on cases already worked). */
async function recordsOn(caseId: number) {
  const [records] = await server.db
    .select({ n: count() })
    .from(collectionRecords)
    .where(eq(collectionRecords.caseId, caseId))
  return records!.n
}

/** How many transitions of one event the case has recorded. */
async function recordedOn(caseId: number, eventType: string) {
  const [recorded] = await server.db
    .select({ n: count() })
    .from(transitions)
    .where(and(eq(transitions.entityId, caseId), eq(transitions.eventType, eventType)))
  return recorded!.n
}

/** What a write could leave behind on a case, as its owner and the audit see it. */
async function footprint(caseId: number, token = collector) {
  const detail = await server.call(caseDetail, { caseId }, { token })
  const process = await server.call(caseProcess, { caseId }, { token })
  return {
    records: detail.body.data.collectionRecords.map((record) => record.id),
    todos: detail.body.data.todos.map((todo) => [todo.id, todo.doneAt]),
    lifecycle: detail.body.data.lifecycle,
    row: { ...detail.body.data.row, sleepDays: null, holdingDays: null },
    transitions: process.body.data.transitions.map((transition) => transition.id),
  }
}

const mark = (caseId: number, which: (typeof caseMarks)[number], token = collector, id = newMutationId()) =>
  server.call(markCase, { caseId, clientMutationId: id, mark: which }, { token })

describe('pins', () => {
  async function collectorWithCases(n: number) {
    const account = await server.newAccount({ roleId: 2 })
    const caseIds = await take(n, collectors(), open())
    await allocateTo(server, account.userId, caseIds)
    return { token: await server.signInAs(account.username), caseIds, userId: account.userId }
  }

  it('five cases pin; the sixth is refused with case.pinLimit and is not pinned', async () => {
    const { token, caseIds, userId } = await collectorWithCases(6)
    for (const caseId of caseIds.slice(0, 5)) {
      const { status, body } = await mark(caseId, 'PIN', token)
      expect({ status, pinned: body.data.pinned }).toEqual({ status: 200, pinned: true })
    }
    const sixth = await mark(caseIds[5]!, 'PIN', token)
    expect(sixth.status).toBe(422)
    expect(sixth.body).toEqual({
      respCode: 'case.pinLimit',
      respMsg: 'You can pin up to 5 cases; cancel a pin first.',
      data: null,
    })
    const [pinned] = await server.db.select({ n: count() }).from(pins).where(eq(pins.userId, userId))
    expect(pinned!.n).toBe(5)
    // Pinning one of the five again is no new pin, so the full set does not refuse it.
    expect((await mark(caseIds[0]!, 'PIN', token)).body.data.pinned).toBe(true)
  })

  it('pins sent at the same moment (two tabs, two devices) still stop at five', async () => {
    const { token, caseIds, userId } = await collectorWithCases(9)
    for (const caseId of caseIds.slice(0, 2)) await mark(caseId, 'PIN', token)
    const answers = await atOnce(caseIds.slice(2).map((caseId) => mark(caseId, 'PIN', token)))
    const codes = answers.map((answer) => answer.body.respCode).sort()
    expect(codes).toEqual([
      '000000',
      '000000',
      '000000',
      'case.pinLimit',
      'case.pinLimit',
      'case.pinLimit',
      'case.pinLimit',
    ])
    const [pinned] = await server.db.select({ n: count() }).from(pins).where(eq(pins.userId, userId))
    expect(pinned!.n).toBe(5)
  })

  it('pinned cases come first, apart from the rows, and are not repeated on any page', async () => {
    const { token, caseIds } = await collectorWithCases(12)
    const chosen = [caseIds[3]!, caseIds[7]!, caseIds[11]!]
    for (const caseId of chosen) await mark(caseId, 'PIN', token)
    const { rows, pinned, pages } = await walkList(server, 'all', { limit: 4 }, token)
    expect(pages).toBe(3)
    expect(pinned.map((row) => row.id).sort()).toEqual([...chosen].sort())
    expect(pinned.every((row) => row.pinned)).toBe(true)
    expect(rows.map((row) => row.id).filter((id) => chosen.includes(id))).toEqual([])
    expect(rows.every((row) => !row.pinned)).toBe(true)
    const { body } = await server.call(allCases.summary, {}, { token })
    expect(rows.length + pinned.length).toBe(body.data.count)
    // A pin is the pinner's own: the manager sees the same case unpinned, among the rows.
    const managerView = await server.call(allCases.list, { search: pinned[0]!.caseNo }, { token: manager })
    expect(managerView.body.data.pinned).toEqual([])
    expect(managerView.body.data.rows).toEqual([
      expect.objectContaining({ id: pinned[0]!.id, pinned: false }),
    ])
  })

  it('a pinned case that the filter excludes is not shown among the pinned either', async () => {
    const { token, caseIds } = await collectorWithCases(2)
    await mark(caseIds[0]!, 'PIN', token)
    const [pinnedCase] = await server.db.select().from(cases).where(eq(cases.id, caseIds[0]!))
    const other = pinnedCase!.status === 'unpaid' ? 'delayed' : 'unpaid'
    const { body } = await server.call(allCases.list, { status: other }, { token })
    expect(body.data.pinned).toEqual([])
  })

  it('cancelling a pin frees a slot for another case', async () => {
    const { token, caseIds } = await collectorWithCases(6)
    for (const caseId of caseIds.slice(0, 5)) await mark(caseId, 'PIN', token)
    const unpinned = await mark(caseIds[2]!, 'UNPIN', token)
    expect(unpinned.body.data.pinned).toBe(false)
    const sixth = await mark(caseIds[5]!, 'PIN', token)
    expect({ status: sixth.status, pinned: sixth.body.data.pinned }).toEqual({ status: 200, pinned: true })
    const { pinned } = await walkList(server, 'all', {}, token)
    expect(pinned.map((row) => row.id).sort()).toEqual(
      [caseIds[0], caseIds[1], caseIds[3], caseIds[4], caseIds[5]].sort(),
    )
  })

  it('a pinned case that closes meanwhile is unpinned, so it does not hold a slot it could never free', async () => {
    const { token, caseIds } = await collectorWithCases(6)
    for (const caseId of caseIds.slice(0, 5)) await mark(caseId, 'PIN', token)
    await closeMeanwhile(server, caseIds[0]!, await userIdOf(server, 'manager'))
    expect((await mark(caseIds[0]!, 'UNPIN', token)).body.respCode).toBe('case.closed')
    const sixth = await mark(caseIds[5]!, 'PIN', token)
    expect({ status: sixth.status, pinned: sixth.body.data.pinned }).toEqual({ status: 200, pinned: true })
    const { rows, pinned } = await walkList(server, 'all', {}, token)
    expect(pinned.map((row) => row.id).sort()).toEqual(caseIds.slice(1).sort())
    expect(rows).toEqual([expect.objectContaining({ id: caseIds[0], closed: true, pinned: false })])
  })

  it('a pin on a closed case answers case.closed', async () => {
    const [closedCase] = await take(1, collectors(), isNotNull(cases.closedAt))
    const { status, body } = await mark(closedCase!, 'PIN')
    expect({ status, respCode: body.respCode }).toEqual({ status: 409, respCode: 'case.closed' })
    const [pinned] = await server.db.select({ n: count() }).from(pins).where(eq(pins.caseId, closedCase!))
    expect(pinned!.n).toBe(0)
  })
})

describe('a closed case', () => {
  const closedAnswer = {
    respCode: 'case.closed',
    respMsg: 'Case closed already, please refresh this page',
    data: null,
  }

  async function everyWriteOn(caseId: number, todoId: number) {
    const answers: { write: string; status: number; body: unknown }[] = []
    for (const which of caseMarks) {
      const { status, body } = await mark(caseId, which)
      answers.push({ write: which, status, body })
    }
    const record = await server.call(
      addCollectionRecord,
      {
        caseId,
        clientMutationId: newMutationId(),
        record: aRecord({ dateItem: 'promiseToPay', dateTime: later(5) }),
      },
      { token: collector },
    )
    answers.push({ write: 'record', status: record.status, body: record.body })
    const todo = await server.call(
      addTodo,
      { caseId, clientMutationId: newMutationId(), text: 'Call again', dueAt: later(2) },
      { token: collector },
    )
    answers.push({ write: 'todo', status: todo.status, body: todo.body })
    for (const done of [true, false]) {
      const answer = await server.call(
        setTodoDone,
        { caseId, clientMutationId: newMutationId(), todoId, done },
        { token: collector },
      )
      answers.push({ write: `todo done ${done}`, status: answer.status, body: answer.body })
    }
    return answers
  }

  it('that closed meanwhile refuses every write with 409 and the message, and nothing is written', async () => {
    const [caseId] = await take(1, collectors(), open())
    const todo = await server.call(
      addTodo,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        text: 'Ask for the transfer slip',
        dueAt: later(1),
      },
      { token: collector },
    )
    expect(todo.body.respCode).toBe('000000')
    await closeMeanwhile(server, caseId!, await userIdOf(server, 'manager'))
    const before = await footprint(caseId!)
    expect(before.lifecycle.closed).toBe(true)
    const answers = await everyWriteOn(caseId!, todo.body.data.todo.id)
    expect(answers).toHaveLength(caseMarks.length + 4)
    for (const answer of answers)
      expect(answer).toEqual({ write: answer.write, status: 409, body: closedAnswer })
    expect(await footprint(caseId!)).toEqual(before)
  })

  it('closed in the seed refuses them the same way', async () => {
    const [caseId] = await take(1, collectors(), isNotNull(cases.closedAt))
    const [seeded] = await server.db.select({ id: todos.id }).from(todos).limit(1)
    const before = await footprint(caseId!)
    const recordsBefore = await recordsOn(caseId!)
    const answers = await everyWriteOn(caseId!, seeded?.id ?? 1)
    for (const answer of answers.filter((a) => !a.write.startsWith('todo done')))
      expect(answer).toEqual({ write: answer.write, status: 409, body: closedAnswer })
    expect(await footprint(caseId!)).toEqual(before)
    expect(await recordsOn(caseId!)).toBe(recordsBefore)
  })

  it('the refusal is worded in Spanish for an es-ES request', async () => {
    const [caseId] = await take(1, collectors(), isNotNull(cases.closedAt))
    const { body } = await server.call(
      markCase,
      { caseId: caseId!, clientMutationId: newMutationId(), mark: 'MARK_DEAL' },
      { token: collector, lang: 'es-ES' },
    )
    expect(body.respMsg).toBe('El caso ya está cerrado, actualice esta página')
  })

  it('a refused write does not use up its id: the outbox may send it again once the user moved it', async () => {
    const [closedCase] = await take(1, collectors(), isNotNull(cases.closedAt))
    const [openCase] = await take(1, collectors(), open())
    const id = newMutationId()
    const refused = await mark(closedCase!, 'PIN', collector, id)
    expect(refused.body.respCode).toBe('case.closed')
    const [kept] = await server.db
      .select({ n: count() })
      .from(clientMutations)
      .where(eq(clientMutations.id, id))
    expect(kept!.n).toBe(0)
    const retried = await server.call(
      addTodo,
      { caseId: openCase!, clientMutationId: id, text: 'Follow up', dueAt: later(3) },
      { token: collector },
    )
    expect(retried.body.respCode).toBe('000000')
  })
})

describe('a write sent twice is applied once', () => {
  it('the same collection record twice makes one record and gets the same answer', async () => {
    const [caseId] = await take(1, collectors(), open())
    const before = await footprint(caseId!)
    const input = { caseId: caseId!, clientMutationId: newMutationId(), record: aRecord() }
    const first = await server.call(addCollectionRecord, input, { token: collector })
    const second = await server.call(addCollectionRecord, input, { token: collector })
    expect(first.body.respCode).toBe('000000')
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    const after = await footprint(caseId!)
    expect(after.records).toEqual([first.body.data.record.id, ...before.records])
    expect(after.transitions.length).toBe(before.transitions.length + 1)
  })

  it('the same id with other content is refused with mutation.reused and writes nothing', async () => {
    const [caseId] = await take(1, collectors(), open())
    const id = newMutationId()
    await server.call(
      addCollectionRecord,
      { caseId: caseId!, clientMutationId: id, record: aRecord() },
      {
        token: collector,
      },
    )
    const before = await footprint(caseId!)
    const changed = await server.call(
      addCollectionRecord,
      { caseId: caseId!, clientMutationId: id, record: aRecord({ recordText: 'Something else' }) },
      { token: collector },
    )
    expect(changed.status).toBe(409)
    expect(changed.body).toEqual({
      respCode: 'mutation.reused',
      respMsg: 'This change was already sent with different content; reload and try again.',
      data: null,
    })
    // The same id on another kind of write is other content too.
    const asTodo = await server.call(
      addTodo,
      { caseId: caseId!, clientMutationId: id, text: 'x', dueAt: later(1) },
      { token: collector },
    )
    expect(asTodo.body.respCode).toBe('mutation.reused')
    expect(await footprint(caseId!)).toEqual(before)
  })

  it("another user replaying someone's id gets mutation.reused, not their answer", async () => {
    const [caseId] = await take(1, collectors(), open())
    const input = { caseId: caseId!, clientMutationId: newMutationId(), text: 'Mine', dueAt: later(4) }
    const first = await server.call(addTodo, input, { token: collector })
    expect(first.body.respCode).toBe('000000')
    const [otherCase] = await take(1, eq(cases.ownerId, collectorMxId), open())
    const replay = await server.call(addTodo, { ...input, caseId: otherCase! }, { token: collectorMx })
    expect(replay.body).toMatchObject({ respCode: 'mutation.reused', data: null })
  })

  it('the same to-do twice makes one to-do', async () => {
    const [caseId] = await take(1, collectors(), open())
    const input = {
      caseId: caseId!,
      clientMutationId: newMutationId(),
      text: 'Send the payment link',
      dueAt: later(6),
    }
    const first = await server.call(addTodo, input, { token: collector })
    const second = await server.call(addTodo, input, { token: collector })
    expect(second.body).toEqual(first.body)
    const detail = await server.call(caseDetail, { caseId: caseId! }, { token: collector })
    expect(detail.body.data.todos.map((todo) => todo.text)).toEqual(['Send the payment link'])
    const other = await server.call(addTodo, { ...input, text: 'Changed' }, { token: collector })
    expect(other.body.respCode).toBe('mutation.reused')
  })

  it('the same pin twice pins once and records one PIN', async () => {
    const [caseId] = await take(1, collectors(), open())
    const id = newMutationId()
    const first = await mark(caseId!, 'PIN', collector, id)
    const second = await mark(caseId!, 'PIN', collector, id)
    expect(first.body.data.pinned).toBe(true)
    expect(second.body).toEqual(first.body)
    expect(await recordedOn(caseId!, 'PIN')).toBe(1)
    expect((await mark(caseId!, 'UNPIN', collector, id)).body.respCode).toBe('mutation.reused')
    await mark(caseId!, 'UNPIN')
  })

  it('a deal mark sent again after its answer was lost gets its first answer, though a second deal is not allowed', async () => {
    const [caseId] = await take(1, collectors(), open(), eq(cases.deal, false))
    const id = newMutationId()
    const first = await mark(caseId!, 'MARK_DEAL', collector, id)
    expect(first.body.data.lifecycle.deal).toBe(true)
    const again = await mark(caseId!, 'MARK_DEAL', collector, id)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await recordedOn(caseId!, 'MARK_DEAL')).toBe(1)
    await mark(caseId!, 'MARK_NO_DEAL')
  })

  it('the same record sent three times at once makes one record, and every answer names it', async () => {
    const [caseId] = await take(1, collectors(), open())
    const recordsBefore = await recordsOn(caseId!)
    const input = {
      caseId: caseId!,
      clientMutationId: newMutationId(),
      record: aRecord({ recordText: 'Once' }),
    }
    const answers = await atOnce(
      [1, 2, 3].map(() => server.call(addCollectionRecord, input, { token: collector })),
    )
    for (const answer of answers) expect(answer.body.respCode).toBe('000000')
    expect(new Set(answers.map((answer) => answer.body.data.record.id)).size).toBe(1)
    expect(await recordsOn(caseId!)).toBe(recordsBefore + 1)
  })
})

describe('a collection record or to-do with missing or bad fields', () => {
  const cases_: [string, Record<string, unknown>, string, string][] = [
    [
      'connected without a connection time',
      { connectionTime: undefined },
      'record.connectionTime',
      'connection time cannot be empty',
    ],
    [
      'connected without a hang-up time',
      { hangUpTime: undefined },
      'record.hangUpTime',
      'hang-up time cannot be empty',
    ],
    [
      'a promise to pay without its date time',
      { dateItem: 'promiseToPay', dateTime: undefined },
      'record.dateTime',
      'date time cannot be empty',
    ],
    [
      'a dangerous customer without a reason',
      { dangerous: true, dangerousReason: undefined },
      'record.dangerousReason',
      'dangerous customer reason cannot be empty',
    ],
    [
      'a dangerous customer with a blank reason',
      { dangerous: true, dangerousReason: '   ' },
      'record.dangerousReason',
      'dangerous customer reason cannot be empty',
    ],
    ['no dialling time', { diallingTime: undefined }, 'record.diallingTime', 'dialling time cannot be empty'],
    ['an empty dialling time', { diallingTime: '' }, 'record.diallingTime', 'dialling time cannot be empty'],
    [
      'an unknown connection status',
      { connectionStatus: 'maybe' },
      'record.connectionStatus',
      'select the connection status',
    ],
    [
      'no connection status',
      { connectionStatus: undefined },
      'record.connectionStatus',
      'select the connection status',
    ],
    ['no date item', { dateItem: undefined }, 'record.dateItem', 'date item cannot be empty'],
    [
      'a record text over the limit',
      { recordText: 'x'.repeat(recordTextMax + 1) },
      'record.recordText',
      'is too long',
    ],
    [
      'a hang-up before the connection',
      {
        diallingTime: '2026-03-01T09:55:00.000Z',
        connectionTime: '2026-03-01T10:05:00.000Z',
        hangUpTime: '2026-03-01T10:00:00.000Z',
      },
      'record.hangUpTime',
      'hang-up time cannot be before the connection time',
    ],
    [
      'a hang-up before the connection, written with time zone offsets',
      {
        diallingTime: '2026-03-01T09:55:00Z',
        connectionTime: '2026-03-01T10:00:00Z',
        hangUpTime: '2026-03-01T11:00:00+05:00',
      },
      'record.hangUpTime',
      'hang-up time cannot be before the connection time',
    ],
    [
      'a dialling time that is no time',
      { diallingTime: 'yesterday' },
      'record.diallingTime',
      'is not a valid value',
    ],
  ]

  it.each(cases_)(
    '%s is refused naming the field, and nothing is written',
    async (_, change, field, message) => {
      const [caseId] = await take(1, collectors(), open())
      const before = await footprint(caseId!)
      const record = { ...aRecord(), ...change }
      const { status, body } = await server.call(
        addCollectionRecord,
        { caseId: caseId!, clientMutationId: newMutationId(), record: record as ReturnType<typeof aRecord> },
        { token: collector },
      )
      expect(status).toBe(400)
      expect(body.respCode).toBe('request.invalid')
      expect((body.data as unknown as InvalidFields).fields[0]).toMatchObject({ field, message })
      expect(await footprint(caseId!)).toEqual(before)
    },
  )

  it.each([
    ['with offsets', '2026-03-01T10:05:00+02:00', '2026-03-01T09:00:00Z'],
    ['with and without fractions of a second', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00.500Z'],
  ])('a hang-up after the connection is accepted, written %s', async (_, connectionTime, hangUpTime) => {
    const [caseId] = await take(1, collectors(), open())
    const { status, body } = await server.call(
      addCollectionRecord,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        record: aRecord({ diallingTime: '2026-03-01T07:55:00Z', connectionTime, hangUpTime }),
      },
      { token: collector },
    )
    expect({ status, respCode: body.respCode }).toEqual({ status: 200, respCode: '000000' })
    expect(Date.parse(body.data.record.hangUpTime!)).toBeGreaterThan(
      Date.parse(body.data.record.connectionTime!),
    )
  })

  it('a record text of exactly the limit is accepted', async () => {
    const [caseId] = await take(1, collectors(), open())
    const { body } = await server.call(
      addCollectionRecord,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        record: aRecord({ recordText: 'x'.repeat(recordTextMax) }),
      },
      { token: collector },
    )
    expect(body.data.record.recordText).toHaveLength(recordTextMax)
  })

  it('the message names the field in Spanish for an es-ES request', async () => {
    const [caseId] = await take(1, collectors(), open())
    const { body } = await server.call(
      addCollectionRecord,
      { caseId: caseId!, clientMutationId: newMutationId(), record: aRecord({ connectionTime: undefined }) },
      { token: collector, lang: 'es-ES' },
    )
    expect(body.respMsg).toBe('Hora de conexión: La hora de conexión no puede estar vacía')
  })

  it.each([
    ['empty', '', 'text', 'cannot be empty'],
    ['blank', '    ', 'text', 'cannot be empty'],
    ['too long', 'y'.repeat(201), 'text', 'is too long'],
  ])(
    'a to-do with %s text is refused naming the field, and nothing is written',
    async (_, text, field, message) => {
      const [caseId] = await take(1, collectors(), open())
      const before = await footprint(caseId!)
      const { status, body } = await server.call(
        addTodo,
        { caseId: caseId!, clientMutationId: newMutationId(), text, dueAt: later(1) },
        { token: collector },
      )
      expect(status).toBe(400)
      expect((body.data as unknown as InvalidFields).fields[0]).toMatchObject({ field, message })
      expect(await footprint(caseId!)).toEqual(before)
    },
  )

  it('a to-do without a due time, or with a mark the contract does not know, is a 400', async () => {
    const [caseId] = await take(1, collectors(), open())
    const noDue = await server.call(
      addTodo,
      { caseId: caseId!, clientMutationId: newMutationId(), text: 'x' } as never,
      { token: collector },
    )
    expect((noDue.body.data as unknown as InvalidFields).fields[0]).toMatchObject({ field: 'dueAt' })
    const badMark = await server.call(
      markCase,
      { caseId: caseId!, clientMutationId: newMutationId(), mark: 'CLOSE' } as never,
      { token: collector },
    )
    expect({
      status: badMark.status,
      field: (badMark.body.data as unknown as InvalidFields).fields[0]?.field,
    }).toEqual({
      status: 400,
      field: 'mark',
    })
    const badId = await server.call(
      markCase,
      { caseId: caseId!, clientMutationId: 'not-a-uuid', mark: 'PIN' },
      {
        token: collector,
      },
    )
    expect((badId.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
      field: 'clientMutationId',
    })
  })
})

describe('the lifecycle and its audit', () => {
  it('deal, then no deal, moves lifecycle.deal and the row; a second deal mark is not allowed', async () => {
    const [caseId] = await take(1, collectors(), open(), eq(cases.deal, false))
    const dealt = await mark(caseId!, 'MARK_DEAL')
    expect(dealt.body.data.lifecycle.deal).toBe(true)
    const again = await mark(caseId!, 'MARK_DEAL')
    expect({ status: again.status, respCode: again.body.respCode }).toEqual({
      status: 422,
      respCode: 'case.notAllowed',
    })
    expect(
      (await server.call(caseDetail, { caseId: caseId! }, { token: collector })).body.data.row.deal,
    ).toBe(true)
    const undone = await mark(caseId!, 'MARK_NO_DEAL')
    expect(undone.body.data.lifecycle.deal).toBe(false)
    const detail = await server.call(caseDetail, { caseId: caseId! }, { token: collector })
    expect({ lifecycle: detail.body.data.lifecycle.deal, row: detail.body.data.row.deal }).toEqual({
      lifecycle: false,
      row: false,
    })
  })

  it('a promise to pay books the appointment, and the process shows both transitions in order', async () => {
    const [caseId] = await take(1, collectors(), open(), isNull(cases.appointmentAt))
    const at = later(30)
    const { body } = await server.call(
      addCollectionRecord,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        record: aRecord({ dateItem: 'promiseToPay', dateTime: at }),
      },
      { token: collector },
    )
    expect(body.data.lifecycle.appointment).toBe(true)
    expect(body.data.record).toMatchObject({
      dateItem: 'promiseToPay',
      dateTime: at,
      author: 'Chinedu Okafor',
    })
    const detail = await server.call(caseDetail, { caseId: caseId! }, { token: collector })
    expect(detail.body.data.row.appointment).toBe(at)
    expect(detail.body.data.row.connectionStatus).toBe('connected')

    const process = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    const { transitions: steps, replayMatches } = process.body.data
    expect(replayMatches).toBe(true)
    expect(steps.slice(-2)).toEqual([
      expect.objectContaining({
        event: 'ADD_COLLECTION_RECORD',
        actor: 'Chinedu Okafor',
        machine: 'caseLifecycle@4',
      }),
      expect.objectContaining({
        event: 'BOOK_APPOINTMENT',
        actor: 'Chinedu Okafor',
        payload: { at },
        toState: expect.stringContaining('booked'),
      }),
    ])
    for (let i = 1; i < steps.length; i += 1) {
      expect(steps[i]!.id).toBeGreaterThan(steps[i - 1]!.id)
      expect(steps[i]!.at >= steps[i - 1]!.at).toBe(true)
      expect(steps[i]!.fromState).toBe(steps[i - 1]!.toState)
    }

    const cleared = await mark(caseId!, 'CLEAR_APPOINTMENT')
    expect(cleared.body.data.lifecycle.appointment).toBe(false)
    const after = await server.call(caseDetail, { caseId: caseId! }, { token: collector })
    expect(after.body.data.row.appointment).toBeNull()
  })

  it('a record without a date books nothing and records only ADD_COLLECTION_RECORD', async () => {
    const [caseId] = await take(1, collectors(), open(), isNull(cases.appointmentAt))
    const before = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    await server.call(
      addCollectionRecord,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        record: aRecord({ connectionStatus: 'busy', connectionTime: undefined, hangUpTime: undefined }),
      },
      { token: collector },
    )
    const after = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    expect(
      after.body.data.transitions.slice(before.body.data.transitions.length).map((t) => t.event),
    ).toEqual(['ADD_COLLECTION_RECORD'])
    const detail = await server.call(caseDetail, { caseId: caseId! }, { token: collector })
    expect(detail.body.data.row).toMatchObject({ appointment: null, connectionStatus: 'busy' })
  })

  it('a to-do completes and reopens, each step in the audit', async () => {
    const [caseId] = await take(1, collectors(), open())
    const added = await server.call(
      addTodo,
      { caseId: caseId!, clientMutationId: newMutationId(), text: 'Confirm the transfer', dueAt: later(8) },
      { token: collector },
    )
    const todoId = added.body.data.todo.id
    const done = await server.call(
      setTodoDone,
      { caseId: caseId!, clientMutationId: newMutationId(), todoId, done: true },
      { token: collector },
    )
    expect(done.body.data.todo.doneAt).not.toBeNull()
    const reopened = await server.call(
      setTodoDone,
      { caseId: caseId!, clientMutationId: newMutationId(), todoId, done: false },
      { token: collector },
    )
    expect(reopened.body.data.todo.doneAt).toBeNull()
    const process = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    expect(process.body.data.transitions.slice(-3).map((t) => t.event)).toEqual([
      'ADD_TODO',
      'COMPLETE_TODO',
      'REOPEN_TODO',
    ])
    expect(process.body.data.replayMatches).toBe(true)
  })

  it('a to-do completed by a manager still names the collector who wrote it', async () => {
    const [caseId] = await take(1, collectors(), open())
    const added = await server.call(
      addTodo,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        text: 'Call back after payday',
        dueAt: later(24),
      },
      { token: collector },
    )
    const done = await server.call(
      setTodoDone,
      { caseId: caseId!, clientMutationId: newMutationId(), todoId: added.body.data.todo.id, done: true },
      { token: manager },
    )
    expect(done.body.data.todo).toMatchObject({ author: 'Chinedu Okafor' })
    expect(done.body.data.todo.doneAt).not.toBeNull()
  })

  it('extension and delayed repayment cannot be switched on for a paid-off case', async () => {
    const [caseId] = await take(1, collectors(), open(), eq(cases.status, 'paidOff'))
    const before = await footprint(caseId!)
    for (const which of ['ACTIVATE_EXTENSION', 'OPEN_DELAYED_REPAYMENT'] as const) {
      const { status, body } = await mark(caseId!, which)
      expect(status).toBe(422)
      expect(body).toEqual({
        respCode: 'case.notAllowed',
        respMsg: 'This action is not possible for the case as it stands.',
        data: null,
      })
    }
    expect(await footprint(caseId!)).toEqual(before)
  })

  it('an unpaid case takes the extension and the delayed repayment offer', async () => {
    const [caseId] = await take(1, collectors(), open(), eq(cases.status, 'unpaid'))
    expect((await mark(caseId!, 'ACTIVATE_EXTENSION')).body.data.lifecycle.extensionActive).toBe(true)
    const offered = await mark(caseId!, 'OPEN_DELAYED_REPAYMENT')
    expect(offered.body.data.lifecycle).toMatchObject({
      extensionActive: true,
      delayedRepaymentOffered: true,
    })
    const process = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    expect(process.body.data.replayMatches).toBe(true)
  })

  it('the seeded history opens the process view, recorded by the system (no actor)', async () => {
    const [caseId] = await take(1, collectors(), isNotNull(cases.closedAt))
    const { body } = await server.call(caseProcess, { caseId: caseId! }, { token: collector })
    expect(body.data.replayMatches).toBe(true)
    expect(body.data.transitions.at(-1)).toMatchObject({ event: 'CLOSE', toState: 'closed', actor: 'System' })
  })
})
