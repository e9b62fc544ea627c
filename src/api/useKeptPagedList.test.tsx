import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint } from '../../contract/endpoint.ts'
import { clearBrowserDatabase } from '../../db/database.ts'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { publishChangesSent } from './sync/syncStatus.ts'
import { type ListQueryOf, useKeptPagedList } from './useKeptPagedList.ts'

// An area that is not cases: a list of staff, with no pinned rows and no totals.
const staffList = endpoint({
  method: 'GET',
  path: '/sys/staff/list',
  access: 'signedIn',
  encoding: 'form',
  summary: 'A page of staff.',
  input: z.object({
    team: z.string().optional(),
    sort: z.enum(['name', 'joined']).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
    after: z.string().optional(),
    limit: z.coerce.number().default(20),
  }),
  labels: {
    team: { en: 'Team', es: 'Equipo' },
    sort: { en: 'Sort', es: 'Ordenar' },
    order: { en: 'Order', es: 'Orden' },
    after: { en: 'Page', es: 'Página' },
    limit: { en: 'Page size', es: 'Tamaño de página' },
  },
  answer: z.object({
    rows: z.array(z.object({ id: z.string(), name: z.string() })),
    nextCursor: z.string().nullable(),
  }),
})

const staffCount = endpoint({
  method: 'GET',
  path: '/sys/staff/count',
  access: 'signedIn',
  encoding: 'form',
  summary: 'How many staff the filters find.',
  input: z.object({ team: z.string().optional() }),
  labels: { team: { en: 'Team', es: 'Equipo' } },
  answer: z.object({ count: z.number() }),
})

