import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { WhoMay } from '../../contract/actions.ts'
import { endpoint } from '../../contract/endpoint.ts'
import { text } from '../../contract/fields.ts'
import { allApps } from '../../contract/system.ts'
import { declareRoute } from '../../server/http/declareRoute.ts'
import { apiUrl, type Envelope, startTestServer, type TestServer } from '../support/testServer.ts'

// No call takes files yet; this one, declared like any other, stands for the first that will.
const uploadNote = endpoint({
  method: 'POST',
  path: '/test/upload',
  access: 'signedIn',
  encoding: 'multipart',
  summary: 'A note and a file, for these tests.',
  input: z.object({ note: text.max(40, 'tooLong'), sheet: z.instanceof(Buffer) }),
  labels: { note: { en: 'Note', es: 'Nota' }, sheet: { en: 'Sheet', es: 'Hoja' } },
  answer: z.object({ note: z.string(), bytes: z.number() }),
})

/** Anyone signed in may send it; it touches nobody's row. */
const anySignedInUser: WhoMay = { menuId: 'signedIn', readOnlyRoles: [], rows: 'none' }

let server: TestServer
let token: string
let handled = 0
beforeAll(async () => {
  server = await startTestServer()
  declareRoute(
    server.app,
    { db: server.db, config: server.config },
    uploadNote,
    async ({ input }) => {
      handled += 1
      return { note: input.note, bytes: input.sheet.length }
    },
    anySignedInUser,
  )
  token = await server.signInAs('collector')
})
afterAll(() => server?.close())

const boundary = 'xyz'
const multipartType = { 'content-type': `multipart/form-data; boundary=${boundary}` }
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const file = (name: string, bytes: number) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="sheet.xlsx"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(bytes)}\r\n`
const multipart = (...parts: string[]) => `${parts.join('')}--${boundary}--\r\n`

async function post(
  path: string,
  headers: Record<string, string>,
  payload: string,
): Promise<{ status: number; body: Envelope<unknown> }> {
  const response = await server.app.inject({ method: 'POST', url: apiUrl(path), headers, payload })
  return { status: response.statusCode, body: response.json() }
}

const oneMiB = 1024 * 1024

describe('multipart bodies', () => {
  it('a call that takes files reads its fields and files', async () => {
    const before = handled
    const { status, body } = await post(
      uploadNote.path,
      { ...multipartType, authorization: token },
      multipart(field('note', 'June salaries'), file('sheet', 2048)),
    )
    expect({ status, respCode: body.respCode, data: body.data }).toEqual({
      status: 200,
      respCode: '000000',
      data: { note: 'June salaries', bytes: 2048 },
    })
    expect(handled).toBe(before + 1)
  })

  it('obey the size limit of every other body: past 1 MiB, 413, however it is split into parts', async () => {
    const before = handled
    const spread = Array.from({ length: 5 }, (_, i) => file(`sheet${i}`, oneMiB / 4))
    for (const payload of [
      multipart(field('note', 'big'), file('sheet', oneMiB + 1)),
      multipart(...spread),
    ]) {
      const { status, body } = await post(
        uploadNote.path,
        { ...multipartType, authorization: token },
        payload,
      )
      expect({ status, respCode: body.respCode }).toEqual({ status: 413, respCode: 'request.bodyTooLarge' })
    }
    expect(handled).toBe(before)
  })

  it('a broken multipart body, or one without a boundary, answers 400 naming the request body', async () => {
    for (const [headers, payload] of [
      [multipartType, `--${boundary}\r\nnot a part`],
      [{ 'content-type': 'multipart/form-data' }, 'abc'],
    ] as const) {
      const { status, body } = await post(uploadNote.path, { ...headers, authorization: token }, payload)
      expect({ status, respCode: body.respCode, respMsg: body.respMsg }).toEqual({
        status: 400,
        respCode: 'request.invalid',
        respMsg: 'Request body: is not a valid value',
      })
    }
  })

  it('a call that takes no files answers 415 to one, before reading it', async () => {
    const { status, body } = await post(
      allApps.path,
      { ...multipartType, authorization: token },
      multipart(field('teamId', '1')),
    )
    expect({ status, respCode: body.respCode }).toEqual({
      status: 415,
      respCode: 'request.unsupportedMediaType',
    })
  })
})

describe('a request without a valid session is refused before its body is read', () => {
  const signedOut = { status: 401, respCode: '999998' }
  const tooLarge = 'x'.repeat(2 * oneMiB)

  it.each([
    ['no token', {}],
    ['a made-up token', { authorization: 'not-a-real-session-token' }],
  ])('%s: a large multipart body is refused as signed out, not read', async (_, auth) => {
    const before = handled
    const payload = multipart(field('note', 'x'), file('sheet', 2 * oneMiB))
    const { status, body } = await post(uploadNote.path, { ...multipartType, ...auth }, payload)
    // Had the body been read, it would have answered 413 (too large): the session was checked first.
    expect({ status, respCode: body.respCode }).toEqual(signedOut)
    expect(handled).toBe(before)
  })

  it('a large or malformed JSON body without a token is refused as signed out, not as a bad body', async () => {
    const json = { 'content-type': 'application/json' }
    for (const payload of [`{"teamId":"${tooLarge}"}`, '{teamId:']) {
      const { status, body } = await post(allApps.path, json, payload)
      expect({ status, respCode: body.respCode }).toEqual(signedOut)
    }
  })
})
