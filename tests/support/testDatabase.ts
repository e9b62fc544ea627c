// Every server test file opens a database of its own, copied from one template migrated and seeded
// once per run (tests/support/databaseTemplates.ts): PGlite from a dumped data directory, PostgreSQL
// by CREATE DATABASE … TEMPLATE. Without a template (a project with no global setup), it migrates and
// seeds a fresh one itself.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { passwordHasher } from '../../server/auth/passwords.ts'
import type { ServerConfig } from '../../server/config.ts'
import { type OpenDatabase, openDatabase } from '../../server/database/connect.ts'
import { seedIfEmpty } from '../../server/database/seed.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated and seeded PGlite data directory, as a tarball. */
    pgliteTemplate: string | undefined
    /** The migrated and seeded PostgreSQL database the tests' databases are copied from. */
    postgresTemplate: string | undefined
  }
}

/** Cheap hashing keeps the suite fast; production cost is configFromEnv's. */
export const testArgon2: ServerConfig['argon2'] = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

/** Opens an empty database, migrates and seeds it: what the template holds. */
export async function migratedAndSeeded(options: Parameters<typeof openDatabase>[0]): Promise<OpenDatabase> {
  const database = await openDatabase(options)
  try {
    await database.migrate()
    await seedIfEmpty(database.db, passwordHasher(testArgon2))
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

/** The URL of another database on the server named by `url`. */
export function databaseUrlOf(url: string, database: string): string {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

/** Runs one statement on the server's own database (CREATE and DROP DATABASE cannot be pooled). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A database of its own on DATABASE_URL's server, copied from the run's migrated and seeded template
 * and named `<prefix>_<random>`: its URL, and the way to drop it.
 */
export async function copyOfPostgresTemplate(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL')
  const template = inject('postgresTemplate')
  if (!template)
    throw new Error('the PostgreSQL tests start from the template of tests/support/databaseTemplates.ts')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await onServer(serverUrl, `create database "${name}" template "${template}"`)
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  }
}

let pgliteTemplate: Promise<Blob> | undefined

export interface TestDatabase {
  database: OpenDatabase
  /** Closes it and, on PostgreSQL, drops it. */
  discard(): Promise<void>
}

/** A database of the test's own, migrated and seeded, on the engine TEST_DATABASE names. */
export async function openTestDatabase(engine: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'postgres') {
    const copy = await copyOfPostgresTemplate('test')
    const database = await openDatabase({ databaseUrl: copy.url, poolSize: 4 })
    return {
      database,
      async discard() {
        await database.close()
        await copy.drop()
      },
    }
  }
  const templateFile = inject('pgliteTemplate')
  if (!templateFile) {
    const database = await migratedAndSeeded({ dataDir: 'memory' })
    return { database, discard: () => database.close() }
  }
  pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]))
  const database = await openDatabase({ dataDir: 'memory', loadDataDir: await pgliteTemplate })
  return { database, discard: () => database.close() }
}
