import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { csvFile, endpoint } from '../../contract/endpoint.ts'
import { allApps } from '../../contract/system.ts'
import { ApiError } from './apiError.ts'
import { onSignedOut, sessionToken, storeSessionToken } from './credentials.ts'
import { download, request, requestTimeoutMs } from './request.ts'

const formCall = endpoint({
  method: 'POST',
  path: '/sys/user/password',
  access: 'signedIn',
  encoding: 'form',
  summary: 'test',
  input: z.object({ password: z.string(), newPassword: z.string() }),
  labels: {
    password: { en: 'Old password', es: 'Contraseña anterior' },
    newPassword: { en: 'New password', es: 'Nueva contraseña' },
  },
  answer: z.null(),
})
const getCall = endpoint({
  method: 'GET',
  path: '/sys/team/all',
  access: 1,
  encoding: 'form',
  summary: 'test',
  input: undefined,
  answer: z.array(z.unknown()),
})

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

const fetchMock = vi.fn<typeof fetch>()
let signedOut = 0

beforeEach(() => {
  localStorage.clear()
  signedOut = 0
  onSignedOut(() => signedOut++)
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const sentUrl = () => new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost')
const sentInit = () => fetchMock.mock.calls[0]![1]!

describe('the request helper', () => {
  it('respCode 000000 answers the data', async () => {
    fetchMock.mockResolvedValue(answer({ respCode: '000000', respMsg: 'success', data: [{ id: 1 }] }))
    await expect(request(getCall, undefined)).resolves.toEqual([{ id: 1 }])
  })

  it('sends timestamp and lang from the stored locale under the base path, GET by default shape', async () => {
    localStorage.setItem('lang', 'es-ES')
    fetchMock.mockResolvedValue(answer({ respCode: '000000', respMsg: 'ok', data: [] }))
    await request(getCall, undefined)
    expect(sentUrl().pathname).toBe('/collection-service/sys/team/all')
    expect(sentUrl().searchParams.get('lang')).toBe('es-ES')
    expect(Number(sentUrl().searchParams.get('timestamp'))).toBeGreaterThan(0)
    expect(sentInit().method).toBe('GET')
  })

  it('posts form-encoded bodies by default and JSON when the contract says so, with the Authorization header', async () => {
    storeSessionToken('token-1')
    fetchMock.mockResolvedValue(answer({ respCode: '000000', respMsg: 'ok', data: null }))
    await request(formCall, { password: 'Old2026pass', newPassword: 'New2026pass' })
    expect(String(sentInit().body)).toBe('password=Old2026pass&newPassword=New2026pass')
    expect(new Headers(sentInit().headers).get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(new Headers(sentInit().headers).get('authorization')).toBe('token-1')
    fetchMock.mockClear()
    fetchMock.mockResolvedValue(answer({ respCode: '000000', respMsg: 'ok', data: [] }))
    await request(allApps, { teamId: '' })
    expect(sentInit().body).toBe('{"teamId":""}')
    expect(new Headers(sentInit().headers).get('content-type')).toContain('application/json')
  })

  it('stores the token an answer carries in its authorization header', async () => {
    fetchMock.mockResolvedValue(
      answer({ respCode: '000000', respMsg: 'ok', data: [] }, { headers: { authorization: 'fresh-token' } }),
    )
    await request(getCall, undefined)
    expect(sessionToken()).toBe('fresh-token')
  })

  it.each([
    ['respCode 999998', { respCode: '999998', respMsg: 'Your session has ended' }, 401],
    ['HTTP-style 402', { respCode: '402', respMsg: 'signed out' }, 402],
  ])('%s signs the user out', async (_, body, status) => {
    fetchMock.mockResolvedValue(answer({ ...body, data: null }, { status }))
    await expect(request(getCall, undefined)).rejects.toMatchObject({ type: 'signedOut' })
    expect(signedOut).toBe(1)
  })

  it('respCode 404 says the data interface does not exist and to contact the administrator', async () => {
    fetchMock.mockResolvedValue(answer({ respCode: '404', respMsg: 'x', data: null }, { status: 404 }))
    await expect(request(getCall, undefined)).rejects.toMatchObject({
      type: 'notFound',
      message: 'The data interface does not exist, please contact the administrator.',
    })
  })

  it('any other code rejects with its code and message', async () => {
    fetchMock.mockResolvedValue(
      answer(
        { respCode: 'session.forbidden', respMsg: 'You do not have access to this function.', data: null },
        { status: 403 },
      ),
    )
    const error = await request(getCall, undefined).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      type: 'forbidden',
      code: 'session.forbidden',
      message: 'You do not have access to this function.',
    })
    expect(signedOut).toBe(0)
  })

  it('a network failure is logged and rejected as offline', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request(getCall, undefined)).rejects.toMatchObject({ type: 'offline', code: 'network' })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('gives up after 60 seconds without an answer, as offline', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const pending = request(getCall, undefined).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1)
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toMatchObject({ type: 'offline' })
    warn.mockRestore()
  })
})

describe('a download call', () => {
  const exportCall = endpoint({
    method: 'GET',
    path: '/collection/case/all/export',
    access: 89,
    encoding: 'form',
    download: 'csv',
    summary: 'test',
    input: z.object({ status: z.string().optional() }),
    labels: { status: { en: 'Status', es: 'Estado' } },
    answer: csvFile,
  })

  it('answers the file and the name the server gave it, with the filter in the query', async () => {
    storeSessionToken('token-1')
    fetchMock.mockResolvedValue(
      new Response('\uFEFFCase no\r\nC1\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="all-cases-2026-11-23.csv"',
        },
      }),
    )
    const file = await download(exportCall, { status: 'unpaid' })
    expect(file.fileName).toBe('all-cases-2026-11-23.csv')
    // (text() reads the byte-order mark as a mark, not as a character of the file.)
    expect(await file.blob.text()).toBe('Case no\r\nC1\r\n')
    expect(file.blob.size).toBe(new TextEncoder().encode('\uFEFFCase no\r\nC1\r\n').length)
    expect(sentUrl().searchParams.get('status')).toBe('unpaid')
    expect(new Headers(sentInit().headers).get('authorization')).toBe('token-1')
  })

  it('a refusal comes back as the envelope does for any call', async () => {
    fetchMock.mockResolvedValue(
      answer({ respCode: 'session.forbidden', respMsg: 'No access', data: null }, { status: 403 }),
    )
    await expect(download(exportCall, {})).rejects.toMatchObject({ type: 'forbidden', message: 'No access' })
  })
})
