import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addCollectionRecord,
  addTodo,
  allCases,
  caseDetail,
  collectionCases,
  setTodoDone,
} from '../../contract/cases.ts'
import type { Endpoint, InputOf, RequestLocale } from '../../contract/endpoint.ts'
import { signIn } from '../../contract/session.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { aRecord, caseIdsWhere, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

// Found by trying the service from outside: each of these answered 500 (the database refused the value).

let server: TestServer
let collector: string
let manager: string
let caseId: number
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  manager = await server.signInAs('manager')
  const [own] = await caseIdsWhere(server, eq(cases.ownerId, await userIdOf(server, 'collector')))
  caseId = own!
})
afterAll(() => server?.close())

const withNul = 'Pays\u0000 on Friday'

const words = {
  'en-US': {
    forbidden: 'contains a character that is not allowed',
    tooBig: 'is above the largest number allowed',
  },
  'es-ES': {
    forbidden: 'contiene un carácter que no está permitido',
    tooBig: 'es mayor que el máximo permitido',
  },
} as const

/** Calls an entry and expects a 400 whose first named field is `field`, labelled `label`. */
async function expectRefused<E extends Endpoint>(
  entry: E,
  input: InputOf<E>,
  expected: { field: string; label: string; problem: 'forbidden' | 'tooBig'; token?: string },
  lang: RequestLocale,
) {
  const { status, body } = await server.call(entry, input, { token: expected.token, lang })
  expect(status, body.respMsg).toBe(400)
  expect(body.respCode).toBe('request.invalid')
  const message = words[lang as keyof typeof words][expected.problem]
  expect(body.respMsg).toBe(`${expected.label}: ${message}`)
  expect((body.data as unknown as InvalidFields).fields[0]).toMatchObject({
    field: expected.field,
    message,
  })
}

const languages = ['en-US', 'es-ES'] as const

describe('a NUL character in any text answers 400 naming the field', () => {
  it.each(languages)('the sign-in username (%s)', async (lang) => {
    await expectRefused(
      signIn,
      { username: `collector${withNul}`, password: 'Console2026' },
      {
        field: 'username',
        label: lang === 'es-ES' ? 'Usuario' : 'Username',
        problem: 'forbidden',
      },
      lang,
    )
  })

  it.each(languages)('the record text (%s)', async (lang) => {
    await expectRefused(
      addCollectionRecord,
      { caseId, clientMutationId: newMutationId(), record: aRecord({ recordText: withNul }) },
      {
        field: 'record.recordText',
        label: lang === 'es-ES' ? 'Registro' : 'Record',
        problem: 'forbidden',
        token: collector,
      },
      lang,
    )
  })

  it.each(languages)('the dangerous reason (%s)', async (lang) => {
    await expectRefused(
      addCollectionRecord,
      {
        caseId,
        clientMutationId: newMutationId(),
        record: aRecord({ dangerous: true, dangerousReason: withNul }),
      },
      {
        field: 'record.dangerousReason',
        label: lang === 'es-ES' ? 'Motivo de cliente peligroso' : 'Dangerous customer reason',
        problem: 'forbidden',
        token: collector,
      },
      lang,
    )
  })

  it.each(languages)('the to-do text (%s)', async (lang) => {
    await expectRefused(
      addTodo,
      {
        caseId,
        clientMutationId: newMutationId(),
        text: withNul,
        dueAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      {
        field: 'text',
        label: lang === 'es-ES' ? 'Tarea' : 'To-do',
        problem: 'forbidden',
        token: collector,
      },
      lang,
    )
  })

  it.each(languages)('the case list search (%s)', async (lang) => {
    await expectRefused(
      collectionCases.list,
      { search: `Ad${withNul}` },
      {
        field: 'search',
        label: lang === 'es-ES' ? 'Buscar' : 'Search',
        problem: 'forbidden',
        token: collector,
      },
      lang,
    )
  })

  it('and nothing was written on the case', async () => {
    const { body } = await server.call(caseDetail, { caseId }, { token: collector })
    const texts = [
      ...body.data.collectionRecords.map((record) => record.recordText),
      ...body.data.todos.map((todo) => todo.text),
    ]
    expect(texts.some((text) => text.includes('\u0000'))).toBe(false)
  })
})

describe('an id past the database column answers 400 naming the field', () => {
  const pastTheColumn = [2 ** 31, Number.MAX_SAFE_INTEGER]
  const filters = [
    ['ownerId', 'Owner', 'Responsable'],
    ['appId', 'App', 'App'],
    ['teamTypeId', 'Team type', 'Tipo de equipo'],
  ] as const

  for (const [field, en, es] of filters) {
    for (const value of pastTheColumn) {
      it.each(languages)(`the list filter ${field} = ${value} (%s)`, async (lang) => {
        await expectRefused(
          allCases.list,
          { [field]: value },
          { field, label: lang === 'es-ES' ? es : en, problem: 'tooBig', token: manager },
          lang,
        )
        await expectRefused(
          allCases.summary,
          { [field]: value },
          { field, label: lang === 'es-ES' ? es : en, problem: 'tooBig', token: manager },
          lang,
        )
      })
    }
  }

  it.each(languages)('a case id and a to-do id (%s)', async (lang) => {
    const es = lang === 'es-ES'
    await expectRefused(
      caseDetail,
      { caseId: 2 ** 31 },
      { field: 'caseId', label: es ? 'Caso' : 'Case', problem: 'tooBig', token: collector },
      lang,
    )
    await expectRefused(
      setTodoDone,
      { caseId, clientMutationId: newMutationId(), todoId: Number.MAX_SAFE_INTEGER, done: true },
      { field: 'todoId', label: es ? 'Tarea' : 'To-do', problem: 'tooBig', token: collector },
      lang,
    )
  })

  it('the largest id the column holds is still a fair question: no such case', async () => {
    const { status, body } = await server.call(caseDetail, { caseId: 2 ** 31 - 1 }, { token: collector })
    expect(status).toBe(404)
    expect(body.respCode).toBe('case.notFound')
  })
})
