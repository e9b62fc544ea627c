import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './dataDirLock.ts'

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Both engines' drizzle databases share this type, so services are written once. Services query
 * through the table objects of schema/<area>.ts (never drizzle's relational `db.query`), so the
 * database is opened without a schema map and an area's tables need no registry of their own.
 */
export type Database = PgDatabase<PgQueryResultHKT>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface OpenDatabase {
  db: Database
  engine: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** PostgreSQL only: its connection pool, for what drizzle does not do (the bulk seed's COPY). */
  pool?: pg.Pool
  /** PGlite only: the whole data directory as a tarball, to open copies of it (the tests' template). */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://... runs on a PostgreSQL server; otherwise PGlite in dataDir (or in memory). */
  databaseUrl?: string
  dataDir?: string | 'memory'
  poolSize?: number
  /** PGlite in memory only: start from this dumped data directory instead of an empty one. */
  loadDataDir?: Blob
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir ?? './data', options.loadDataDir)
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<OpenDatabase> {
  let releaseLock = async () => {}
  let client: PGlite
  if (dataDir === 'memory') {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {})
  } else {
    const dir = resolve(dataDir)
    mkdirSync(dir, { recursive: true })
    releaseLock = await lockDataDir(dir)
    try {
      // A dumped data directory fills an empty one (PGlite refuses it over an existing database).
      client = await PGlite.create(join(dir, 'pg'), loadDataDir ? { loadDataDir } : {})
    } catch (error) {
      await releaseLock()
      throw error
    }
  }
  const db = drizzlePglite(client)
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    async close() {
      await client.close()
      await releaseLock()
    },
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 })
  // JIT off: the console's queries are short, and a plan whose estimate passes jit_above_cost paid
  // half a second of compiling for a 20 ms query (the dashboards' expiring counts at a million cases,
  // decision 0048). PGlite has no JIT, so both engines now plan alike. Set on each new connection,
  // before its first query (a client runs its queries in order), rather than as a startup option,
  // which connection poolers such as PgBouncer refuse and which would replace one in the URL.
  pool.on('connect', (client) => {
    client.query('set jit = off').catch(() => {})
  })
  // An idle connection the server ends (a restart, a dropped test database) must not end the
  // process: the pool discards it and opens another for the next query; a query on a broken
  // connection fails by itself, and its request logs that.
  pool.on('error', () => {})
  const db = drizzlePg(pool)
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  }
}
