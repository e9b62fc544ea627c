import { beforeEach, describe, expect, it } from 'vitest'
import { sampleCaseDetail, sampleCaseRow } from '../tests/support/caseSamples.ts'
import {
  appendCaseListPage,
  caseDetailKey,
  caseListKey,
  firstKeptRows,
  readKeptCaseList,
  saveCaseDetail,
  saveCaseListSummary,
  saveFirstCaseListPage,
  updateCaseDetail,
} from './caseCache.ts'
import { clearBrowserDatabase, consoleDb } from './database.ts'

beforeEach(() => clearBrowserDatabase())

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => sampleCaseRow(from + i))
const list = caseListKey(7, 'collection')

describe('the kept case lists', () => {
  it('keep a first page and the pages after it, in order, for the query they answer', async () => {
    await saveFirstCaseListPage(list, 'q1', {
      rows: rows(1, 3),
      pinned: [sampleCaseRow(99)],
      nextCursor: 'c1',
    })
    expect(
      await appendCaseListPage(list, 'q1', 'c1', { rows: rows(4, 2), pinned: [], nextCursor: null }),
    ).toBe(true)
    const kept = await readKeptCaseList(list, 'q1', 'f1')
    expect(kept.rows?.map((row) => row.id)).toEqual([1, 2, 3, 4, 5])
    expect(kept.pinned.map((row) => row.id)).toEqual([99])
    expect(kept.nextCursor).toBeNull()
    expect(kept.savedAt).toBeGreaterThan(0)
  })

  it('a page that arrives after the query changed, or twice, is not kept', async () => {
    await saveFirstCaseListPage(list, 'q1', { rows: rows(1, 2), pinned: [], nextCursor: 'c1' })
    await saveFirstCaseListPage(list, 'q2', { rows: rows(10, 1), pinned: [], nextCursor: 'c2' })
    expect(
      await appendCaseListPage(list, 'q1', 'c1', { rows: rows(3, 2), pinned: [], nextCursor: null }),
    ).toBe(false)
    expect(
      await appendCaseListPage(list, 'q2', 'c2', { rows: rows(11, 1), pinned: [], nextCursor: 'c3' }),
    ).toBe(true)
    expect(
      await appendCaseListPage(list, 'q2', 'c2', { rows: rows(11, 1), pinned: [], nextCursor: 'c3' }),
    ).toBe(false)
    expect((await readKeptCaseList(list, 'q2', '')).rows?.map((row) => row.id)).toEqual([10, 11])
    expect((await readKeptCaseList(list, 'q1', '')).rows).toBeNull()
  })

  it('a fresh first page replaces every kept row, and the totals of the same filter stay', async () => {
    await saveFirstCaseListPage(list, 'q1', { rows: rows(1, 5), pinned: [], nextCursor: null })
    await saveCaseListSummary(list, 'f1', {
      count: 5,
      totals: [{ currency: 'MXN', amount: 10, paidAmount: 2 }],
    })
    await saveFirstCaseListPage(list, 'q1', { rows: rows(20, 2), pinned: [], nextCursor: null })
    const kept = await readKeptCaseList(list, 'q1', 'f1')
    expect(kept.rows?.map((row) => row.id)).toEqual([20, 21])
    expect(kept.summary).toEqual({ count: 5, totals: [{ currency: 'MXN', amount: 10, paidAmount: 2 }] })
    expect((await readKeptCaseList(list, 'q1', 'another filter')).summary).toBeNull()
  })

  it('a fresh first page that ends among the kept rows keeps the pages scrolled through after it', async () => {
    await saveFirstCaseListPage(list, 'q1', { rows: rows(1, 3), pinned: [], nextCursor: 'c1' })
    await appendCaseListPage(list, 'q1', 'c1', { rows: rows(4, 3), pinned: [], nextCursor: 'c2' })
    await appendCaseListPage(list, 'q1', 'c2', { rows: rows(7, 3), pinned: [], nextCursor: 'c3' })
    // Case 8 was pinned meanwhile and a new case 50 came in on top: the page now ends at case 2.
    await saveFirstCaseListPage(list, 'q1', {
      rows: [sampleCaseRow(50), ...rows(1, 2)],
      pinned: [sampleCaseRow(8, { pinned: true })],
      nextCursor: 'fresh',
    })
    const kept = await readKeptCaseList(list, 'q1', '')
    expect(kept.rows?.map((row) => row.id)).toEqual([50, 1, 2, 3, 4, 5, 6, 7, 9])
    expect(kept.pinned.map((row) => row.id)).toEqual([8])
    // Scrolling on asks for what follows the last kept row, not the fresh page's end.
    expect(kept.nextCursor).toBe('c3')
    expect(
      await appendCaseListPage(list, 'q1', 'c3', { rows: rows(10, 2), pinned: [], nextCursor: null }),
    ).toBe(true)
    expect((await readKeptCaseList(list, 'q1', '')).rows?.map((row) => row.id)).toEqual([
      50, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11,
    ])
  })

  it('a fresh first page whose end is not among the kept rows replaces them all', async () => {
    await saveFirstCaseListPage(list, 'q1', { rows: rows(1, 3), pinned: [], nextCursor: 'c1' })
    await appendCaseListPage(list, 'q1', 'c1', { rows: rows(4, 3), pinned: [], nextCursor: 'c2' })
    await saveFirstCaseListPage(list, 'q1', { rows: rows(30, 3), pinned: [], nextCursor: 'd1' })
    const kept = await readKeptCaseList(list, 'q1', '')
    expect(kept.rows?.map((row) => row.id)).toEqual([30, 31, 32])
    expect(kept.nextCursor).toBe('d1')
  })

  it('one user never reads the list another user kept on the same desk', async () => {
    await saveFirstCaseListPage(list, 'q1', { rows: rows(1, 2), pinned: [], nextCursor: null })
    expect((await readKeptCaseList(caseListKey(8, 'collection'), 'q1', '')).rows).toBeNull()
  })

  it('keeps 10,000 rows and reads them back in order', async () => {
    await saveFirstCaseListPage(list, 'big', { rows: rows(1, 100), pinned: [], nextCursor: 'p1' })
    for (let page = 1; page < 100; page++) {
      await appendCaseListPage(list, 'big', `p${page}`, {
        rows: rows(1 + page * 100, 100),
        pinned: [],
        nextCursor: `p${page + 1}`,
      })
    }
    const kept = await readKeptCaseList(list, 'big', '')
    expect(kept.rows).toHaveLength(10_000)
    expect(kept.rows?.at(-1)?.id).toBe(10_000)
  })

  it('reads the first rows of a long list on their own, saying more are kept after them', async () => {
    await saveFirstCaseListPage(list, 'long', { rows: rows(1, 100), pinned: [], nextCursor: 'p1' })
    await appendCaseListPage(list, 'long', 'p1', { rows: rows(101, 50), pinned: [], nextCursor: 'p2' })
    const first = await readKeptCaseList(list, 'long', '', firstKeptRows)
    expect(first.rows?.map((row) => row.id)).toEqual(rows(1, 100).map((row) => row.id))
    expect(first.partial).toBe(true)
    expect(first.nextCursor).toBe('p2')
    const whole = await readKeptCaseList(list, 'long', '')
    expect(whole.rows).toHaveLength(150)
    expect(whole.partial).toBe(false)

    await saveFirstCaseListPage(list, 'short', { rows: rows(1, 100), pinned: [], nextCursor: null })
    expect((await readKeptCaseList(list, 'short', '', firstKeptRows)).partial).toBe(false)
  })
})

describe('the kept case details', () => {
  it('apply a write to the kept copy and go with the rest on sign-out', async () => {
    const key = caseDetailKey(7, 12)
    await saveCaseDetail(key, sampleCaseDetail(12))
    await updateCaseDetail(key, (detail) => ({ ...detail, row: { ...detail.row, pinned: true } }))
    expect((await consoleDb.caseDetails.get(key))?.detail.row.pinned).toBe(true)
    await clearBrowserDatabase()
    expect(await consoleDb.caseDetails.get(key)).toBeUndefined()
    expect(await consoleDb.caseLists.count()).toBe(0)
  })
})
