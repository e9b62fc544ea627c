import { t } from '@lingui/core/macro'
import { basePath, type Envelope, respCodes, xlsxMediaType } from '../../contract/callBasics.ts'
import type { AnswerOf, DownloadedFile, Endpoint, InputOf } from '../../contract/endpoint.ts'
import { type ErrorCode, errorCodes } from '../../contract/errors.ts'
import { storedLocale } from '../i18n/locale.ts'
import { ApiError } from './apiError.ts'
import { notifySignedOut, sessionToken, storeSessionToken } from './credentials.ts'
import { learnServerClock } from './serverClock.ts'

export const requestTimeoutMs = 60_000

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

/** What a call that did not reach the server says, in the language shown now. */
export const unreachableText = () => t`The server cannot be reached; check the network and try again.`

function offline(cause: unknown): ApiError {
  console.warn('request failed to reach the server', cause)
  return new ApiError({ type: 'offline', code: 'network', message: unreachableText() })
}

/** A download's file, named as the server named it (Content-Disposition), read to the end. */
async function fileOf(response: Response): Promise<DownloadedFile> {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  try {
    return { fileName: named?.[1] ?? 'export.csv', blob: await response.blob() }
  } catch (cause) {
    // The connection broke mid-file: what came is not the whole list, so nothing is saved.
    throw offline(cause)
  }
}

function typeOf(code: string): ApiError['type'] {
  return code in errorCodes ? errorCodes[code as ErrorCode].type : 'business'
}

/**
 * Sends a call and keeps a renewed session token and the server's clock (from any answer, even a
 * refusal); a failure to reach the server is `offline`.
 */
async function send(entry: Endpoint, input: unknown, signal: AbortSignal | undefined): Promise<Response> {
  const timeout = new AbortController()
  const timer = setTimeout(
    () => timeout.abort(new DOMException('no answer in 60 s', 'TimeoutError')),
    requestTimeoutMs,
  )
  let response: Response
  const sentAt = Date.now()
  try {
    response = await fetch(urlOf(entry, input), {
      method: entry.method,
      headers: headersOf(entry),
      body: encodeBody(entry, input),
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw offline(cause)
  } finally {
    clearTimeout(timer)
  }
  learnServerClock(response, sentAt, Date.now())
  const token = response.headers.get('authorization')
  if (token) storeSessionToken(token)
  return response
}

/**
 * The envelope's data, or the failure it names (spec section 8), as an ApiError; `status` is the HTTP
 * status it came with. Pure: telling the session it ended is the caller's.
 */
export function envelopeData(envelope: Envelope, status: number): unknown {
  if (envelope.respCode === respCodes.ok) return envelope.data
  if (envelope.respCode === respCodes.signedOut || envelope.respCode === '402' || status === 402)
    throw new ApiError({ type: 'signedOut', code: envelope.respCode, message: envelope.respMsg })
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

/** The envelope's data, or the failure it names; a session the server ended is told to the session. */
async function dataOf(response: Response): Promise<unknown> {
  let envelope: Envelope
  try {
    envelope = (await response.json()) as Envelope
  } catch (cause) {
    throw offline(cause)
  }
  try {
    return envelopeData(envelope, response.status)
  } catch (error) {
    if (error instanceof ApiError && error.type === 'signedOut') notifySignedOut()
    throw error
  }
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
  return (await dataOf(await send(entry, input, options.signal))) as AnswerOf<E>
}

/**
 * A download call (`download: 'csv'` or `'xlsx'` in the contract), sent as `request` sends any call: its file,
 * named as the server named it; a refusal is read from the envelope as any call's. The time-out runs
 * until the file begins, not while a long file comes.
 */
export async function download<E extends Endpoint & { download: 'csv' | 'xlsx' }>(
  entry: E,
  input: InputOf<E>,
): Promise<DownloadedFile> {
  const response = await send(entry, input, undefined)
  const type = response.headers.get('content-type') ?? ''
  if (response.ok && (type.startsWith('text/csv') || type.startsWith(xlsxMediaType))) return fileOf(response)
  await dataOf(response)
  throw offline(new Error(`a download answered ${response.status} without a file`))
}

/** How much of an upload has gone: bytes sent of the whole body. */
export interface UploadProgress {
  sent: number
  total: number
}

/**
 * A call that sends a file (encoding 'multipart'), as `request` sends any call, telling how much of
 * the body has gone as it goes: fetch cannot tell an upload's progress, XMLHttpRequest can. The answer
 * is read from the envelope as any call's.
 */
export async function upload<E extends Endpoint & { encoding: 'multipart' }>(
  entry: E,
  input: InputOf<E>,
  onProgress: (progress: UploadProgress) => void,
): Promise<AnswerOf<E>> {
  const sentAt = Date.now()
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(entry.method, urlOf(entry, input))
    for (const [name, value] of headersOf(entry)) xhr.setRequestHeader(name, value)
    xhr.timeout = requestTimeoutMs
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.total })
    xhr.onload = () => {
      const headers = new Headers()
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':')
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }))
    }
    xhr.onerror = () => reject(offline(new Error('the upload did not reach the server')))
    xhr.ontimeout = () => reject(offline(new DOMException('no answer in 60 s', 'TimeoutError')))
    xhr.send(encodeBody(entry, input) as XMLHttpRequestBodyInit)
  })
  learnServerClock(response, sentAt, Date.now())
  const token = response.headers.get('authorization')
  if (token) storeSessionToken(token)
  return (await dataOf(response)) as AnswerOf<E>
}
