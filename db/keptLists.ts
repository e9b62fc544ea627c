import { Dexie } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useRef } from 'react'
import { consoleDb, type KeptListEntry, type KeptListRecord } from './database.ts'

/** What a kept row needs: an id, so a refreshed page knows the rows it shows again. */
export interface Identified {
  id: string | number
}

/** Whose list it is: one kept list per area, user and view, so a shared desk never mixes two people's. */
export interface KeptListOwner {
  area: string
  userId: number
  view: string
}

export const keptListKey = ({ area, userId, view }: KeptListOwner) => `${area}:${userId}:${view}`

/** A server's page of a list; `pinned` (first page only) stays on top and out of `rows`. */
export interface KeptPage<Row extends Identified> {
  rows: Row[]
  pinned?: Row[]
  nextCursor: string | null
}

const entriesOf = (list: string) =>
  consoleDb.keptListEntries.where('[list+position]').between([list, Dexie.minKey], [list, Dexie.maxKey])

const placed = <Row>(list: string, rows: Row[], from: number): KeptListEntry<Row>[] =>
  rows.map((row, index) => ({ list, position: from + index, row }))

const keptRecord = async <Row, Summary>(list: string) =>
  (await consoleDb.keptLists.get(list)) as KeptListRecord<Row, Summary> | undefined

/**
 * Keeps a fresh first page of a list for `query`. When the list kept for the same query goes on past
 * where this page ends (the page's last row is among the kept ones), the rows after it stay, so a
 * refresh after a pin or a reconnection does not throw away the pages the user scrolled through; a
 * kept row that the page now shows, or that is now pinned, is not kept twice. Otherwise the page
 * replaces every kept row.
 */
