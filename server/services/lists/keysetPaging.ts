import { and, asc, desc, not, type SQL, sql } from 'drizzle-orm'
import { type PgColumn, type PgSelect, unionAll } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { SortOrder } from '../../../contract/paging.ts'
import { ValidationFailure } from '../../http/errors.ts'

/** A sort value as a cursor keeps it: JSON text or a number. */
export type SortValue = string | number

/**
 * One sort a list offers; the list's sorts are its whitelist, nothing else orders it. A sort orders by
 * one column or by several in turn (all in the same direction), then by the list's tiebreak.
 */
export interface KeysetSort<Row> {
  /**
   * The columns it orders by, first to last; an index ending (columns..., tiebreak) serves the page
   * without sorting. None may be null (a row comparison with a null decides nothing), and each must be
   * in the list's select, since a first page with pins is ordered again by the columns' names.
   */
  columns: readonly [PgColumn, ...PgColumn[]]
  /** What each value must look like in a cursor: anything else (forged, or from another sort) is a 400. */
  cursorValues: readonly [z.ZodType<SortValue>, ...z.ZodType<SortValue>[]]
  /** A row's sort values, one per column, as the next page's cursor keeps them. */
  valuesOf(row: Row): SortValue[]
}

/** A sort by one column, the common case. */
export function byColumn<Row>(
  column: PgColumn,
  cursorValue: z.ZodType<SortValue>,
  valueOfRow: (row: Row) => SortValue,
): KeysetSort<Row> {
  return { columns: [column], cursorValues: [cursorValue], valuesOf: (row) => [valueOfRow(row)] }
}

/** How a list pages: its sorts and the unique column that breaks ties between equal sort values. */
export interface KeysetList<Sort extends string, Row> {
  /** Unique and not null: rows of one sort value follow it, so no row is lost or shown twice. */
  tiebreak: PgColumn
  tiebreakOf(row: Row): SortValue
  /**
   * What the tiebreak must look like in a cursor: a positive whole number (a serial id) unless the
   * list says otherwise (a uuid key).
   */
  tiebreakValue?: z.ZodType<SortValue>
  sorts: Record<Sort, KeysetSort<Row>>
}

/** What a caller asks of a list (contract/paging.ts checked its bounds). */
export interface PageRequest<Sort extends string> {
  sort: Sort
  order: SortOrder
  after?: string | undefined
  limit: number
}

export interface Cursor {
  /** The last row's sort values, one per column of the sort. */
  values: SortValue[]
  id: SortValue
}

export interface Page<Row> {
  rows: Row[]
  nextCursor: string | null
  /** The viewer's pinned rows of the filter, on the first page only; they are left out of rows. */
  pinned: Row[]
}

/** Rows a viewer keeps ahead of the rest on the first page (the case list's pins). */
export interface Pins<Row> {
  /** True for a row the viewer pinned. */
  condition: SQL
  /** The same, read from a fetched row. */
  isPinned(row: Row): boolean
}

type RowOf<Query extends PgSelect> = Awaited<ReturnType<Query['execute']>>[number]

/** A query ready to run (awaited), whose SQL can also be read (the bench runs it alone). */
export type RunnableQuery<Row> = PromiseLike<Row[]> & { toSQL(): { sql: string; params: unknown[] } }

const refused = () => new ValidationFailure([{ field: 'after', key: 'invalidValue' }])

// [sort, ...values, id]: a one-column sort's cursor reads as it did before sorts had several columns.
export function encodeCursor(sort: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, ...cursor.values, cursor.id])).toString('base64url')
}

/** The cursor a caller sent back, checked against the sort it is used with: a forged one is a 400. */
export function decodeCursor<Sort extends string>(
  list: KeysetList<Sort, unknown>,
  sort: Sort,
  text: string,
): Cursor {
  const shape = z.tuple([
    z.literal(sort),
    ...list.sorts[sort].cursorValues,
    list.tiebreakValue ?? z.int().positive(),
  ])
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()))
    if (parsed.success) {
      const [, ...rest] = parsed.data as unknown[]
      return { values: rest.slice(0, -1) as SortValue[], id: rest.at(-1) as SortValue }
    }
  } catch {}
  throw refused()
}

export function cursorOf<Sort extends string, Row>(
  list: KeysetList<Sort, Row>,
  sort: Sort,
  row: Row,
): Cursor {
  return { values: list.sorts[sort].valuesOf(row), id: list.tiebreakOf(row) }
}

function orderOf(list: KeysetList<string, never>, request: Pick<PageRequest<string>, 'sort' | 'order'>) {
  const direction = request.order === 'desc' ? desc : asc
  return [...list.sorts[request.sort]!.columns, list.tiebreak].map((column) => direction(column))
}

