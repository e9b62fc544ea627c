import { beforeEach, describe, expect, it } from 'vitest'
import { clearBrowserDatabase, consoleDb } from './database.ts'
import {
  appendPage,
  firstKeptRows,
  keptListKey,
  keptNeighboursOf,
  readKeptList,
  saveFirstPage,
  saveSummary,
} from './keptLists.ts'

// Any area's row: a SIM card, say, with a text id. Nothing here knows about cases.
interface SimCard {
  id: string
  number: string
}

beforeEach(() => clearBrowserDatabase())

const card = (n: number): SimCard => ({ id: `sim-${n}`, number: `+52 55 ${String(n).padStart(4, '0')}` })
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i))
const ids = (rows: SimCard[] | null) => rows?.map((row) => Number(row.id.slice(4)))
const list = keptListKey({ area: 'simCards', userId: 7, view: 'mine' })
const read = (query: string, summaryQuery = '', limit?: number) =>
  readKeptList<SimCard, { count: number }>(list, query, summaryQuery, limit)

describe('a kept list', () => {
  it('keeps a first page and the pages after it, in order, for the query they answer', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 3), pinned: [card(99)], nextCursor: 'c1' })
    expect(await appendPage(list, 'q1', 'c1', { rows: cards(4, 2), nextCursor: null })).toBe(true)
    const kept = await read('q1')
    expect(ids(kept.rows)).toEqual([1, 2, 3, 4, 5])
    expect(ids(kept.pinned)).toEqual([99])
    expect(kept.nextCursor).toBeNull()
    expect(kept.savedAt).toBeGreaterThan(0)
  })

  it('a list without pins keeps none', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 2), nextCursor: null })
    expect((await read('q1')).pinned).toEqual([])
  })

  it('a page that arrives after the query changed, or twice, is not kept', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 2), nextCursor: 'c1' })
    await saveFirstPage(list, 'q2', { rows: cards(10, 1), nextCursor: 'c2' })
    expect(await appendPage(list, 'q1', 'c1', { rows: cards(3, 2), nextCursor: null })).toBe(false)
    expect(await appendPage(list, 'q2', 'c2', { rows: cards(11, 1), nextCursor: 'c3' })).toBe(true)
    expect(await appendPage(list, 'q2', 'c2', { rows: cards(11, 1), nextCursor: 'c3' })).toBe(false)
    expect(ids((await read('q2')).rows)).toEqual([10, 11])
    expect((await read('q1')).rows).toBeNull()
  })

  it('a fresh first page replaces every kept row, and the totals of the same filter stay', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 5), nextCursor: null })
    await saveSummary(list, 'f1', { count: 5 })
    await saveFirstPage(list, 'q1', { rows: cards(20, 2), nextCursor: null })
    const kept = await read('q1', 'f1')
    expect(ids(kept.rows)).toEqual([20, 21])
    expect(kept.summary).toEqual({ count: 5 })
    expect((await read('q1', 'another filter')).summary).toBeNull()
  })

  it('totals that come before any row are kept, and read with the rows of their filter', async () => {
    await saveSummary(list, 'f1', { count: 2 })
    expect((await read('q1', 'f1')).summary).toEqual({ count: 2 })
    await saveFirstPage(list, 'q1', { rows: cards(1, 2), nextCursor: null })
    const kept = await read('q1', 'f1')
    expect(ids(kept.rows)).toEqual([1, 2])
    expect(kept.summary).toEqual({ count: 2 })
  })

  it('a fresh first page that ends among the kept rows keeps the pages scrolled through after it', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 3), nextCursor: 'c1' })
    await appendPage(list, 'q1', 'c1', { rows: cards(4, 3), nextCursor: 'c2' })
    await appendPage(list, 'q1', 'c2', { rows: cards(7, 3), nextCursor: 'c3' })
    // Card 8 was pinned meanwhile and a new card 50 came in on top: the page now ends at card 2.
    await saveFirstPage(list, 'q1', {
      rows: [card(50), ...cards(1, 2)],
      pinned: [card(8)],
      nextCursor: 'fresh',
    })
    const kept = await read('q1')
    expect(ids(kept.rows)).toEqual([50, 1, 2, 3, 4, 5, 6, 7, 9])
    expect(ids(kept.pinned)).toEqual([8])
    // Scrolling on asks for what follows the last kept row, not the fresh page's end.
    expect(kept.nextCursor).toBe('c3')
    expect(await appendPage(list, 'q1', 'c3', { rows: cards(10, 2), nextCursor: null })).toBe(true)
    expect(ids((await read('q1')).rows)).toEqual([50, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11])
  })

  it('a fresh first page whose end is not among the kept rows replaces them all', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 3), nextCursor: 'c1' })
    await appendPage(list, 'q1', 'c1', { rows: cards(4, 3), nextCursor: 'c2' })
    await saveFirstPage(list, 'q1', { rows: cards(30, 3), nextCursor: 'd1' })
    const kept = await read('q1')
    expect(ids(kept.rows)).toEqual([30, 31, 32])
    expect(kept.nextCursor).toBe('d1')
  })

  it('is kept apart per area, user and view', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 2), nextCursor: null })
    const others = [
      { area: 'simCards', userId: 8, view: 'mine' },
      { area: 'simCards', userId: 7, view: 'team' },
      { area: 'messages', userId: 7, view: 'mine' },
    ]
    for (const owner of others) expect((await readKeptList(keptListKey(owner), 'q1', '')).rows).toBeNull()
  })

  it('keeps 10,000 rows and reads them back in order', async () => {
    await saveFirstPage(list, 'big', { rows: cards(1, 100), nextCursor: 'p1' })
    for (let page = 1; page < 100; page++)
      await appendPage(list, 'big', `p${page}`, {
        rows: cards(1 + page * 100, 100),
        nextCursor: `p${page + 1}`,
      })
    const kept = await read('big')
    expect(kept.rows).toHaveLength(10_000)
    expect(kept.rows?.at(-1)?.id).toBe('sim-10000')
  })

  it('reads the first rows of a long list on their own, saying more are kept after them', async () => {
    await saveFirstPage(list, 'long', { rows: cards(1, 100), nextCursor: 'p1' })
    await appendPage(list, 'long', 'p1', { rows: cards(101, 50), nextCursor: 'p2' })
    const first = await read('long', '', firstKeptRows)
    expect(ids(first.rows)).toEqual(ids(cards(1, 100)))
    expect(first.partial).toBe(true)
    expect(first.nextCursor).toBe('p2')
    const whole = await read('long')
    expect(whole.rows).toHaveLength(150)
    expect(whole.partial).toBe(false)

    await saveFirstPage(list, 'short', { rows: cards(1, 100), nextCursor: null })
    expect((await read('short', '', firstKeptRows)).partial).toBe(false)
  })

  it('goes on sign-out with everything else kept', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 2), nextCursor: null })
    await clearBrowserDatabase()
    expect(await consoleDb.keptLists.count()).toBe(0)
    expect(await consoleDb.keptListEntries.count()).toBe(0)
  })
})

