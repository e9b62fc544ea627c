import type { z } from 'zod'
import { type ListName, useListPreference } from '../../db/preferences.ts'

/**
 * A screen's chosen period (and whatever narrows it, a team), kept per screen on this browser with the
 * user's other choices (db/preferences.ts, cleared at sign-out), so the screen opens as it was left.
 * `ready` once the kept choice is read: ask the server nothing before. A kept choice the schema no
 * longer takes (an older shape, a range grown too long) gives `fallback`.
 */
export function useKeptPeriod<T>(screen: ListName, schema: z.ZodType<T>, fallback: T) {
  const kept = useListPreference<T>('listFilters', screen, schema, fallback)
  return { choice: kept.value, choose: kept.set, ready: kept.ready }
}
