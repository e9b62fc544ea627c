import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { keptListKey, saveFirstPage } from '../../../db/keptLists.ts'
import { sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { useCaseList } from './useCaseList.ts'
import { type CaseListQuery, defaultCaseListQuery } from './useCaseListPreferences.ts'

// Keeping a first page can be held, to see what the list shows while the browser is still writing it.
const keeping = vi.hoisted(() => ({ held: Promise.resolve(), order: [] as string[] }))
vi.mock('../../../db/keptLists.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../db/keptLists.ts')>()
  return {
    ...original,
    saveFirstPage: async (...args: Parameters<typeof original.saveFirstPage>) => {
      await keeping.held
      await original.saveFirstPage(...args)
      keeping.order.push('first page kept')
    },
  }
})

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => sampleCaseRow(from + i))
const summary = { data: { count: 3, totals: [{ currency: 'MXN', amount: 450_000, paidAmount: 0 }] } }
const userId = 7
const ids = (list: { id: number }[] | null | undefined) => list?.map((row) => row.id)

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  keeping.held = Promise.resolve()
  keeping.order = []
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a case list, local copy first', () => {
  it('shows the kept rows at once, then the server’s first page with the pinned cases on top', async () => {
    await saveFirstPage(
      keptListKey({ area: 'cases', userId, view: 'collection' }),
      JSON.stringify(defaultCaseListQuery),
      {
        rows: rows(1, 2),
        pinned: [],
        nextCursor: null,
      },
    )
    let answer: (value: { data: unknown }) => void = () => {}
    fakeApi({
      '/collection/case/collection/list': () => new Promise((resolve) => (answer = resolve)),
      '/collection/case/collection/summary': () => summary,
    })
    const { result } = renderHook(() => useCaseList('collection', userId, defaultCaseListQuery))
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2]))
    expect(result.current.refreshing).toBe(true)

    answer({ data: { rows: rows(10, 3), pinned: [sampleCaseRow(99, { pinned: true })], nextCursor: 'next' } })
    await waitFor(() => expect(ids(result.current.rows)).toEqual([10, 11, 12]))
    expect(ids(result.current.pinned)).toEqual([99])
    expect(result.current.hasMore).toBe(true)
    await waitFor(() => expect(result.current.summary).toEqual(summary.data))
    expect(result.current.failure).toBeNull()
  })

  it('asks the server with the filters and sort, and keeps each further page as the user scrolls', async () => {
    const api = fakeApi({
      '/collection/case/all/list': (query) =>
        query.get('after') === 'c1'
          ? { data: { rows: rows(4, 2), pinned: [], nextCursor: null } }
          : { data: { rows: rows(1, 3), pinned: [], nextCursor: 'c1' } },
      '/collection/case/all/summary': () => summary,
    })
    const query: CaseListQuery = {
      filters: { status: 'delayed', search: 'Ana' },
      sort: 'amount',
      order: 'asc',
    }
    const { result } = renderHook(() => useCaseList('all', userId, query))
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2, 3]))
    const first = api.calls.find((call) => call.path === '/collection/case/all/list')!
    expect(Object.fromEntries(first.query)).toMatchObject({
      status: 'delayed',
      search: 'Ana',
      sort: 'amount',
      order: 'asc',
      limit: '100',
    })

    await act(() => result.current.loadMore())
    // Asked again before the kept list caught up (a fast scroll): the same page is not asked twice.
    await act(() => result.current.loadMore())
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2, 3, 4, 5]))
    expect(result.current.hasMore).toBe(false)
    expect(api.calls.filter((call) => call.query.get('after') !== null)).toHaveLength(1)
  })

  it('when the server cannot be reached, the kept rows stay and say when they were saved', async () => {
    const list = keptListKey({ area: 'cases', userId, view: 'collection' })
    await saveFirstPage(list, JSON.stringify(defaultCaseListQuery), {
      rows: rows(1, 2),
      pinned: [],
      nextCursor: null,
    })
    fakeApi({
      '/collection/case/collection/list': () => 'offline',
      '/collection/case/collection/summary': () => 'offline',
    })
    const { result } = renderHook(() => useCaseList('collection', userId, defaultCaseListQuery))
    await waitFor(() => expect(result.current.failure?.type).toBe('offline'))
    expect(ids(result.current.rows)).toEqual([1, 2])
    expect(result.current.savedAt).toBeGreaterThan(Date.now() - 60_000)
  })

  it('with nothing kept and no server, there is nothing to show and the failure says why', async () => {
    fakeApi({
      '/collection/case/seller/list': () => 'offline',
      '/collection/case/seller/summary': () => 'offline',
    })
    const { result } = renderHook(() => useCaseList('seller', userId, defaultCaseListQuery))
    await waitFor(() => expect(result.current.failure?.type).toBe('offline'))
    expect(result.current.rows).toBeNull()
  })

  it('with nothing kept, the server’s first page and totals show as they come, before they are kept', async () => {
    let release = () => {}
    keeping.held = new Promise((resolve) => (release = resolve))
    fakeApi({
      '/collection/case/all/list': (query) => {
        if (query.get('after') !== 'c1')
          return {
            data: { rows: rows(1, 3), pinned: [sampleCaseRow(99, { pinned: true })], nextCursor: 'c1' },
          }
        keeping.order.push('further page asked')
        return { data: { rows: rows(4, 2), pinned: [], nextCursor: null } }
      },
      '/collection/case/all/summary': () => summary,
    })
    const { result } = renderHook(() => useCaseList('all', userId, defaultCaseListQuery))
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2, 3]))
    expect(ids(result.current.pinned)).toEqual([99])
    expect(result.current.hasMore).toBe(true)
    expect(result.current.outdated).toBe(false)
    await waitFor(() => expect(result.current.summary).toEqual(summary.data))
    expect(result.current.refreshing).toBe(true)

    // A further page asked meanwhile waits for the first to be kept, then is kept after it.
    let more: Promise<void> = Promise.resolve()
    act(() => {
      more = result.current.loadMore()
    })
    release()
    await act(() => more)
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2, 3, 4, 5]))
    expect(keeping.order).toEqual(['first page kept', 'further page asked'])
    expect(result.current.refreshing).toBe(false)
    expect(result.current.hasMore).toBe(false)
  })

  it('asks nothing until the preferences say which filters to use, then asks with them', async () => {
    const api = fakeApi({
      '/collection/case/all/list': () => ({ data: { rows: rows(1, 3), pinned: [], nextCursor: null } }),
      '/collection/case/all/summary': () => summary,
    })
    const chosen: CaseListQuery = { filters: { status: 'delayed' }, sort: 'amount', order: 'asc' }
    const { result, rerender } = renderHook(({ query }) => useCaseList('all', userId, query), {
      initialProps: { query: undefined as CaseListQuery | undefined },
    })
    expect(result.current.rows).toBeNull()
    rerender({ query: chosen })
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2, 3]))
    // Every question the list asked carries the preferences' filter: none went out before they were read.
    expect(api.calls.length).toBeGreaterThan(0)
    for (const call of api.calls) expect(call.query.get('status')).toBe('delayed')
  })

  it('asks for the rows before the totals, so a server that answers in turn answers the rows first', async () => {
    const api = fakeApi({
      '/collection/case/all/list': () => ({ data: { rows: rows(1, 3), pinned: [], nextCursor: null } }),
      '/collection/case/all/summary': () => summary,
    })
    const { result } = renderHook(() => useCaseList('all', userId, defaultCaseListQuery))
    await waitFor(() => expect(result.current.summary?.count).toBe(3))
    expect(ids(result.current.rows)).toEqual([1, 2, 3])
    expect(api.calls.map((call) => call.path)).toEqual([
      '/collection/case/all/list',
      '/collection/case/all/summary',
    ])
  })
})
