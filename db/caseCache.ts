import { Dexie } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useRef } from 'react'
import type { CaseDetail, CaseRow, CaseView } from '../contract/cases.ts'
import { type CaseDetailCopy, type CaseSummaryCopy, consoleDb } from './database.ts'

/** One kept list per user and view: a desk shared by two people never shows one the other's cases. */
export const caseListKey = (userId: number, view: CaseView) => `${userId}:${view}`
export const caseDetailKey = (userId: number, caseId: number) => `${userId}:${caseId}`

export interface CaseListPage {
  rows: CaseRow[]
  pinned: CaseRow[]
  nextCursor: string | null
}

const entriesOf = (list: string) =>
  consoleDb.caseListEntries.where('[list+position]').between([list, Dexie.minKey], [list, Dexie.maxKey])

const placed = (list: string, rows: CaseRow[], from: number) =>
  rows.map((row, index) => ({ list, position: from + index, row }))

/**
 * Keeps a fresh first page of a list for `query`. When the list kept for the same query goes on past
 * where this page ends (the page's last row is among the kept ones), the rows after it stay, so a
 * refresh after a pin or a reconnection does not throw away the pages the user scrolled through; a
 * kept row that the page now shows, or that is now pinned, is not kept twice. Otherwise the page
 * replaces every kept row.
 */
export async function saveFirstCaseListPage(list: string, query: string, page: CaseListPage): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.caseLists, consoleDb.caseListEntries, async () => {
    const kept = await consoleDb.caseLists.get(list)
    const keptSummary = { summaryQuery: kept?.summaryQuery ?? null, summary: kept?.summary ?? null }
    const rest = kept?.query === query ? await keptRowsAfter(list, page) : null
    if (rest) {
      await consoleDb.caseListEntries.bulkDelete(rest.replaced)
      await consoleDb.caseListEntries.bulkPut(placed(list, page.rows, rest.endOfPage - page.rows.length + 1))
      await consoleDb.caseLists.put({
        ...kept!,
        ...keptSummary,
        pinned: page.pinned,
        savedAt: Date.now(),
      })
      return
    }
    await entriesOf(list).delete()
    await consoleDb.caseListEntries.bulkPut(placed(list, page.rows, 0))
    await consoleDb.caseLists.put({
      list,
      query,
      pinned: page.pinned,
      nextCursor: page.nextCursor,
      endPosition: page.rows.length,
      savedAt: Date.now(),
      ...keptSummary,
    })
  })
}

/**
 * Where a fresh first page ends within the kept rows, and the kept entries it replaces (those up to
 * there, and any later one it now shows or pins); null when the kept rows do not go on past it.
 */
async function keptRowsAfter(
  list: string,
  page: CaseListPage,
): Promise<{ endOfPage: number; replaced: [string, number][] } | null> {
  const last = page.rows.at(-1)
  if (!last || page.nextCursor === null) return null
  const entries = await entriesOf(list).toArray()
  const end = entries.findIndex((entry) => entry.row.id === last.id)
  if (end < 0 || end === entries.length - 1) return null
  const shown = new Set([...page.rows, ...page.pinned].map((row) => row.id))
  const replaced = entries
    .filter((entry, index) => index <= end || shown.has(entry.row.id))
    .map((entry): [string, number] => [list, entry.position])
  return { endOfPage: entries[end]!.position, replaced }
}

/**
 * Adds the page that follows `after` to the kept list. Nothing changes when the list moved on
 * meanwhile (another query, a fresh first page, or this page kept already): returns whether it was kept.
 */
export async function appendCaseListPage(
  list: string,
  query: string,
  after: string,
  page: CaseListPage,
): Promise<boolean> {
  return consoleDb.transaction('rw', consoleDb.caseLists, consoleDb.caseListEntries, async () => {
    const kept = await consoleDb.caseLists.get(list)
    if (!kept || kept.query !== query || kept.nextCursor !== after) return false
    await consoleDb.caseListEntries.bulkPut(placed(list, page.rows, kept.endPosition))
    await consoleDb.caseLists.update(list, {
      nextCursor: page.nextCursor,
      endPosition: kept.endPosition + page.rows.length,
      savedAt: Date.now(),
    })
    return true
  })
}

