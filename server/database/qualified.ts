import { getTableName, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A column with its table's name, always: in a select list without joins drizzle leaves the table
 * out, and inside a subquery a bare "id" would name the subquery's own table.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

/** A moment as a timestamptz parameter, for comparing with timestamp columns in raw SQL. */
export const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`
