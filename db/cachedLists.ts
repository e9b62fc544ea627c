import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { ApiFailure } from '../contract/errors.ts'
import { consoleDb } from './database.ts'

/** Lists of spec section 3 kept in the browser, read first and revalidated from the server. */
export type CachedListName =
  | 'appList'
  | 'tagList'
  | 'teamTypeList'
  | 'leaderList'
  | 'simTeamAndMember'
  /** The owners and team types the case filters offer (not of spec section 3: the case lists' own). */
  | 'caseFilterChoices'
  | KeptAnswerName

/**
 * An area's last answer to a call, kept so its view shows at once and offline: `${area}:${userId}:${what}`
 * (`messages:7:notices`). Kept per user, though sign-out clears them all, so a copy never reads as another's.
 */
export type KeptAnswerName = `${string}:${number}:${string}`

export async function readCachedList<T>(
  name: CachedListName,
): Promise<{ data: T; savedAt: number } | undefined> {
  const row = await consoleDb.cachedLists.get(name)
  return row ? { data: row.data as T, savedAt: row.savedAt } : undefined
}

export async function saveCachedList<T>(name: CachedListName, data: T): Promise<void> {
  await consoleDb.cachedLists.put({ name, data, savedAt: Date.now() })
}

/**
 * Changes a kept list in place (a message marked read before the server says so), keeping when the
 * server last confirmed it; nothing when none is kept. Runs inside a caller's transaction if there is one.
 */
export async function updateCachedList<T>(name: CachedListName, change: (data: T) => T): Promise<void> {
  const row = await consoleDb.cachedLists.get(name)
  if (row) await consoleDb.cachedLists.put({ ...row, data: change(row.data as T) })
}

/** The kept copy of a list, live: undefined while read or when none is kept. */
export function useCachedCopy<T>(name: CachedListName): { data: T; savedAt: number } | undefined {
  const row = useLiveQuery(() => consoleDb.cachedLists.get(name), [name])
  return row ? { data: row.data as T, savedAt: row.savedAt } : undefined
}

export interface CachedList<T> {
  /** The kept copy, then the server's; undefined until either is there. */
  data: T | undefined
  savedAt: number | undefined
  refreshing: boolean
  /** Why the last revalidation failed; the kept copy is still shown. */
  failure: ApiFailure | null
}

/**
 * Shows the kept copy of a list at once and replaces it with the server's when it answers.
 * `load` is the area's call; `enabled` false (no access) neither reads nor loads.
 */
export function useCachedList<T>(
  name: CachedListName,
  load: () => Promise<T>,
  enabled = true,
): CachedList<T> {
  const row = useLiveQuery(() => (enabled ? consoleDb.cachedLists.get(name) : undefined), [name, enabled])
  const [refreshing, setRefreshing] = useState(enabled)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: revalidate once per list, not per render of `load`
  useEffect(() => {
    if (!enabled) return
    let current = true
    setRefreshing(true)
    load()
      .then((data) => saveCachedList(name, data))
      .then(
        () => current && setFailure(null),
        (error: ApiFailure) => current && setFailure(error),
      )
      .finally(() => current && setRefreshing(false))
    return () => {
      current = false
    }
  }, [name, enabled])
  return { data: row?.data as T | undefined, savedAt: row?.savedAt, refreshing, failure }
}