export async function saveCaseListSummary(
  list: string,
  summaryQuery: string,
  summary: CaseSummaryCopy,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.caseLists, async () => {
    const kept = await consoleDb.caseLists.get(list)
    if (kept) await consoleDb.caseLists.update(list, { summaryQuery, summary })
    else
      await consoleDb.caseLists.put({
        list,
        query: '',
        pinned: [],
        nextCursor: null,
        endPosition: 0,
        savedAt: 0,
        summaryQuery,
        summary,
      })
  })
}

export interface KeptCaseList {
  /** null when the kept rows answer another query than the one asked. */
  rows: CaseRow[] | null
  /** Only the first kept rows: the others are still being read, so the list neither ends nor asks on. */
  partial: boolean
  pinned: CaseRow[]
  nextCursor: string | null
  savedAt: number | null
  summary: CaseSummaryCopy | null
}

const nothingKept: KeptCaseList = {
  rows: null,
  partial: false,
  pinned: [],
  nextCursor: null,
  savedAt: null,
  summary: null,
}

/**
 * How many rows of a kept list are read ahead of the others: more than a screen shows. Reading back
 * 10,000 kept rows takes Chromium 110-300 ms; the first hundred, 2.
 */
export const firstKeptRows = 100

/** The kept list for a query; with `limit`, only its first rows (`partial` when more are kept). */
export async function readKeptCaseList(
  list: string,
  query: string,
  summaryQuery: string,
  limit?: number,
): Promise<KeptCaseList> {
  const kept = await consoleDb.caseLists.get(list)
  if (!kept) return nothingKept
  const summary = kept.summaryQuery === summaryQuery ? kept.summary : null
  if (kept.query !== query) return { ...nothingKept, summary }
  const entries = await (limit === undefined ? entriesOf(list) : entriesOf(list).limit(limit + 1)).toArray()
  const partial = limit !== undefined && entries.length > limit
  return {
    rows: (partial ? entries.slice(0, limit) : entries).map((entry) => entry.row),
    partial,
    pinned: kept.pinned,
    nextCursor: kept.nextCursor,
    savedAt: kept.savedAt,
    summary,
  }
}

/**
 * The kept list for a query, live: it changes as pages are kept. undefined while first read. A long
 * list shows its first rows (`partial`) while the whole of it is read, rather than waiting for it.
 */
export function useKeptCaseList(list: string, query: string, summaryQuery: string): KeptCaseList | undefined {
  const wholeRead = useRef(false)
  // Asked first, so it is not queued behind the whole list; once that is in, it asks no more (a
  // query that reads nothing is never run again), or each change would draw the screen once more.
  const first = useLiveQuery(
    () => (wholeRead.current ? null : readKeptCaseList(list, query, summaryQuery, firstKeptRows)),
    [list, query, summaryQuery],
  )
  const whole = useLiveQuery(
    () =>
      readKeptCaseList(list, query, summaryQuery).then((kept) => {
        wholeRead.current = true
        return kept
      }),
    [list, query, summaryQuery],
  )
  return whole ?? first ?? undefined
}

export async function saveCaseDetail(key: string, detail: CaseDetail): Promise<void> {
  await consoleDb.caseDetails.put({ key, detail, savedAt: Date.now() })
}

/** Applies a write's answer to the kept detail; when it was confirmed stays as it was. */
export async function updateCaseDetail(
  key: string,
  change: (detail: CaseDetail) => CaseDetail,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.caseDetails, async () => {
    const kept = await consoleDb.caseDetails.get(key)
    if (kept) await consoleDb.caseDetails.put({ ...kept, detail: change(kept.detail) })
  })
}

export async function forgetCaseDetail(key: string): Promise<void> {
  await consoleDb.caseDetails.delete(key)
}

/** The kept detail, live; null when none is kept, undefined while first read. */
export function useKeptCaseDetail(key: string): CaseDetailCopy | null | undefined {
  return useLiveQuery(async () => (await consoleDb.caseDetails.get(key)) ?? null, [key])
}