const staff = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `s${from + i}`, name: `Staff ${from + i}` }))
const names = (rows: { name: string }[] | null) => rows?.map((row) => row.name)
const byName: ListQueryOf<typeof staffList> = { filters: { team: 'north' }, sort: 'name', order: 'asc' }
const keptAs = { area: 'staffs', userId: 3, view: 'all' }

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a kept paged list of any area', () => {
  it('asks its call with the filters, sort and page size, and keeps each page scrolled to', async () => {
    const api = fakeApi({
      '/sys/staff/list': (query) =>
        query.get('after') === 'c1'
          ? { data: { rows: staff(3, 1), nextCursor: null } }
          : { data: { rows: staff(1, 2), nextCursor: 'c1' } },
    })
    const { result } = renderHook(() =>
      useKeptPagedList({ list: staffList }, byName, { keptAs, pageSize: 2 }),
    )
    await waitFor(() => expect(names(result.current.rows)).toEqual(['Staff 1', 'Staff 2']))
    expect(Object.fromEntries(api.calls[0]!.query)).toMatchObject({ team: 'north', sort: 'name', limit: '2' })
    expect(result.current.pinned).toEqual([])
    expect(result.current.summary).toBeNull()
    await waitFor(() => expect(result.current.refreshing).toBe(false))
    await act(() => result.current.loadMore())
    await waitFor(() => expect(names(result.current.rows)).toEqual(['Staff 1', 'Staff 2', 'Staff 3']))
    expect(result.current.hasMore).toBe(false)
  })

  it('asks again once the user’s changes have all reached the server, so what they changed shows', async () => {
    let version = 1
    fakeApi({ '/sys/staff/list': () => ({ data: { rows: staff(version, 1), nextCursor: null } }) })
    const { result } = renderHook(() =>
      useKeptPagedList({ list: staffList }, byName, { keptAs, pageSize: 2 }),
    )
    await waitFor(() => expect(names(result.current.rows)).toEqual(['Staff 1']))
    await waitFor(() => expect(result.current.refreshing).toBe(false))
    version = 2
    act(() => publishChangesSent())
    await waitFor(() => expect(names(result.current.rows)).toEqual(['Staff 2']))
  })

  it('opens from its kept copy when the server cannot be reached, and keeps the rows of the last sort while another is asked', async () => {
    const answers = fakeApi({ '/sys/staff/list': () => ({ data: { rows: staff(1, 2), nextCursor: null } }) })
    const first = renderHook(() => useKeptPagedList({ list: staffList }, byName, { keptAs, pageSize: 20 }))
    await waitFor(() => expect(first.result.current.refreshing).toBe(false))
    first.unmount()
    expect(answers.calls).toHaveLength(1)

    let answer: (value: { data: unknown }) => void = () => {}
    fakeApi({
      '/sys/staff/list': (query) =>
        query.get('sort') === 'joined' ? new Promise((r) => (answer = r)) : 'offline',
    })
    const { result, rerender } = renderHook(
      ({ query }) => useKeptPagedList({ list: staffList }, query, { keptAs, pageSize: 20 }),
      { initialProps: { query: byName } },
    )
    // The refusal and the kept copy come each in its own time (the copy is read from IndexedDB, which
    // a loaded machine may make the later one): both show once both are in.
    await waitFor(() => {
      expect(result.current.failure?.type).toBe('offline')
      expect(names(result.current.rows)).toEqual(['Staff 1', 'Staff 2'])
    })

    rerender({ query: { ...byName, sort: 'joined' } })
    await waitFor(() => expect(result.current.outdated).toBe(true))
    expect(names(result.current.rows)).toEqual(['Staff 1', 'Staff 2'])
    answer({ data: { rows: staff(7, 1), nextCursor: null } })
    await waitFor(() => expect(names(result.current.rows)).toEqual(['Staff 7']))
    expect(result.current.outdated).toBe(false)
  })

  it('never shows the kept rows and count of the last filter as the new filter’s, and keeps the count through a new sort', async () => {
    const endpoints = { list: staffList, summary: staffCount }
    fakeApi({
      '/sys/staff/list': () => ({ data: { rows: staff(1, 2), nextCursor: null } }),
      '/sys/staff/count': () => ({ data: { count: 2 } }),
    })
    const keeping = renderHook(() => useKeptPagedList(endpoints, byName, { keptAs, pageSize: 20 }))
    await waitFor(() => expect(keeping.result.current.summary).toEqual({ count: 2 }))
    await waitFor(() => expect(keeping.result.current.refreshing).toBe(false))
    keeping.unmount()

    // North opens from its kept copy alone; the server never answers anything else.
    fakeApi({
      '/sys/staff/list': (query) =>
        query.get('team') === 'north' && query.get('sort') === 'name' ? 'offline' : new Promise(() => {}),
      '/sys/staff/count': (query) => (query.get('team') === 'north' ? 'offline' : new Promise(() => {})),
    })
    const drawn: Array<{ query: string; names: string | undefined; outdated: boolean; count: unknown }> = []
    const { result, rerender } = renderHook(
      ({ query }) => {
        const list = useKeptPagedList(endpoints, query, { keptAs, pageSize: 20 })
        drawn.push({
          query: `${query.filters.team} ${query.sort}`,
          names: names(list.rows)?.join(),
          outdated: list.outdated,
          count: list.summary?.count,
        })
        return list
      },
      { initialProps: { query: byName } },
    )
    await waitFor(() => {
      expect(result.current.failure?.type).toBe('offline')
      expect(names(result.current.rows)).toEqual(['Staff 1', 'Staff 2'])
    })
    const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)))

    // Another sort of the same filters: the rows of the last sort, dimmed, and the same count throughout.
    rerender({ query: { ...byName, sort: 'joined' } })
    await settled()
    const joined = drawn.filter((draw) => draw.query === 'north joined')
    expect(joined.length).toBeGreaterThan(0)
    expect(
      joined.every((draw) => draw.names === 'Staff 1,Staff 2' && draw.outdated && draw.count === 2),
    ).toBe(true)

    // Another filter: the last rows only dimmed, and no count until the new filter's comes.
    rerender({ query: { ...byName, filters: { team: 'south' } } })
    await settled()
    const south = drawn.filter((draw) => draw.query === 'south name')
    expect(south.length).toBeGreaterThan(0)
    expect(
      south.every((draw) => draw.names === 'Staff 1,Staff 2' && draw.outdated && draw.count === undefined),
    ).toBe(true)
  })
})
