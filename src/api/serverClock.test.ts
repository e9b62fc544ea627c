import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { newCollectionRecord } from '../../contract/cases.ts'
import { endpoint } from '../../contract/endpoint.ts'
import { request } from './request.ts'
import { serverNow } from './serverClock.ts'

const anyCall = endpoint({
  method: 'GET',
  path: '/sys/team/all',
  access: 1,
  encoding: 'form',
  summary: 'test',
  input: undefined,
  answer: z.array(z.unknown()),
})

const tenMinutes = 600_000
const fetchMock = vi.fn<typeof fetch>()

/** An answer dated by a server whose clock is `ahead` ms ahead of this browser's. */
const answerDated = (ahead: number) =>
  new Response(JSON.stringify({ respCode: '000000', respMsg: 'ok', data: [] }), {
    headers: { 'content-type': 'application/json', date: new Date(Date.now() + ahead).toUTCString() },
  })

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

/** How far serverNow() is from this browser's clock, to the second the Date header counts in. */
const secondsAhead = (now: () => number = serverNow) => Math.round((now() - Date.now()) / 1000)

describe("the server's clock, learnt from its answers", () => {
  it('an answer dated 10 minutes behind this PC puts serverNow 10 minutes behind its clock', async () => {
    // Within a second: serverNow() and the Date.now() after it may straddle a millisecond (then -0).
    expect(Math.abs(secondsAhead())).toBeLessThanOrEqual(1)
    fetchMock.mockResolvedValue(answerDated(-tenMinutes))
    await request(anyCall, undefined)
    expect(Math.abs(secondsAhead() + 600)).toBeLessThanOrEqual(1)
  })

  it('is kept across a reload of the page', async () => {
    fetchMock.mockResolvedValue(answerDated(-tenMinutes))
    await request(anyCall, undefined)
    vi.resetModules()
    const reloaded = await import('./serverClock.ts')
    expect(Math.abs(secondsAhead(reloaded.serverNow) + 600)).toBeLessThanOrEqual(1)
  })

  it('offline, the last offset learnt still holds', async () => {
    fetchMock.mockResolvedValue(answerDated(-tenMinutes))
    await request(anyCall, undefined)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request(anyCall, undefined)).rejects.toMatchObject({ type: 'offline' })
    expect(Math.abs(secondsAhead() + 600)).toBeLessThanOrEqual(1)
  })

  it('a refusal answers the time as well as a success', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ respCode: '100001', respMsg: 'no', data: null }), {
        status: 400,
        headers: { date: new Date(Date.now() + tenMinutes).toUTCString() },
      }),
    )
    await expect(request(anyCall, undefined)).rejects.toMatchObject({ type: 'business' })
    expect(Math.abs(secondsAhead() - 600)).toBeLessThanOrEqual(1)
  })

  it("a form checks a record made now against the server's clock, not this PC's 10 minutes slow one", async () => {
    fetchMock.mockResolvedValue(answerDated(tenMinutes))
    await request(anyCall, undefined)
    const now = new Date(serverNow()).toISOString()
    const checked = newCollectionRecord.safeParse({
      caseId: 1,
      clientMutationId: crypto.randomUUID(),
      diallingTime: now,
      madeAt: now,
      connectionStatus: 'busy',
      contact: 'self',
      dateItem: 'none',
    })
    expect(checked.error?.issues).toBeUndefined()
  })
})
