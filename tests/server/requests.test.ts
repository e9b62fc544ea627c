import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changePassword, signIn } from '../../contract/session.ts'
import { allApps } from '../../contract/system.ts'
import {
  apiUrl,
  type Envelope,
  type InvalidFields,
  startTestServer,
  type TestServer,
} from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

interface RawRequest {
  method?: 'GET' | 'POST'
  path?: string
  query?: Record<string, string>
  headers?: Record<string, string>
  payload?: string | Buffer
}

/** A request the contract helper would never make: a wrong query, body or content type. */
async function raw({ method = 'POST', path = signIn.path, query, headers, payload }: RawRequest) {
  const response = await server.app.inject({ method, url: apiUrl(path, query), headers, payload })
  return { status: response.statusCode, body: response.json() as Envelope<unknown> }
}

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const signInForm = 'username=collector&password=Console2026'

describe('the query every call carries', () => {
  it('a missing timestamp is refused with a message saying so', async () => {
    const { status, body } = await raw({ query: { lang: 'en-US' }, headers: form, payload: signInForm })
    expect(status).toBe(400)
    expect(body.respCode).toBe('request.missingTimestamp')
    expect(body.respMsg).toBe('The timestamp query parameter is missing or not a number.')
  })

  it('a timestamp that is not a number is refused the same way', async () => {
    const { body } = await raw({
      query: { timestamp: 'yesterday', lang: 'en-US' },
      headers: form,
      payload: signInForm,
    })
    expect(body.respCode).toBe('request.missingTimestamp')
  })

  it('a missing or unknown lang is refused, naming the accepted values', async () => {
    const queries: Record<string, string>[] = [{ timestamp: '1' }, { timestamp: '1', lang: 'fr-FR' }]
    for (const query of queries) {
      const { status, body } = await raw({ query, headers: form, payload: signInForm })
      expect(status).toBe(400)
      expect(body.respCode).toBe('request.missingLang')
      expect(body.respMsg).toBe('The lang query parameter must be one of en-US, en-IN or es-ES.')
    }
  })

  it('without lang, the refusal follows Accept-Language', async () => {
    const { body } = await raw({
      query: { timestamp: '1' },
      headers: { ...form, 'accept-language': 'es-MX,es;q=0.9' },
      payload: signInForm,
    })
    expect(body.respMsg).toBe('El parámetro de consulta lang debe ser en-US, en-IN o es-ES.')
  })
})

describe('unknown interfaces', () => {
  it('an unknown path answers respCode 404 with the message to contact the administrator', async () => {
    const { status, body } = await raw({ method: 'GET', path: '/sys/no/such/thing' })
    expect(status).toBe(404)
    expect(body).toEqual({
      respCode: '404',
      respMsg: 'The data interface does not exist, please contact the administrator.',
      data: null,
    })
  })

  it('a known path with the wrong method is unknown too, and worded in Spanish on request', async () => {
    const { body } = await raw({ method: 'GET', query: { timestamp: '1', lang: 'es-ES' } })
    expect(body.respCode).toBe('404')
    expect(body.respMsg).toBe('La interfaz de datos no existe, comuníquese con el administrador.')
  })
})

describe('bodies the server cannot use get a 4xx envelope, never a 500', () => {
  const cases: [string, RawRequest, number, string][] = [
    [
      'malformed JSON',
      { headers: { 'content-type': 'application/json' }, payload: '{"username": "collector", ' },
      400,
      'request.invalid',
    ],
    [
      'a plain-text body',
      { headers: { 'content-type': 'text/plain' }, payload: signInForm },
      415,
      'request.unsupportedMediaType',
    ],
    [
      'an XML body',
      { headers: { 'content-type': 'application/xml' }, payload: '<login/>' },
      415,
      'request.unsupportedMediaType',
    ],
    [
      'a body over 1 MiB',
      { headers: form, payload: `username=collector&password=${'x'.repeat(1024 * 1024 + 1)}` },
      413,
      'request.bodyTooLarge',
    ],
    ['no body at all', {}, 400, 'request.invalid'],
    ['an empty form', { headers: form, payload: '' }, 400, 'request.invalid'],
    [
      'a multipart body on a call that takes no files',
      { headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: '--xyz\r\nnot a part' },
      415,
      'request.unsupportedMediaType',
    ],
  ]

  it.each(cases)('%s', async (_, request, status, respCode) => {
    const answer = await raw(request)
    expect(answer.status).toBe(status)
    expect(answer.body.respCode).toBe(respCode)
    expect(answer.body.respMsg).not.toBe('')
  })

  it('malformed JSON on a JSON call, signed in, names the request body', async () => {
    const token = await server.signInAs('collector')
    const { status, body } = await raw({
      path: allApps.path,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{teamId:',
    })
    expect(status).toBe(400)
    expect(body.respMsg).toBe('Request body: is not a valid value')
  })

  it('a JSON body is read on a form call too', async () => {
    const { body } = await raw({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'collector', password: 'Console2026' }),
    })
    expect(body.respCode).toBe('000000')
  })
})

describe('validation messages name the field in the request language', () => {
  it("an empty username in Spanish answers 'Usuario: no puede estar vacío'", async () => {
    const { status, body } = await server.call(signIn, { username: '  ', password: 'x' }, { lang: 'es-ES' })
    expect(status).toBe(400)
    expect(body.respCode).toBe('request.invalid')
    expect(body.respMsg).toBe('Usuario: no puede estar vacío')
    expect((body.data as unknown as InvalidFields).fields).toEqual([
      { field: 'username', label: 'Usuario', message: 'no puede estar vacío', key: 'required' },
    ])
  })

  it('a missing field is named like an empty one, each field once', async () => {
    const { body } = await raw({ headers: form, payload: 'password=' })
    expect(body.respMsg).toBe('Username: cannot be empty')
    expect((body.data as InvalidFields).fields.map((issue) => issue.field)).toEqual(['username', 'password'])
  })
})

describe('logs', () => {
  it('every line of a request carries its request id, taken from x-request-id when given', async () => {
    await raw({ headers: { ...form, 'x-request-id': 'trace-signin-1' }, payload: signInForm })
    const lines = server.logs().filter((line) => line.reqId === 'trace-signin-1')
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])

    await raw({ headers: form, payload: signInForm })
    const last = server.logs().at(-1)
    expect(last?.reqId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('never carry a password or a session token', async () => {
    const wrongPassword = 'Wrong-Secret-Password-81'
    const newPassword = 'Fresh-Secret-Password-92'
    const account = await server.newAccount()
    await server.call(signIn, { username: account.username, password: wrongPassword })
    const token = await server.signInAs(account.username)
    await server.call(changePassword, { password: account.password, newPassword: 'short' }, { token })
    await server.call(changePassword, { password: account.password, newPassword }, { token })
    await raw({ method: 'GET', path: '/sys/user/current', headers: { authorization: token } })

    const written = JSON.stringify(server.logs())
    expect(server.logs().length).toBeGreaterThan(8)
    for (const secret of [wrongPassword, newPassword, account.password, token]) {
      expect(written).not.toContain(secret)
    }
  })
})
