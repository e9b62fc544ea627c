import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Transaction } from './connect.ts'
import { executedRows } from './executedRows.ts'

/**
 * Inserts many rows in one statement with a single JSON parameter that PostgreSQL expands itself
 * (json_populate_recordset): far cheaper than thousands of bound parameters, on PGlite and PostgreSQL.
 */
export async function insertJsonRows<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: Array<Partial<T['$inferInsert']>>,
): Promise<void> {
  if (rows.length === 0) return
  const columns = getTableColumns(table) as Record<string, { name: string }>
  const keys = Object.keys(rows[0]!)
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ')
  const payload = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  )
  const name = getTableName(table)
  await tx.execute(
    sql`insert into ${sql.identifier(name)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(payload)}::json)`,
  )
}

/** Draws `count` ids from a table's id sequence, so related rows can be written in the same batch. */
export async function reserveIds(tx: Transaction, table: PgTable, count: number): Promise<number[]> {
  const name = getTableName(table)
  const result = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id')) as id from generate_series(1, ${count})`,
  )
  return executedRows<{ id: string | number }>(result).map((row) => Number(row.id))
}
