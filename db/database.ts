import { Dexie, type EntityTable, type Table } from 'dexie'
import type { CaseDetail } from '../contract/cases.ts'

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

/**
 * One kept list (db/keptLists.ts): which query its rows answer, where paging stands, its pinned rows
 * and the totals of its filter. Rows and totals are the area's own shapes.
 */
export interface KeptListRecord<Row = unknown, Summary = unknown> {
  /** keptListKey: one kept list per area, user and view. */
  list: string
  /** The filters and sort the rows answer, as a stable text. */
  query: string
  pinned: Row[]
  nextCursor: string | null
  /** The position the next page's first row takes: one past the last kept row. */
  endPosition: number
  savedAt: number
  /** The totals of the last filter asked, kept apart: they answer filters only, not the sort. */
  summaryQuery: string | null
  summary: Summary | null
}

/** A row of a kept list, at its position: a 10,000-row list is read in order by its key. */
export interface KeptListEntry<Row = unknown> {
  list: string
  position: number
  row: Row
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
  keptLists: EntityTable<KeptListRecord, 'list'>
  keptListEntries: Table<KeptListEntry, [string, number]>
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
// Version 3: every area's lists in one pair of tables (db/keptLists.ts), keyed by area, user and view.
// The case lists' own tables go, their lists carried over under the new key (`cases:` before the
// `${userId}:${view}` they had), so a collector updated while offline still opens the cases she kept.
// Case details stay where they were.
consoleDb
  .version(3)
  .stores({
    preferences: 'key',
    cachedLists: 'name',
    caseLists: null,
    caseListEntries: null,
    keptLists: 'list',
    keptListEntries: '[list+position]',
    caseDetails: 'key',
  })
  .upgrade(async (tx) => {
    const asKept = (list: string) => `cases:${list}`
    const lists = (await tx.table('caseLists').toArray()) as KeptListRecord[]
    await tx.table('keptLists').bulkPut(lists.map((kept) => ({ ...kept, list: asKept(kept.list) })))
    const entries = (await tx.table('caseListEntries').toArray()) as KeptListEntry[]
    await tx
      .table('keptListEntries')
      .bulkPut(entries.map((entry) => ({ ...entry, list: asKept(entry.list) })))
  })

// Version 4: the case lists' columns and filters, kept as one preference each (caseColumns,
// caseFilters: a JSON object keyed by view), become one preference per list, keyed as every area's
// list keys them (listPreferenceKey in db/preferences.ts), so a user keeps her columns and filters.
consoleDb
  .version(4)
  .stores({})
  .upgrade(async (tx) => {
    const preferences = tx.table<PreferenceRow, string>('preferences')
    for (const [old, kind] of [
      ['caseColumns', 'listColumns'],
      ['caseFilters', 'listFilters'],
    ] as const) {
      const kept = await preferences.get(old)
      await preferences.delete(old)
      const byView = parsedObject(kept?.value)
      await preferences.bulkPut(
        Object.entries(byView).map(([view, value]) => ({
          key: `${kind}:cases:${view}`,
          value: JSON.stringify(value),
        })),
      )
    }
  })

function parsedObject(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Everything kept for the signed-in user goes on sign-out. */
export async function clearBrowserDatabase(): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.tables, async () => {
    await Promise.all(consoleDb.tables.map((table) => table.clear()))
  })
}
