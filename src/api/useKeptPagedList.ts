import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import type { AnswerOf, Endpoint, InputOf } from '../../contract/endpoint.ts'
import type { ApiFailure } from '../../contract/errors.ts'
import type { SortOrder } from '../../contract/paging.ts'
import {
  appendPage,
  type Identified,
  type KeptListOwner,
  type KeptPage,
  keptListKey,
  saveFirstPage,
  saveSummary,
  useKeptList,
} from '../../db/keptLists.ts'
import { request } from './request.ts'
import { onChangesSent } from './sync/syncStatus.ts'
import { useServerRead } from './useServerRead.ts'

/** A contract call that answers one keyset page of a list: rows, the next cursor, maybe pinned rows. */
export type PagedListEndpoint = Endpoint & { readonly answer: z.ZodType<KeptPage<Identified>> }

/** The paging fields a list call takes beside its filters and sort; the hook fills them in. */
type PagingField = 'sort' | 'order' | 'after' | 'limit'

/** What a list asks its call: the filters (which its totals answer too) and the sort. */
export interface ListQuery<Filters = object, Sort extends string = string> {
  filters: Filters
  sort: Sort
  order: SortOrder
}

export type ListQueryOf<E extends PagedListEndpoint> = ListQuery<
  Omit<InputOf<E>, PagingField>,
  Extract<NonNullable<InputOf<E> extends { sort?: infer S } ? S : never>, string>
>

type RowOf<E extends PagedListEndpoint> = AnswerOf<E>['rows'][number]

/** What a list's answer says beside its page (the period it read, the periods it offers). */
export type PageHeadOf<E extends PagedListEndpoint> = Omit<AnswerOf<E>, 'rows' | 'pinned' | 'nextCursor'>

/** The list call, and the call that counts and totals its filter when the list shows totals. */
export interface PagedListEndpoints<E extends PagedListEndpoint, S extends Endpoint> {
  list: E
  summary?: S
}

export interface KeptPagedListOptions {
  /** Whose list it is: one kept copy per area, user and view. */
  keptAs: KeptListOwner
  /** Rows per request. */
  pageSize: number
}

/** A server answer, the list and query it answers (`${list}|${query}`) and when it came. */
interface Answered<T> {
  asked: string
  answer: T
  at: number
}

/**
 * One empty list for every list without pins (this hook's answer, a table's source without any), so
 * a table does not work its rows out again on each render.
 */
export const noPins: never[] = []

const answerTo = <T>(answered: Answered<T> | null, asked: string) =>
  answered?.asked === asked ? answered : null

/**
 * A paged list, local copy first: the kept rows show at once, the server's first page and totals
 * replace them when they come, and each further page is kept as the user scrolls. When the server
 * cannot be reached the kept rows stay, with `failure` and `savedAt` to say how old they are.
 * `query` is undefined until the user's preferences are read, so the list asks once, not twice.
 * While nothing is kept for the query (a first open, a new filter) the server's answer shows as it
 * comes, as it is being kept, rather than after the write and the read back of the kept copy.
 */