describe('the rows beside one in a kept list', () => {
  const around = async (n: number) => {
    const found = await keptNeighboursOf<SimCard>(list, `sim-${n}`)
    return {
      ...found,
      previous: ids(found.previous && [found.previous])?.[0],
      next: ids(found.next && [found.next])?.[0],
    }
  }

  it('follow the list as it shows: pinned rows first, then the rows in their order', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 3), pinned: [card(98), card(99)], nextCursor: null })
    expect(await around(98)).toMatchObject({ found: true, previous: undefined, next: 99 })
    expect(await around(99)).toMatchObject({ previous: 98, next: 1 })
    expect(await around(1)).toMatchObject({ previous: 99, next: 2 })
    expect(await around(3)).toMatchObject({ previous: 2, next: undefined, more: false })
  })

  it('say when the server has more after the last kept row, and when the row is not kept', async () => {
    await saveFirstPage(list, 'q1', { rows: cards(1, 3), nextCursor: 'c1' })
    expect(await around(3)).toMatchObject({ previous: 2, next: undefined, more: true })
    expect(await around(2)).toMatchObject({ next: 3, more: false })
    expect(await around(50)).toMatchObject({ found: false, previous: undefined, next: undefined })
    await appendPage(list, 'q1', 'c1', { rows: cards(4, 1), nextCursor: null })
    expect(await around(3)).toMatchObject({ next: 4, more: false })
  })
})
