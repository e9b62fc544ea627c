import type { ApiFailure } from '../contract/errors.ts'

/**
 * The default of an effect a machine invokes: it fails at once, naming itself, so a machine started
 * without `.provide()` for it ends in its error state instead of waiting on an effect that never comes.
 */
export function notProvided(effect: string): never {
  throw new Error(`${effect} must be provided with .provide() (provide me)`)
}

/** An effect's error as a failure the machine keeps: the request helper's own, or an unknown one. */
export function asFailure(error: unknown): ApiFailure {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as ApiFailure)
    : { type: 'business', code: 'unknown', message: String(error) }
}