export function useKeptPagedList<E extends PagedListEndpoint, S extends Endpoint = never>(
  endpoints: PagedListEndpoints<E, S>,
  query: ListQueryOf<E> | undefined,
  { keptAs, pageSize }: KeptPagedListOptions,
) {
  type Row = RowOf<E>
  type Summary = AnswerOf<S>
  const list = keptListKey(keptAs)
  const queryKey = query ? JSON.stringify(query) : ''
  const filtersKey = query ? JSON.stringify(query.filters) : ''
  const kept = useKeptList<Row, Summary>(list, queryKey, filtersKey)
  const asked = `${list}|${queryKey}`
  const askedTotals = `${list}|${filtersKey}`
  const [answeredPage, setAnsweredPage] = useState<Answered<KeptPage<Row>> | null>(null)
  const [answeredTotals, setAnsweredTotals] = useState<Answered<Summary> | null>(null)
  // The last first page's other fields, as the server said them: not kept, so none until it answers.
  const [head, setHead] = useState<Answered<PageHeadOf<E>> | null>(null)
  // Until the answer shown is kept, a further page cannot be kept after it: loadMore waits for this.
  const keeping = useRef<Promise<void>>(Promise.resolve())
  const [loadingMore, setLoadingMore] = useState(false)
  const loadingMoreRef = useRef(false)
  // The page after this cursor was kept: until the kept list catches up, the old cursor must not
  // ask for the same page again.
  const keptAfter = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for query
  const pageInput = useMemo(
    () => query && { ...query.filters, sort: query.sort, order: query.order, limit: pageSize },
    [queryKey, pageSize],
  )
  const pageAfter = (after?: string) => ({ ...pageInput, after }) as InputOf<E>
  const {
    asking: refreshing,
    failure,
    setFailure,
    refresh,
  } = useServerRead(
    asked,
    query && pageInput
      ? (signal) => {
          // The rows are asked first: a server that answers in turn (one embedded database) answers
          // them before the totals, which come beside them rather than ahead.
          const rows = request(endpoints.list, pageAfter(), { signal }).then((page: KeptPage<Row>) => {
            if (!signal.aborted) {
              setAnsweredPage({ asked, answer: page, at: Date.now() })
              const { rows: _rows, pinned: _pinned, nextCursor: _next, ...rest } = page
              setHead({ asked, answer: rest as PageHeadOf<E>, at: Date.now() })
            }
            keeping.current = saveFirstPage(list, queryKey, page)
            return keeping.current
          })
          const { summary } = endpoints
          // The totals are a courtesy: when only they fail, the list still counts as fresh.
          if (summary)
            request(summary, query.filters as InputOf<S>, { signal })
              .then((totals) => {
                if (!signal.aborted) setAnsweredTotals({ asked: askedTotals, answer: totals, at: Date.now() })
                return saveSummary(list, filtersKey, totals)
              })
              .catch(() => {})
          return rows
        }
      : null,
  )

  // Once the user's changes have reached the server, the list is asked again: a case pinned or
  // marked a moment ago takes its place in it instead of waiting for the next visit.
  useEffect(() => onChangesSent(refresh), [refresh])

  // The kept copy, once it answers the query, is what shows: it holds the pages scrolled through.
  const answer = kept?.rows ? null : answerTo(answeredPage, asked)
  if (kept?.rows && answeredPage) setAnsweredPage(null)
  const nextCursor = kept?.rows ? kept.nextCursor : (answer?.answer.nextCursor ?? null)
  // Once the kept list moved on, the same cursor may come back (a refreshed first page) and be asked.
  useEffect(() => {
    if (nextCursor !== keptAfter.current) keptAfter.current = null
  }, [nextCursor])
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageAfter reads pageInput, named here
  const loadMore = useCallback(async () => {
    if (!pageInput || !nextCursor || loadingMoreRef.current || keptAfter.current === nextCursor) return
    // The kept rows after those shown are still being read: the next page to ask is past them.
    if (kept?.partial) return
    loadingMoreRef.current = true
    setLoadingMore(true)
    try {
      await keeping.current.catch(() => {})
      const page: KeptPage<Row> = await request(endpoints.list, pageAfter(nextCursor))
      await appendPage(list, queryKey, nextCursor, page)
      keptAfter.current = nextCursor
      setFailure(null)
    } catch (error) {
      setFailure(error as ApiFailure)
    } finally {
      loadingMoreRef.current = false
      setLoadingMore(false)
    }
  }, [pageInput, queryKey, nextCursor, kept?.partial, list, endpoints.list, setFailure])

  // While another filter or sort is being asked, the rows of the last one stay (dimmed by the view)
  // rather than the table blinking empty.
  const shown = useRef<Row[] | null>(null)
  const pinnedShown = useRef<Row[]>(noPins)
  const rows = kept?.rows ?? answer?.answer.rows ?? null
  const pinned = kept?.rows ? kept.pinned : (answer?.answer.pinned ?? noPins)
  if (rows) {
    shown.current = rows
    pinnedShown.current = pinned
  }
  const current = rows !== null
  // This query's rows are on their way: from the server, or from the kept copy still being read.
  const coming = refreshing || (query !== undefined && kept === undefined)
  // The totals of these filters stay through a new sort while its kept copy is read (offline, they
  // come from the kept copy alone).
  const summary = kept?.summary ?? answerTo(answeredTotals, askedTotals)?.answer ?? null
  const summaryShown = useRef<{ asked: string; summary: Summary } | null>(null)
  if (summary !== null) summaryShown.current = { asked: askedTotals, summary }

  return {
    /** null until there is anything to show: nothing kept for this query and no answer yet. */
    rows: current ? rows : coming ? shown.current : null,
    pinned: current ? pinned : coming ? pinnedShown.current : noPins,
    /** The rows shown answer an earlier filter or sort, while the new one is on its way. */
    outdated: !current && coming && shown.current !== null,
    hasMore: nextCursor !== null || kept?.partial === true,
    /** The totals of the filter; null until they come, and always for a list without a summary call. */
    summary: summary ?? (summaryShown.current?.asked === askedTotals ? summaryShown.current.summary : null),
    /**
     * The last answer's fields beside its rows (a period read, the choices it offers), the server's
     * latest even while another filter is asked; null until the server answered once. Not kept.
     */
    head: head?.answer ?? null,
    savedAt: kept?.rows ? kept.savedAt : (answer?.at ?? null),
    refreshing,
    loadingMore,
    failure,
    loadMore,
    refresh,
  }
}

export type KeptPagedList<E extends PagedListEndpoint, S extends Endpoint = never> = ReturnType<
  typeof useKeptPagedList<E, S>
>
