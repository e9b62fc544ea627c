import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint } from '../../contract/endpoint.ts'
import { clearBrowserDatabase } from '../../db/database.ts'
import { keptListKey, keptNeighboursOf, readKeptList, saveFirstPage } from '../../db/keptLists.ts'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { keepNextPage } from './keepNextPage.ts'

// Any area's list: staff, filtered by team.
const staffList = endpoint({
  method: 'GET',
  path: '/sys/staff/list',
  access: 'signedIn',
  encoding: 'form',
  summary: 'A page of staff.',
  input: z.object({
    team: z.string().optional(),
    sort: z.enum(['name']).default('name'),
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

const list = keptListKey({ area: 'staffs', userId: 3, view: 'all' })
const query = JSON.stringify({ filters: { team: 'north' }, sort: 'name', order: 'desc' })
const person = (n: number) => ({ id: `s${n}`, name: `Staff ${n}` })

beforeEach(() => clearBrowserDatabase())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('keeping the next page of a list from another screen', () => {
  it('asks the page after the last kept row in the query the list answers, and keeps it after those', async () => {
    await saveFirstPage(list, query, { rows: [person(1), person(2)], nextCursor: 'c1' })
    const api = fakeApi({ '/sys/staff/list': () => ({ data: { rows: [person(3)], nextCursor: null } }) })
    expect(await keepNextPage(staffList, list, 2)).toBe(true)
    expect(Object.fromEntries(api.calls[0]!.query)).toMatchObject({
      team: 'north',
      sort: 'name',
      order: 'desc',
      after: 'c1',
      limit: '2',
    })
    expect((await readKeptList<{ id: string }>(list, query, '')).rows?.map((row) => row.id)).toEqual([
      's1',
      's2',
      's3',
    ])
    expect((await keptNeighboursOf(list, 's2')).next).toEqual(person(3))
  })

  it('asks nothing when the list was kept to its end', async () => {
    await saveFirstPage(list, query, { rows: [person(1)], nextCursor: null })
    const api = fakeApi({ '/sys/staff/list': () => ({ data: { rows: [], nextCursor: null } }) })
    expect(await keepNextPage(staffList, list, 2)).toBe(false)
    expect(api.calls).toHaveLength(0)
  })
})
