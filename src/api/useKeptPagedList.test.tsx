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

  it('never shows the kept rows of the last filter as the new filter’s while its own copy is read', async () => {
    fakeApi({ '/sys/staff/list': () => ({ data: { rows: staff(1, 2), nextCursor: null } }) })
    const keeping = renderHook(() => useKeptPagedList({ list: staffList }, byName, { keptAs, pageSize: 20 }))
    await waitFor(() => expect(keeping.result.current.refreshing).toBe(false))
    keeping.unmount()

    // North opens from its kept copy alone; south's answer never comes.
    fakeApi({
      '/sys/staff/list': (query) => (query.get('team') === 'south' ? new Promise(() => {}) : 'offline'),
    })
    const drawn: Array<{ team: string | undefined; names: string[] | undefined; outdated: boolean }> = []
    const { result, rerender } = renderHook(
      ({ query }) => {
        const list = useKeptPagedList({ list: staffList }, query, { keptAs, pageSize: 20 })
        drawn.push({ team: query.filters.team, names: names(list.rows), outdated: list.outdated })
        return list
      },
      { initialProps: { query: byName } },
    )
    await waitFor(() => {
      expect(result.current.failure?.type).toBe('offline')
      expect(names(result.current.rows)).toEqual(['Staff 1', 'Staff 2'])
    })

    rerender({ query: { ...byName, filters: { team: 'south' } } })
    await waitFor(() => expect(result.current.outdated).toBe(true))
    // North's rows stay in view for south only dimmed, and its count is not south's.
    const southDrawn = drawn.filter((draw) => draw.team === 'south')
    expect(southDrawn.filter((draw) => draw.names !== undefined && !draw.outdated)).toEqual([])
    expect(result.current.summary).toBeNull()
  })
})
