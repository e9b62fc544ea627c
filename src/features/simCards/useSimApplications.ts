import { useCallback } from 'react'
import { type SimApplicationRow, simApplicationList } from '../../../contract/simCards.ts'
import { saveCachedList, useCachedCopy } from '../../../db/cachedLists.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'

/**
 * The applications the user sees (a reviewer's every one, a member her own), kept so the screen shows
 * the last copy at once and offline, and asked again on refresh.
 */
export function useSimApplications(userId: number) {
  const name = `simCards:${userId}:applications` as const
  const read = useCallback(
    (signal: AbortSignal) =>
      request(simApplicationList, {}, { signal }).then((rows) => saveCachedList(name, rows)),
    [name],
  )
  const server = useServerRead(name, read)
  const kept = useCachedCopy<SimApplicationRow[]>(name)
  return { rows: kept?.data, savedAt: kept?.savedAt, ...server }
}
