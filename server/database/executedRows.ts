/**
 * The rows of a raw `db.execute` result: node-postgres answers an object with `rows`, PGlite's drizzle
 * driver the rows themselves.
 */
export function executedRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
