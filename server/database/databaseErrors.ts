import type { ErrorCode } from '../../contract/errors.ts'
/**
 * What PostgreSQL (or PGlite) said when it refused a statement: the fields that name the problem,
 * never the values. drizzle wraps the engine's error in one whose message and `params` hold the
 * query's values (a phone, a password hash); the engine's own `detail` quotes the row. Neither is kept.
 */
export interface DatabaseRefusal {
  /** The SQLSTATE: 23505 a unique violation, 40P01 a deadlock, 40001 a serialization failure. */
  code: string
  constraint?: string
  table?: string
  column?: string
  /** The engine's message; PostgreSQL words it without the row's values. */
  message: string
  /** The engine's `detail` (it may quote the row): for the code that maps a refusal, never for a log. */
  detail?: string
}

interface EngineError {
  code?: unknown
  severity?: unknown
  constraint?: unknown
  table?: unknown
  column?: unknown
  detail?: unknown
  message?: unknown
}

const sqlState = /^[0-9A-Z]{5}$/
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

function asEngineError(value: unknown): EngineError | null {
  if (typeof value !== 'object' || value === null) return null
  const candidate = value as EngineError
  return typeof candidate.code === 'string' && sqlState.test(candidate.code) && 'severity' in candidate
    ? candidate
    : null
}

/** The engine's refusal inside an error (drizzle's wrapper or the engine's own), or null for any other error. */
export function databaseRefusalOf(error: unknown): DatabaseRefusal | null {
  let at: unknown = error
  for (let depth = 0; depth < 4 && at; depth += 1) {
    const engine = asEngineError(at)
    if (engine) {
      const refusal: DatabaseRefusal = { code: engine.code as string, message: String(engine.message ?? '') }
      for (const name of ['constraint', 'table', 'column', 'detail'] as const) {
        const value = textOf(engine[name])
        if (value) refusal[name] = value
      }
      return refusal
    }
    at = (at as { cause?: unknown }).cause
  }
  return null
}

export const isUniqueViolation = (refusal: DatabaseRefusal | null) => refusal?.code === '23505'

/** A deadlock or a serialization failure: the same work, run again, may well pass. */
export const isWorthRetrying = (refusal: DatabaseRefusal | null) =>
  refusal?.code === '40P01' || refusal?.code === '40001'

/**
 * What a write is answered when one of an area's unique indexes turns it down: the refusal its own
 * check gives, naming the field. An area declares its indexes' refusals beside its tables
 * (`blacklistUniqueRefusals` in schema/blacklist.ts), listed in server/services/uniqueRefusals.ts.
 */
export type UniqueRefusals = Readonly<
  Record<
    string,
    (refusal: DatabaseRefusal) => {
      code: ErrorCode
      params?: Record<string, string | number>
      data?: unknown
    }
  >
>
