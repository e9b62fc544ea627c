import { t } from '@lingui/core/macro'
import { type AnswerOf, basePath, type Endpoint, type InputOf, respCodes } from '../../contract/endpoint.ts'
import { type ErrorCode, errorCodes } from '../../contract/errors.ts'
import { storedLocale } from '../i18n/locale.ts'
import { ApiError } from './apiError.ts'
import { notifySignedOut, sessionToken, storeSessionToken } from './credentials.ts'

export const requestTimeoutMs = 60_000

interface Envelope {
  respCode: string
  respMsg: string
  data: unknown
}

function encodeBody(entry: Endpoint, input: unknown): BodyInit | undefined {
  if (entry.method === 'GET' || input === undefined) return undefined
  if (entry.encoding === 'json') return JSON.stringify(input)
  const fields = Object.entries(input as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  )
  if (entry.encoding === 'multipart') {
    const form = new FormData()
    for (const [name, value] of fields) form.append(name, value instanceof Blob ? value : String(value))
    return form
  }
  return new URLSearchParams(fields.map(([name, value]) => [name, String(value)]))
}

function urlOf(entry: Endpoint, input: unknown): string {
  const query = new URLSearchParams({ timestamp: String(Date.now()), lang: storedLocale() })
  if (entry.method === 'GET' && input) {
    for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') query.set(name, String(value))
    }
  }
  return `${basePath}${entry.path}?${query}`
}

function headersOf(entry: Endpoint): Headers {
  const headers = new Headers({ Authorization: sessionToken() ?? '' })
  if (entry.method !== 'GET') {
    if (entry.encoding === 'json') headers.set('Content-Type', 'application/json; charset=utf-8')
    if (entry.encoding === 'form')
      headers.set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8')
  }
  return headers
}

function offline(cause: unknown): ApiError {
  console.warn('request failed to reach the server', cause)
  return new ApiError({
    type: 'offline',
    code: 'network',
    message: t`The server cannot be reached; check the network and try again.`,
  })
}

function typeOf(code: string): ApiError['type'] {
  return code in errorCodes ? errorCodes[code as ErrorCode].type : 'business'
}

/**
 * The one request helper (spec section 7): base path, timestamp and lang on every call, the
 * Authorization header, form-encoded bodies unless the contract says JSON or multipart, a 60 s
 * time-out, and the answer read by respCode (spec section 8).
 */
export async function request<E extends Endpoint>(
  entry: E,
  input: InputOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<AnswerOf<E>> {
  const timeout = new AbortController()
  const timer = setTimeout(
    () => timeout.abort(new DOMException('no answer in 60 s', 'TimeoutError')),
    requestTimeoutMs,
  )
  let response: Response
  try {
    response = await fetch(urlOf(entry, input), {
      method: entry.method,
      headers: headersOf(entry),
      body: encodeBody(entry, input),
      signal: options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal,
    })
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    throw offline(cause)
  } finally {
    clearTimeout(timer)
  }
  const token = response.headers.get('authorization')
  if (token) storeSessionToken(token)
  let envelope: Envelope
  try {
    envelope = (await response.json()) as Envelope
  } catch (cause) {
    throw offline(cause)
  }
  if (envelope.respCode === respCodes.ok) return envelope.data as AnswerOf<E>
  if (envelope.respCode === respCodes.signedOut || envelope.respCode === '402' || response.status === 402) {
    notifySignedOut()
    throw new ApiError({ type: 'signedOut', code: envelope.respCode, message: envelope.respMsg })
  }
  if (envelope.respCode === respCodes.notFound) {
    throw new ApiError({
      type: 'notFound',
      code: envelope.respCode,
      message: t`The data interface does not exist, please contact the administrator.`,
    })
  }
  throw new ApiError({
    type: typeOf(envelope.respCode),
    code: envelope.respCode,
    message: envelope.respMsg,
    data: envelope.data,
  })
}
