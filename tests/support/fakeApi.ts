// A stand-in for the collection service in the browser code's unit tests: answers by path with the
// service's envelope, or fails the way a lost network does.
import { vi } from 'vitest'

export type FakeAnswer =
  | { data: unknown }
  /** A refusal; `fields` for a 'request.invalid' one that names its fields, as the service's does. */
  | {
      code: string
      message: string
      status?: number
      fields?: Array<{ field: string; message: string; key?: string }>
    }
  | 'offline'
type Handler = (query: URLSearchParams, body: unknown) => FakeAnswer | Promise<FakeAnswer>

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Array<{ path: string; query: URLSearchParams; body: unknown }> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname.replace(/^\/collection-service/, '')
    const body =
      typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body
    calls.push({ path, query: url.searchParams, body })
    const handler = handlers[path]
    if (!handler) throw new Error(`no fake for ${path}`)
    const answer = await handler(url.searchParams, body)
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    const envelope =
      'data' in answer
        ? { respCode: '000000', respMsg: 'success', data: answer.data }
        : {
            respCode: answer.code,
            respMsg: answer.message,
            data: answer.fields ? { fields: answer.fields } : null,
          }
    return new Response(JSON.stringify(envelope), {
      status: 'data' in answer ? 200 : (answer.status ?? 422),
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}
