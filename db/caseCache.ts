import { Dexie } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
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

/** Keeps the first page of a list for `query`; rows of an earlier query or an older first page go. */
export async function saveFirstCaseListPage(list: string, query: string, page: CaseListPage): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.caseLists, consoleDb.caseListEntries, async () => {
    const kept = await consoleDb.caseLists.get(list)
    await entriesOf(list).delete()
    await consoleDb.caseListEntries.bulkPut(placed(list, page.rows, 0))
    await consoleDb.caseLists.put({
      list,
      query,
      pinned: page.pinned,
      nextCursor: page.nextCursor,
      rowCount: page.rows.length,
      savedAt: Date.now(),
      summaryQuery: kept?.summaryQuery ?? null,
      summary: kept?.summary ?? null,
    })
  })
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
    await consoleDb.caseListEntries.bulkPut(placed(list, page.rows, kept.rowCount))
    await consoleDb.caseLists.update(list, {
      nextCursor: page.nextCursor,
      rowCount: kept.rowCount + page.rows.length,
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
        rowCount: 0,
        savedAt: 0,
        summaryQuery,
        summary,
      })
  })
}

export interface KeptCaseList {
  /** null when the kept rows answer another query than the one asked. */
  rows: CaseRow[] | null
  pinned: CaseRow[]
  nextCursor: string | null
  savedAt: number | null
  summary: CaseSummaryCopy | null
}

const nothingKept: KeptCaseList = { rows: null, pinned: [], nextCursor: null, savedAt: null, summary: null }

export async function readKeptCaseList(
  list: string,
  query: string,
  summaryQuery: string,
): Promise<KeptCaseList> {
  const kept = await consoleDb.caseLists.get(list)
  if (!kept) return nothingKept
  const summary = kept.summaryQuery === summaryQuery ? kept.summary : null
  if (kept.query !== query) return { ...nothingKept, summary }
  const entries = await entriesOf(list).toArray()
  return {
    rows: entries.map((entry) => entry.row),
    pinned: kept.pinned,
    nextCursor: kept.nextCursor,
    savedAt: kept.savedAt,
    summary,
  }
}

/** The kept list for a query, live: it changes as pages are kept. undefined while first read. */
export function useKeptCaseList(list: string, query: string, summaryQuery: string): KeptCaseList | undefined {
  return useLiveQuery(() => readKeptCaseList(list, query, summaryQuery), [list, query, summaryQuery])
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
