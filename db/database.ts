import { Dexie, type EntityTable, type Table } from 'dexie'
import type { CaseDetail, CaseRow, CaseSummary } from '../contract/cases.ts'

export interface PreferenceRow {
  key: string
  value: string
}

export interface CachedListRow {
  name: string
  data: unknown
  /** When the server last confirmed this copy (ms since epoch). */
  savedAt: number
}

/** The totals of a list's filter, as the server answered them. */
export type CaseSummaryCopy = CaseSummary

/** One kept case list: which query its rows answer, where paging stands, and its pinned cases. */
export interface CaseListRow {
  /** `${userId}:${view}`: one kept list per user and view. */
  list: string
  /** The filters and sort the rows answer, as a stable text. */
  query: string
  pinned: CaseRow[]
  nextCursor: string | null
  /** The position the next page's first row takes: one past the last kept row. */
  endPosition: number
  savedAt: number
  /** The totals of the last filter asked, kept apart: they answer filters only, not the sort. */
  summaryQuery: string | null
  summary: CaseSummaryCopy | null
}

/** A row of a kept list, at its position: a 10,000-row list is read in order by its key. */
export interface CaseListEntry {
  list: string
  position: number
  row: CaseRow
}

export interface CaseDetailCopy {
  /** `${userId}:${caseId}` */
  key: string
  detail: CaseDetail
  savedAt: number
}

/** The browser's database: preferences, cached lists and the cases a user works on; the outbox joins later. */
export const consoleDb = new Dexie('collection-console') as Dexie & {
  preferences: EntityTable<PreferenceRow, 'key'>
  cachedLists: EntityTable<CachedListRow, 'name'>
  caseLists: EntityTable<CaseListRow, 'list'>
  caseListEntries: Table<CaseListEntry, [string, number]>
  caseDetails: EntityTable<CaseDetailCopy, 'key'>
}

consoleDb.version(1).stores({ preferences: 'key', cachedLists: 'name' })
// Version 2: the case lists of each view and the case details, so case screens open without the server.
consoleDb.version(2).stores({
  preferences: 'key',
  cachedLists: 'name',
  caseLists: 'list',
  caseListEntries: '[list+position]',
  caseDetails: 'key',
})

/** Everything kept for the signed-in user goes on sign-out. */
export async function clearBrowserDatabase(): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.tables, async () => {
    await Promise.all(consoleDb.tables.map((table) => table.clear()))
  })
}
