import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type CaseRow, type CaseView, caseListsByView } from '../../../contract/cases.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import {
  appendCaseListPage,
  caseListKey,
  saveCaseListSummary,
  saveFirstCaseListPage,
  useKeptCaseList,
} from '../../../db/caseCache.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'
import type { CaseListQuery } from './useCaseListPreferences.ts'

/** Rows per request: enough to fill a tall screen twice, small enough to answer fast. */
export const caseListPageSize = 100

/**
 * A case list, local copy first: the kept rows show at once, the server's first page and totals
 * replace them when they come, and each further page is kept as the user scrolls. When the server
 * cannot be reached the kept rows stay, with `failure` and `savedAt` to say how old they are.
 * `query` is undefined until the user's preferences are read, so the list asks once, not twice.
 */
export function useCaseList(view: CaseView, userId: number, query: CaseListQuery | undefined) {
  const list = caseListKey(userId, view)
  const queryKey = query ? JSON.stringify(query) : ''
  const filtersKey = query ? JSON.stringify(query.filters) : ''
  const kept = useKeptCaseList(list, queryKey, filtersKey)
  const [loadingMore, setLoadingMore] = useState(false)
  const loadingMoreRef = useRef(false)
  // The page after this cursor was kept: until the kept list catches up, the old cursor must not
  // ask for the same page again.
  const keptAfter = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for query
  const pageInput = useMemo(
    () => query && { ...query.filters, sort: query.sort, order: query.order, limit: caseListPageSize },
    [queryKey],
  )
  const {
    asking: refreshing,
    failure,
    setFailure,
    refresh,
  } = useServerRead(
    `${list}|${queryKey}`,
    query && pageInput
      ? (signal) => {
          const endpoints = caseListsByView[view]
          // The totals are a courtesy: when only they fail, the list still counts as fresh.
          request(endpoints.summary, query.filters, { signal })
            .then((summary) => saveCaseListSummary(list, filtersKey, summary))
            .catch(() => {})
          return request(endpoints.list, pageInput, { signal }).then((page) =>
            saveFirstCaseListPage(list, queryKey, page),
          )
        }
      : null,
  )

  const nextCursor = kept?.rows ? kept.nextCursor : null
  // Once the kept list moved on, the same cursor may come back (a refreshed first page) and be asked.
  useEffect(() => {
    if (nextCursor !== keptAfter.current) keptAfter.current = null
  }, [nextCursor])
  const loadMore = useCallback(async () => {
    if (!pageInput || !nextCursor || loadingMoreRef.current || keptAfter.current === nextCursor) return
    loadingMoreRef.current = true
    setLoadingMore(true)
    try {
      const page = await request(caseListsByView[view].list, { ...pageInput, after: nextCursor })
      await appendCaseListPage(list, queryKey, nextCursor, page)
      keptAfter.current = nextCursor
      setFailure(null)
    } catch (error) {
      setFailure(error as ApiFailure)
    } finally {
      loadingMoreRef.current = false
      setLoadingMore(false)
    }
  }, [pageInput, queryKey, nextCursor, list, view, setFailure])

  // While another filter or sort is being asked, the rows of the last one stay (dimmed by the view)
  // rather than the table blinking empty.
  const shown = useRef<CaseRow[] | null>(null)
  const pinnedShown = useRef<CaseRow[]>([])
  if (kept?.rows) {
    shown.current = kept.rows
    pinnedShown.current = kept.pinned
  }
  const current = kept?.rows != null

  return {
    /** null until there is anything to show: nothing kept for this query and no answer yet. */
    rows: current ? kept.rows : refreshing ? shown.current : null,
    pinned: current ? kept.pinned : refreshing ? pinnedShown.current : [],
    /** The rows shown answer an earlier filter or sort, while the new one is on its way. */
    outdated: !current && refreshing && shown.current !== null,
    hasMore: nextCursor !== null,
    summary: kept?.summary ?? null,
    savedAt: current ? kept.savedAt : null,
    refreshing,
    loadingMore,
    failure,
    loadMore,
    refresh,
  }
}
