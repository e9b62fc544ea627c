import { pipeline } from 'node:stream/promises'
import { getTableColumns, getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

/**
 * Writes rows with COPY FROM STDIN, PostgreSQL's bulk load: one text stream per table, parsed by the
 * server without a statement per row or a parameter per value (about 20 times a multi-row INSERT's
 * rate for the seed's million cases). PostgreSQL only: PGlite has no COPY from a client stream.
 */
export async function copyRows<T extends PgTable>(
  client: pg.PoolClient | pg.Client,
  table: T,
  rows: Array<Partial<T['$inferInsert']>>,
): Promise<void> {
  if (rows.length === 0) return
  const columns = getTableColumns(table) as Record<string, { name: string }>
  const keys = Object.keys(rows[0]!)
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ')
  let text = ''
  for (const row of rows) {
    const record = row as Record<string, unknown>
    let line = copyValue(record[keys[0]!])
    for (let i = 1; i < keys.length; i++) line += `\t${copyValue(record[keys[i]!])}`
    text += `${line}\n`
  }
  const stream = client.query(copyFrom(`copy "${getTableName(table)}" (${names}) from stdin`))
  await pipeline([text], stream)
}

// COPY's text format: \N is null, and a backslash, tab, newline or return inside a value is escaped.
const special = /[\\\t\n\r]/
const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

// The seed's lifecycles are shared objects (one per state the machine reached): each written once.
const jsonTexts = new WeakMap<object, string>()

function jsonOf(value: object): string {
  let text = jsonTexts.get(value)
  if (text === undefined) {
    text = escaped(JSON.stringify(value))
    jsonTexts.set(value, text)
  }
  return text
}

const escaped = (text: string) =>
  special.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => escapes[c]!) : text

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N'
  switch (typeof value) {
    case 'string':
      return escaped(value)
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value)
    default:
      return value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? jsonOf(value)
          : escaped(String(value))
  }
}
