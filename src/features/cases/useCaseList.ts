import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type CaseRow, type CaseView, caseListsByView } from '../../../contract/cases.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import {
  appendCaseListPage,
  type CaseListPage,
  caseListKey,
  saveCaseListSummary,
  saveFirstCaseListPage,
  useKeptCaseList,
} from '../../../db/caseCache.ts'
import type { CaseSummaryCopy } from '../../../db/database.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'
import type { CaseListQuery } from './useCaseListPreferences.ts'

/** Rows per request: enough to fill a tall screen twice, small enough to answer fast. */
export const caseListPageSize = 100

/** A server answer, the list and query it answers (`${list}|${query}`) and when it came. */
interface Answered<T> {
  asked: string
  answer: T
  at: number
}

const answerTo = <T>(answered: Answered<T> | null, asked: string) =>
  answered?.asked === asked ? answered : null

/**
 * A case list, local copy first: the kept rows show at once, the server's first page and totals
 * replace them when they come, and each further page is kept as the user scrolls. When the server
 * cannot be reached the kept rows stay, with `failure` and `savedAt` to say how old they are.
 * `query` is undefined until the user's preferences are read, so the list asks once, not twice.
 * While nothing is kept for the query (a first open, a new filter) the server's answer shows as it
 * comes, as it is being kept, rather than after the write and the read back of the kept copy.
 */
export function useCaseList(view: CaseView, userId: number, query: CaseListQuery | undefined) {
  const list = caseListKey(userId, view)
  const queryKey = query ? JSON.stringify(query) : ''
  const filtersKey = query ? JSON.stringify(query.filters) : ''
  const kept = useKeptCaseList(list, queryKey, filtersKey)
  const asked = `${list}|${queryKey}`
  const askedTotals = `${list}|${filtersKey}`
  const [answeredPage, setAnsweredPage] = useState<Answered<CaseListPage> | null>(null)
  const [answeredTotals, setAnsweredTotals] = useState<Answered<CaseSummaryCopy> | null>(null)
  // Until the answer shown is kept, a further page cannot be kept after it: loadMore waits for this.
  const keeping = useRef<Promise<void>>(Promise.resolve())
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
    asked,
    query && pageInput
      ? (signal) => {
          const endpoints = caseListsByView[view]
          // The totals are a courtesy: when only they fail, the list still counts as fresh.
          request(endpoints.summary, query.filters, { signal })
            .then((summary) => {
              if (!signal.aborted) setAnsweredTotals({ asked: askedTotals, answer: summary, at: Date.now() })
              return saveCaseListSummary(list, filtersKey, summary)
            })
            .catch(() => {})
          return request(endpoints.list, pageInput, { signal }).then((page) => {
            if (!signal.aborted) setAnsweredPage({ asked, answer: page, at: Date.now() })
            keeping.current = saveFirstCaseListPage(list, queryKey, page)
            return keeping.current
          })
        }
      : null,
  )

  // The kept copy, once it answers the query, is what shows: it holds the pages scrolled through.
  const answer = kept?.rows ? null : answerTo(answeredPage, asked)
  if (kept?.rows && answeredPage) setAnsweredPage(null)
  const nextCursor = kept?.rows ? kept.nextCursor : (answer?.answer.nextCursor ?? null)
  // Once the kept list moved on, the same cursor may come back (a refreshed first page) and be asked.
  useEffect(() => {
    if (nextCursor !== keptAfter.current) keptAfter.current = null
  }, [nextCursor])
  const loadMore = useCallback(async () => {
    if (!pageInput || !nextCursor || loadingMoreRef.current || keptAfter.current === nextCursor) return
    // The kept rows after those shown are still being read: the next page to ask is past them.
    if (kept?.partial) return
    loadingMoreRef.current = true
    setLoadingMore(true)
    try {
      await keeping.current.catch(() => {})
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
  }, [pageInput, queryKey, nextCursor, kept?.partial, list, view, setFailure])

  // While another filter or sort is being asked, the rows of the last one stay (dimmed by the view)
  // rather than the table blinking empty.
  const shown = useRef<CaseRow[] | null>(null)
  const pinnedShown = useRef<CaseRow[]>([])
  const rows = kept?.rows ?? answer?.answer.rows ?? null
  const pinned = kept?.rows ? kept.pinned : (answer?.answer.pinned ?? [])
  if (rows) {
    shown.current = rows
    pinnedShown.current = pinned
  }
  const current = rows !== null

  return {
    /** null until there is anything to show: nothing kept for this query and no answer yet. */
    rows: current ? rows : refreshing ? shown.current : null,
    pinned: current ? pinned : refreshing ? pinnedShown.current : [],
    /** The rows shown answer an earlier filter or sort, while the new one is on its way. */
    outdated: !current && refreshing && shown.current !== null,
    hasMore: nextCursor !== null || kept?.partial === true,
    summary: kept?.summary ?? answerTo(answeredTotals, askedTotals)?.answer ?? null,
    savedAt: kept?.rows ? kept.savedAt : (answer?.at ?? null),
    refreshing,
    loadingMore,
    failure,
    loadMore,
    refresh,
  }
}