export async function saveFirstPage<Row extends Identified>(
  list: string,
  query: string,
  page: KeptPage<Row>,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.keptLists, consoleDb.keptListEntries, async () => {
    const kept = await keptRecord<Row, unknown>(list)
    const keptSummary = { summaryQuery: kept?.summaryQuery ?? null, summary: kept?.summary ?? null }
    const pinned = page.pinned ?? []
    const rest = kept?.query === query ? await keptRowsAfter(list, page) : null
    if (kept && rest) {
      await consoleDb.keptListEntries.bulkDelete(rest.replaced)
      await consoleDb.keptListEntries.bulkPut(placed(list, page.rows, rest.endOfPage - page.rows.length + 1))
      await consoleDb.keptLists.put({ ...kept, ...keptSummary, pinned, savedAt: Date.now() })
      return
    }
    await entriesOf(list).delete()
    await consoleDb.keptListEntries.bulkPut(placed(list, page.rows, 0))
    await consoleDb.keptLists.put({
      list,
      query,
      pinned,
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
async function keptRowsAfter<Row extends Identified>(
  list: string,
  page: KeptPage<Row>,
): Promise<{ endOfPage: number; replaced: [string, number][] } | null> {
  const last = page.rows.at(-1)
  if (!last || page.nextCursor === null) return null
  const entries = (await entriesOf(list).toArray()) as KeptListEntry<Row>[]
  const end = entries.findIndex((entry) => entry.row.id === last.id)
  if (end < 0 || end === entries.length - 1) return null
  const shown = new Set([...page.rows, ...(page.pinned ?? [])].map((row) => row.id))
  const replaced = entries
    .filter((entry, index) => index <= end || shown.has(entry.row.id))
    .map((entry): [string, number] => [list, entry.position])
  return { endOfPage: entries[end]!.position, replaced }
}

/**
 * Adds the page that follows `after` to the kept list. Nothing changes when the list moved on
 * meanwhile (another query, a fresh first page, or this page kept already): returns whether it was kept.
 */
export async function appendPage<Row extends Identified>(
  list: string,
  query: string,
  after: string,
  page: KeptPage<Row>,
): Promise<boolean> {
  return consoleDb.transaction('rw', consoleDb.keptLists, consoleDb.keptListEntries, async () => {
    const kept = await consoleDb.keptLists.get(list)
    if (!kept || kept.query !== query || kept.nextCursor !== after) return false
    await consoleDb.keptListEntries.bulkPut(placed(list, page.rows, kept.endPosition))
    await consoleDb.keptLists.update(list, {
      nextCursor: page.nextCursor,
      endPosition: kept.endPosition + page.rows.length,
      savedAt: Date.now(),
    })
    return true
  })
}

/** The query a kept list answers (as its text) and the cursor of the page after its kept rows. */
export async function keptPaging(
  list: string,
): Promise<{ query: string; nextCursor: string | null } | undefined> {
  const kept = await consoleDb.keptLists.get(list)
  return kept && { query: kept.query, nextCursor: kept.nextCursor }
}

/** Keeps the totals of a filter beside the list, whichever query its rows answer. */
export async function saveSummary<Summary>(
  list: string,
  summaryQuery: string,
  summary: Summary,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.keptLists, async () => {
    const kept = await consoleDb.keptLists.get(list)
    if (kept) await consoleDb.keptLists.update(list, { summaryQuery, summary })
    else
      await consoleDb.keptLists.put({
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

export interface KeptList<Row, Summary> {
  /** null when the kept rows answer another query than the one asked. */
  rows: Row[] | null
  /** Only the first kept rows: the others are still being read, so the list neither ends nor asks on. */
  partial: boolean
  pinned: Row[]
  nextCursor: string | null
  savedAt: number | null
  summary: Summary | null
}

const nothingKept: KeptList<never, never> = {
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
export async function readKeptList<Row, Summary = unknown>(
  list: string,
  query: string,
  summaryQuery: string,
  limit?: number,
): Promise<KeptList<Row, Summary>> {
  const kept = await keptRecord<Row, Summary>(list)
  if (!kept) return nothingKept
  const summary = kept.summaryQuery === summaryQuery ? kept.summary : null
  if (kept.query !== query) return { ...nothingKept, summary }
  const read = limit === undefined ? entriesOf(list) : entriesOf(list).limit(limit + 1)
  const entries = (await read.toArray()) as KeptListEntry<Row>[]
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
 * The kept list for a query, live: it changes as pages are kept. undefined while first read, and
 * after a new filter or sort until the kept record has been read for it (mostly finding nothing kept
 * for it: a list keeps one query's copy): until then the reads hold the last query's answer, which is
 * not this one's. A long list shows its first rows (`partial`) while the whole of it is read, rather
 * than waiting for it.
 */
export function useKeptList<Row, Summary>(
  list: string,
  query: string,
  summaryQuery: string,
): KeptList<Row, Summary> | undefined {
  const asked = `${list}|${query}|${summaryQuery}`
  // The query whose whole list is in: its first rows are asked no more (a query that reads nothing is
  // never run again), or each change would draw the screen once more. Asked first, so they are not
  // queued behind the whole list. Set only for the query shown (a read of the last one may end after
  // it changed), and forgotten when it changes.
  const wholeReadFor = useRef<string | null>(null)
  const current = useRef(asked)
  if (current.current !== asked) {
    current.current = asked
    wholeReadFor.current = null
  }
  const first = useLiveQuery(
    () =>
      wholeReadFor.current === asked
        ? null
        : readKeptList<Row, Summary>(list, query, summaryQuery, firstKeptRows).then((kept) => ({
            asked,
            kept,
          })),
    [list, query, summaryQuery],
  )
  const whole = useLiveQuery(
    () =>
      readKeptList<Row, Summary>(list, query, summaryQuery).then((kept) => {
        if (current.current === asked) wholeReadFor.current = asked
        return { asked, kept }
      }),
    [list, query, summaryQuery],
  )
  const ofThisQuery = (read: { asked: string; kept: KeptList<Row, Summary> } | null | undefined) =>
    read?.asked === asked ? read.kept : undefined
  return ofThisQuery(whole) ?? ofThisQuery(first)
}

/**
 * Changes one row wherever the user's kept lists of an area hold it (`listPrefix`, such as
 * `cases:7:`), pinned or not, so a write shows in every list at once; its place stays until the
 * server's next page says otherwise.
 */
export async function updateKeptRows<Row extends Identified>(
  listPrefix: string,
  id: Row['id'],
  change: (row: Row) => Row,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.keptLists, consoleDb.keptListEntries, async () => {
    const lists = await consoleDb.keptLists.where('list').startsWith(listPrefix).toArray()
    for (const kept of lists) {
      const pinned = kept.pinned as Row[]
      if (pinned.some((row) => row.id === id))
        await consoleDb.keptLists.update(kept.list, {
          pinned: pinned.map((row) => (row.id === id ? change(row) : row)),
        })
      await entriesOf(kept.list)
        .filter((entry) => (entry.row as Row).id === id)
        .modify((entry) => {
          entry.row = change(entry.row as Row)
        })
    }
  })
}

/** A row's place in a kept list, as the list shows it (pinned rows first): the rows either side of it. */
export interface KeptNeighbours<Row> {
  /** The row is in the kept list at all. */
  found: boolean
  previous: Row | null
  next: Row | null
  /** The server has rows after the last kept one (the list was not scrolled to its end). */
  more: boolean
}

const notKept: KeptNeighbours<never> = { found: false, previous: null, next: null, more: false }

/**
 * The rows before and after `id` in a kept list, whatever query it answers, read by position rather
 * than the whole list: a collector steps through the list she came from in its order and filter.
 */
export async function keptNeighboursOf<Row extends Identified>(
  list: string,
  id: Row['id'],
): Promise<KeptNeighbours<Row>> {
  const kept = await keptRecord<Row, unknown>(list)
  if (!kept) return notKept
  const pinned = kept.pinned
  const more = kept.nextCursor !== null
  const firstEntry = async () =>
    ((await entriesOf(list).first()) as KeptListEntry<Row> | undefined)?.row ?? null
  const pinnedAt = pinned.findIndex((row) => row.id === id)
  if (pinnedAt >= 0) {
    const next = pinned[pinnedAt + 1] ?? (await firstEntry())
    return { found: true, previous: pinned[pinnedAt - 1] ?? null, next, more: next === null && more }
  }
  const entry = (await entriesOf(list)
    .filter((each) => (each.row as Row).id === id)
    .first()) as KeptListEntry<Row> | undefined
  if (!entry) return notKept
  const around = consoleDb.keptListEntries.where('[list+position]')
  const before = (await around.between([list, Dexie.minKey], [list, entry.position], true, false).last()) as
    | KeptListEntry<Row>
    | undefined
  const after = (await around.between([list, entry.position], [list, Dexie.maxKey], false, true).first()) as
    | KeptListEntry<Row>
    | undefined
  return {
    found: true,
    previous: before?.row ?? pinned.at(-1) ?? null,
    next: after?.row ?? null,
    more: after === undefined && more,
  }
}

/** keptNeighboursOf, live: it follows the list as pages are kept; undefined while first read. */
export function useKeptNeighbours<Row extends Identified>(
  list: string | undefined,
  id: Row['id'],
): KeptNeighbours<Row> | undefined {
  return useLiveQuery(() => (list === undefined ? notKept : keptNeighboursOf<Row>(list, id)), [list, id])
}