/**
 * Rows past the cursor in (sort columns..., tiebreak) order, as one row comparison: an index on
 * (..., columns..., tiebreak) starts right there instead of filtering what comes before. The cursor's
 * values go as text (an ISO instant, a day, a number), which PostgreSQL reads as the columns' types.
 */
function pastCursor(list: KeysetList<string, never>, sort: string, order: SortOrder, cursor: Cursor) {
  const past = order === 'desc' ? sql`<` : sql`>`
  const columns = sql.join([...list.sorts[sort]!.columns, list.tiebreak], sql`, `)
  const values = sql.join(
    [...cursor.values, cursor.id].map((value) => sql`${value}`),
    sql`, `,
  )
  return sql`(${columns}) ${past} (${values})`
}

/**
 * One page of a list as ONE query: the rows after the cursor (one more than the page, to know whether
 * another follows) and, on the first page, the viewer's pinned rows of the same filter, together in a
 * UNION ALL so the page costs one round trip. `select` gives the list's select with its joins, no
 * where; `pageOf` splits what the query returned into the page. A list that reads the driver's rows
 * itself (`db.execute(query)`, mapped by hand) names the row its cursors read as `Row`.
 */
export function pageQuery<Sort extends string, Query extends PgSelect, Row = RowOf<Query>>(
  list: KeysetList<Sort, Row>,
  select: () => Query,
  request: PageRequest<Sort>,
  where: SQL | undefined,
  pins?: Pins<Row>,
) {
  const anyList = list as unknown as KeysetList<string, never>
  const after = request.after ? decodeCursor(list, request.sort, request.after) : undefined
  const conditions = [where, pins && not(pins.condition)]
  if (after) conditions.push(pastCursor(anyList, request.sort, request.order, after))
  const rowsQuery = select()
    .where(and(...conditions))
    .orderBy(...orderOf(anyList, request))
    .limit(request.limit + 1)
  const pinsToo = pins && !after
  // The whole is ordered again outside (sort columns and tiebreak, by their names): the order of a
  // UNION ALL's parts is not promised. Each part keeps its order inside the whole, so a split by the
  // pinned flag gives each in order.
  // (Both parts come from one select, so they have its shape: the casts only say so to the compiler.)
  const query = (pinsToo
    ? unionAll(select().where(and(where, pins.condition)) as never, rowsQuery as never).orderBy(
        ...orderOf(anyList, request),
      )
    : rowsQuery) as unknown as RunnableQuery<RowOf<Query>>
  return {
    query,
    /** The page, from the rows the query answered. */
    pageOf(fetched: readonly Row[]): Page<Row> {
      const pinned = pinsToo ? fetched.filter((row) => pins.isPinned(row)) : []
      const all = pinsToo ? fetched.filter((row) => !pins.isPinned(row)) : fetched
      const rows = all.slice(0, request.limit)
      const last = rows.at(-1)
      const more = all.length > request.limit && last !== undefined
      return {
        rows,
        pinned,
        nextCursor: more ? encodeCursor(request.sort, cursorOf(list, request.sort, last)) : null,
      }
    },
  }
}

/**
 * Every row of a filter in the list's order, a batch at a time (each batch one keyset query from
 * where the last ended): an export of a million rows never holds more than two batches. The next
 * batch is asked for as soon as one arrives, so the database works while the caller writes this one;
 * the one after waits until the caller pulls, so a slow reader slows the reading. `run` executes a
 * batch's query: by default as drizzle maps its rows; an export that reads the driver's rows as they
 * come (`db.execute`) gives its own, with a list whose cursors read those rows.
 */
export async function* keysetBatches<Sort extends string, Query extends PgSelect, Row = RowOf<Query>>(
  list: KeysetList<Sort, Row>,
  select: () => Query,
  request: Pick<PageRequest<Sort>, 'sort' | 'order'>,
  where: SQL | undefined,
  batchSize: number,
  run: (query: Query) => Promise<Row[]> = (query) => query.execute() as Promise<Row[]>,
): AsyncGenerator<Row[]> {
  const anyList = list as unknown as KeysetList<string, never>
  // run() starts the query now: a drizzle query awaited later would run only when awaited.
  const batchAfter = (cursor: Cursor | undefined): Promise<Row[]> =>
    run(
      select()
        .where(and(where, cursor && pastCursor(anyList, request.sort, request.order, cursor)))
        .orderBy(...orderOf(anyList, request))
        .limit(batchSize) as Query,
    )
  let next: Promise<Row[]> | undefined = batchAfter(undefined)
  try {
    while (next) {
      const batch: Row[] = await next
      const last = batch.at(-1)
      next = batch.length === batchSize && last ? batchAfter(cursorOf(list, request.sort, last)) : undefined
      if (last) yield batch
    }
  } finally {
    // A reader gone mid-file leaves one batch asked for: its answer (or failure) goes nowhere.
    next?.catch(() => {})
  }
}
