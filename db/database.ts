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

/**
 * A form as the user left it, not yet saved (db/drafts.ts): one per user, form and subject, kept as
 * they type so a reload, a screen left or the network gone loses nothing.
 */
export interface DraftRow {
  /** draftKey: `${userId}:${form}:${subject}`, such as `7:collectionRecord:case:370`. */
  key: string
  userId: number
  values: Record<string, unknown>
  /** When it was last written (ms since epoch). */
  savedAt: number
}

export type OutboxState = 'queued' | 'sending' | 'parked'

/** Why the last send of an entry failed, in the words the server (or the client) gave. */
export interface OutboxFailure {
  code: string
  message: string
}

/** What an entry changes, for the sync panel: its name there and the screen that shows it. */
export interface OutboxSubject {
  /** `${area}:${id}`, such as `case:370`. */
  key: string
  /** What the user knows it by, such as `C00000370 · Camila Pérez Reyes`. */
  title: string
  /** The screen to open it on, such as `/cases/detail/370`. */
  openPath: string
}

/**
 * A write a user made, waiting to be sent (db/outbox.ts). Its id is made once, when the write is
 * made, and goes with every send of it: the server applies an id once (decision 0007).
 */
export interface OutboxEntry {
  /** Creation order, given by Dexie: entries are sent in it. */
  seq?: number
  /** The client-made id, the server's idempotency key (`clientMutationId` in the payload too). */
  id: string
  /** Who made it: only they see it and only their session sends it. */
  userId: number
  /**
   * Their name as the app showed it when they made it, so the sign-in page can say whose changes
   * wait here once their session has ended and nothing else of theirs is kept. Absent on entries
   * made before it was kept.
   */
  userName?: string
  /** The area whose handlers settle the answer (src/app/outboxAreas.ts), such as `cases`. */
  area: string
  /** The area's action name, such as `markDeal`: what the sync panel calls it. */
  action: string
  /** The contract path of the action's endpoint, which must be an offline action's. */
  path: string
  /** The call's input, exactly as it will be sent each time. */
  payload: Record<string, unknown>
  subject: OutboxSubject | null
  /** When the user made it (ms since epoch). */
  createdAt: number
  attempts: number
  /**
   * How many times in a row the server failed on this write (a 5xx) since it was made or last
   * retried: after a few (machines/sync.ts `serverFailuresBeforeParking`) it is parked so the writes
   * behind it go on. Absent while the server never failed on it.
   */
  serverFailures?: number
  lastError: OutboxFailure | null
  state: OutboxState
  /**
   * The id of a later write of the same user on the same thing that its area says replaces this one
   * (db/outbox.ts enqueue): sending this one again would put the older intent over the newer, so once
   * refused it is never retried. Absent while nothing replaces it.
   */
  supersededBy?: string
  /**
   * Given up by its user at sign-out while it was on its way (db/outbox.ts discardNamedOf): its answer
   * settles it, and a send that does not get through discards it instead of queueing it again, so it
   * is never sent once more. Absent on every other entry.
   */
  givenUp?: true
}

/** The browser's database: preferences, kept lists, the cases a user works on, and the outbox. */
export const consoleDb = new Dexie('collection-console') as Dexie & {
  preferences: EntityTable<PreferenceRow, 'key'>
  cachedLists: EntityTable<CachedListRow, 'name'>
  keptLists: EntityTable<KeptListRecord, 'list'>
  keptListEntries: Table<KeptListEntry, [string, number]>
  caseDetails: EntityTable<CaseDetailCopy, 'key'>
  outbox: EntityTable<OutboxEntry, 'seq'>
  drafts: EntityTable<DraftRow, 'key'>
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

// Version 5: the outbox of writes made, sent in creation order per user ([userId+seq]); `id` is
// unique, the same id never queued twice.
consoleDb.version(5).stores({ outbox: '++seq, &id, [userId+seq]' })
// Version 6: the outbox by user and state, and by user and subject, so the sync runner, the header's
// counts and a case's pending writes read what they show instead of the whole queue at every change
// (a flush of 1000 writes re-read 1000 entries per write: db/outboxWatch.ts).
consoleDb.version(6).stores({ outbox: '++seq, &id, [userId+seq], [userId+state], [userId+subject.key]' })

// Version 7: the drafts of forms (db/drafts.ts), by key and by user.
consoleDb.version(7).stores({ drafts: 'key, userId' })

function parsedObject(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** What sign-out leaves: the user's own unfinished work, read only under their user id. */
const keptOverSignOut = new Set(['outbox', 'drafts'])

/**
 * Everything kept for the signed-in user goes on sign-out, but the outbox and the drafts: unsent
 * writes are only ever given up by the user who made them, asked first (db/outbox.ts `discardNamedOf`),
 * and a half-typed form only when saved or discarded (decision 0023); another user signing in here
 * never reads them, as both are read by the signed-in user's id.
 */
export async function clearBrowserDatabase(): Promise<void> {
  const kept = consoleDb.tables.filter((table) => !keptOverSignOut.has(table.name))
  await consoleDb.transaction('rw', kept, async () => {
    await Promise.all(kept.map((table) => table.clear()))
  })
}
