import { type Column, type SQL, sql } from 'drizzle-orm'

/**
 * `column = any('{1,2,…}'::int[])`: a list of ids as one parameter. drizzle's inArray makes one
 * parameter and a few objects per id, and building a query over an operation's two thousand members
 * that way took longer than running it (the staff dashboard at a million cases). An empty list
 * matches nothing. The same on PostgreSQL and PGlite.
 */
export function inIdList(column: Column | SQL, ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`)
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`
}
