import type { FastifyRequest } from 'fastify'
import { databaseRefusalOf } from '../database/databaseErrors.ts'
import { maskPhone } from '../services/codeSender.ts'

/**
 * How the log writes an error and a request. Money, codes, phones and id cards never reach a log: a database
 * error is written by what names the problem (code, constraint, table), never by the query's values
 * that drizzle puts in its message, and a phone or id card number in a query string is masked.
 */

/** drizzle's wrapper of a failed query: its message, stack and `params` carry every value sent. */
const isQueryFailure = (error: unknown): error is Error & { params: unknown } =>
  error instanceof Error && 'params' in error && 'query' in error

interface LoggedError {
  type: string
  message: string
  stack: string
  [more: string]: unknown
}

/** Where the error was raised, without its message (drizzle's spells out the query's values). */
function framesOf(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const at = stack.indexOf('\n    at ')
  return at < 0 ? '' : stack.slice(at + 1)
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  const refusal = databaseRefusalOf(error)
  if (refusal) {
    const { detail: _quotesTheRow, message, ...named } = refusal
    return { type: 'DatabaseRefusal', message, stack: framesOf(error), ...named }
  }
  if (isQueryFailure(error))
    return {
      type: 'QueryFailure',
      message: 'a database query failed',
      stack: framesOf(error),
      ...(depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
    }
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  }
}

/** A run of digits that could be a phone number: 7 or more digits, spaces, dashes or brackets between. */
const phoneLike = /\+?\d[\d ()-]{5,}\d/g
const calendarDay = /^\d{4}-\d{2}-\d{2}$/

/**
 * A word of letters and digits that could be an identity document's number (a Mexican CURP
 * 'GOMR850312HDFLRS09', a voter card): 8 or more characters, with letters and at least 4 digits.
 */
const documentLike = /[A-Za-z0-9]{8,}/g
const isDocumentLike = (word: string) => /[A-Za-z]/.test(word) && (word.match(/\d/g)?.length ?? 0) >= 4

function maskPhoneNumbers(text: string): string {
  return text
    .replace(phoneLike, (run) => {
      const digits = run.replace(/\D/g, '')
      return digits.length >= 7 && !calendarDay.test(run) ? maskPhone(digits) : run
    })
    .replace(documentLike, (word) => (isDocumentLike(word) ? maskPhone(word) : word))
}

/** The URL with every query value's phone numbers masked; the request's timestamp is no phone. */
export function maskedUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const query = new URLSearchParams(url.slice(at + 1))
  const masked = new URLSearchParams()
  for (const [name, value] of query)
    masked.append(name, name === 'timestamp' ? value : maskPhoneNumbers(value))
  return `${url.slice(0, at)}?${masked.toString()}`
}

/** Fastify's request line (method, url, host, address), with the URL masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

export const logSerializers = { err: (error: unknown) => errorForLog(error), req: requestForLog }
