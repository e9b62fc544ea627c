import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { integer, pgTable, serial } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationFailure } from '../../http/errors.ts'
import {
  byColumn,
  encodeCursor,
  type KeysetList,
  keysetBatches,
  type PageRequest,
  pageQuery,
} from './keysetPaging.ts'

// A list of its own, not the cases: the module serves any table with a sort column and a unique id.
const items = pgTable('items', {
  id: serial('id').primaryKey(),
  score: integer('score').notNull(),
  band: integer('band').notNull(),
})
type Item = { id: number; score: number; band: number; starred: boolean }
type Sort = 'score' | 'id' | 'bandThenScore'

const itemList: KeysetList<Sort, Item> = {
  tiebreak: items.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    score: byColumn(items.score, z.int(), (row) => row.score),
    id: byColumn(items.id, z.int().positive(), (row) => row.id),
    // A sort of several columns in turn, as the case lists' work queue is.
    bandThenScore: {
      columns: [items.band, items.score],
      cursorValues: [z.int(), z.int()],
      valuesOf: (row) => [row.band, row.score],
    },
  },
}

const starredIds = [3, 17, 42]
const starred = sql`${items.id} in (${sql.join(starredIds, sql`, `)})`
let client: PGlite
let queries: string[] = []
let db: ReturnType<typeof drizzle>

beforeAll(async () => {
  client = await PGlite.create()
  db = drizzle(client, { logger: { logQuery: (query) => void queries.push(query) } })
  await db.execute(
    sql`create table items (id serial primary key, score integer not null, band integer not null)`,
  )
  // 60 rows over 6 scores and 4 bands: ties on the sort values everywhere, which only the id can break.
  await db.execute(
    sql`insert into items (score, band) select (n * 7) % 6, (n * 5) % 4 from generate_series(1, 60) n`,
  )
  queries = []
  // A new PGlite takes seconds, more on a busy machine.
}, 300_000)
afterAll(() => client?.close())

const select = () =>
  db
    .select({ id: items.id, score: items.score, band: items.band, starred: sql<boolean>`${starred}` })
    .from(items)
    .$dynamic()
const byKey =
  (order: 'asc' | 'desc', sort: Sort = 'score') =>
  (a: Item, b: Item) =>
    (order === 'asc' ? 1 : -1) *
    ((sort === 'bandThenScore' ? a.band - b.band : 0) || a.score - b.score || a.id - b.id)

async function page(request: PageRequest<Sort>, pins = true) {
  const { query, pageOf } = pageQuery(
    itemList,
    select,
    request,
    undefined,
    pins ? { condition: starred, isPinned: (row) => row.starred } : undefined,
  )
  return pageOf(await query)
}

async function walk(request: Omit<PageRequest<Sort>, 'after'>) {
  const rows: Item[] = []
  let first: Awaited<ReturnType<typeof page>> | undefined
  let after: string | undefined
  do {
    const answer = await page({ ...request, after })
    first ??= answer
    rows.push(...answer.rows)
    after = answer.nextCursor ?? undefined
  } while (after)
  return { rows, pinned: first!.pinned }
}

describe('pages', () => {
  it.each(['asc', 'desc'] as const)(
    'pages of 7 by score %s give every row once, ties in id order',
    async (order) => {
      const { rows, pinned } = await walk({ sort: 'score', order, limit: 7 })
      const all = [...rows, ...pinned]
      expect(all.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 60 }, (_, i) => i + 1),
      )
      expect(rows).toEqual([...rows].sort(byKey(order)))
    },
  )

  it.each(['asc', 'desc'] as const)(
    'a sort of two columns pages by both in turn (%s), every row once, the pins ordered the same',
    async (order) => {
      for (const limit of [1, 4, 9, 60]) {
        const { rows, pinned } = await walk({ sort: 'bandThenScore', order, limit })
        expect([...rows, ...pinned].map((row) => row.id).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 60 }, (_, i) => i + 1),
        )
        expect(rows).toEqual([...rows].sort(byKey(order, 'bandThenScore')))
        expect(pinned).toEqual([...pinned].sort(byKey(order, 'bandThenScore')))
      }
    },
  )

  it('the pinned rows come apart on the first page, in the sort, and never among the rows', async () => {
    const { rows, pinned } = await walk({ sort: 'score', order: 'asc', limit: 10 })
    expect(pinned.map((row) => row.id).sort((a, b) => a - b)).toEqual(starredIds)
    expect(pinned).toEqual([...pinned].sort(byKey('asc')))
    expect(rows.some((row) => starredIds.includes(row.id))).toBe(false)
  })

  it('a first page with pins is one query; a later page asks for no pins', async () => {
    queries = []
    const first = await page({ sort: 'score', order: 'desc', limit: 5 })
    expect(queries).toHaveLength(1)
    expect(queries[0]).toMatch(/union all/i)
    queries = []
    const second = await page({ sort: 'score', order: 'desc', limit: 5, after: first.nextCursor! })
    expect(queries).toHaveLength(1)
    expect(queries[0]).not.toMatch(/union/i)
    expect(second.pinned).toEqual([])
  })

  it('without pins a page is the rows alone, the last page has no cursor', async () => {
    const answer = await page({ sort: 'id', order: 'asc', limit: 60 }, false)
    expect(answer.rows).toHaveLength(60)
    expect(answer.pinned).toEqual([])
    expect(answer.nextCursor).toBeNull()
  })
})

describe('cursors', () => {
  const refusal = (after: string, sort: Sort = 'score') =>
    page({ sort, order: 'asc', limit: 5, after }).then(
      () => null,
      (error: unknown) => error,
    )

  it.each([
    ['not base64 JSON at all', 'garbage!!'],
    ['JSON of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a value that does not fit the sort', encodeCursor('score', { values: ['yesterday'], id: 4 })],
    ['an id that is not whole', Buffer.from('["score", 3, 1.5]').toString('base64url')],
    ['a two-column sort given one value', Buffer.from('["bandThenScore", 3, 5]').toString('base64url')],
    ['a two-column sort given three', Buffer.from('["bandThenScore", 1, 3, 4, 5]').toString('base64url')],
  ])('a forged cursor (%s) is refused naming the page field', async (name, after) => {
    const error = await refusal(after, name.includes('two-column') ? 'bandThenScore' : 'score')
    expect(error).toBeInstanceOf(ValidationFailure)
    expect((error as ValidationFailure).issues).toEqual([{ field: 'after', key: 'invalidValue' }])
  })

  it('a cursor kept from another sort is refused, not misread', async () => {
    const { nextCursor } = await page({ sort: 'id', order: 'asc', limit: 5 })
    expect(await refusal(nextCursor!, 'score')).toBeInstanceOf(ValidationFailure)
    expect(await refusal(nextCursor!, 'id')).toBeNull()
  })
})

describe('batches', () => {
  it('give every row once in the sort, reading at most one batch ahead of the caller', async () => {
    queries = []
    const batches = keysetBatches(itemList, select, { sort: 'score', order: 'desc' }, undefined, 8)
    const first = await batches.next()
    expect(first.value).toHaveLength(8)
    expect(queries).toHaveLength(2)
    // The database answers in the order asked: once a question of our own is answered, whatever the
    // batches asked before it is answered too, and anything they would ask after it is logged.
    await client.query('select 1')
    expect(queries, 'nothing more is read until the caller pulls').toHaveLength(2)
    const rows = [...(first.value as Item[])]
    for await (const batch of batches) rows.push(...batch)
    expect(rows).toHaveLength(60)
    expect(rows).toEqual([...rows].sort(byKey('desc')))
    expect(queries).toHaveLength(8)
  })
})
