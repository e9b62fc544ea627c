import { count, eq, getTableName, like, notLike, sql } from 'drizzle-orm'
import type pg from 'pg'
import { roleIds } from '../../contract/menus.ts'
import type { PasswordHasher } from '../auth/passwords.ts'
import type { CaseOwner } from './caseGenerator.ts'
import type { Database } from './connect.ts'
import { copyRows } from './copyRows.ts'
import { demoPassword } from './demoAccounts.ts'
import { type DemoCountry, demoCountryOf } from './demoCountries.ts'
import { executedRows } from './executedRows.ts'
import { users } from './schema/accounts.ts'
import { cases } from './schema/cases.ts'
import { teams, teamTypes } from './schema/system.ts'
import { brandsByCountry, type CaseBatchWriter, seedCases } from './seedCases.ts'

/**
 * Adds `count` cases for benchmarks, spread over synthetic collectors (bench.collector.N, in the
 * collection teams) so each worklist stays the size of a real one, each with its history. Answers
 * how many cases it wrote a second, and how long building the indexes afterwards took.
 */
export async function seedBulkCases(
  db: Database,
  hasher: PasswordHasher,
  options: {
    count: number
    collectors: number
    /** PostgreSQL's pool: the cases are then written with COPY, two batches in flight. */
    pool?: pg.Pool
    onProgress?: (done: number) => void
  },
): Promise<{ casesPerSecond: number; indexesMs: number }> {
  const owners = await benchCollectors(db, hasher, options.collectors)
  const types = await db.select({ id: teamTypes.id, code: teamTypes.code }).from(teamTypes)
  const [existing] = await db.select({ n: count() }).from(cases)
  const begin = performance.now()
  const rebuild = options.count >= 100_000 ? await dropSecondaryIndexes(db, options.pool) : async () => {}
  const copying = options.pool ? { writer: await copyBatchWriter(options.pool), inFlight: 2 } : {}
  await seedCases(db, {
    brandsByCountry: await brandsByCountry(db),
    teamTypeIds: {
      collection: types.find((t) => t.code === 'collection')!.id,
      sales: types.find((t) => t.code === 'sales')!.id,
    },
    owners,
    count: options.count,
    firstIndex: 1_000_000 + (existing?.n ?? 0),
    seed: existing?.n ?? 0,
    // Every case's history, as the demo's: the auditor replays any of them, at any size.
    withHistory: true,
    batchSize: 5000,
    ...copying,
    onProgress: options.onProgress,
  })
  const written = performance.now()
  await rebuild()
  return {
    casesPerSecond: (options.count / (written - begin)) * 1000,
    indexesMs: performance.now() - written,
  }
}

/**
 * Each batch in one transaction on a connection of its own: its ids drawn from the sequences, then
 * every table's rows by COPY, in the order their references need. A superuser writes a table as a
 * restore does (session_replication_role replica: no per-row reference checks, which took half the
 * database's time; every id the rows name was just drawn here or read from the tables before), unless
 * the table has a trigger of the product's own, which a restore would skip: such a table (the cases,
 * whose list figures a trigger keeps) is written as any write is, its trigger and checks run.
 */
async function copyBatchWriter(pool: pg.Pool): Promise<CaseBatchWriter> {
  const { rows } = await pool.query<{ superuser: boolean }>(
    "select current_setting('is_superuser') = 'on' as superuser",
  )
  const superuser = rows[0]?.superuser === true
  const triggered = await pool.query<{ name: string }>(
    `select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgenabled = 'O' and c.relnamespace = current_schema()::regnamespace`,
  )
  const keptByTrigger = new Set(triggered.rows.map((row) => row.name))
  return async (size, rowsOf) => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const drawn = await client.query<{ customer: string; case: string }>(
        `select nextval(pg_get_serial_sequence('customers', 'id')) as customer,
                nextval(pg_get_serial_sequence('cases', 'id')) as case
           from generate_series(1, $1)`,
        [size],
      )
      const customerIds = drawn.rows.map((row) => Number(row.customer))
      const caseIds = drawn.rows.map((row) => Number(row.case))
      let asRestore = false
      for (const [table, rows] of rowsOf(customerIds, caseIds)) {
        const restoring = superuser && !keptByTrigger.has(getTableName(table))
        if (restoring !== asRestore)
          await client.query(`set local session_replication_role = ${restoring ? 'replica' : 'origin'}`)
        asRestore = restoring
        await copyRows(client, table, rows)
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
}

/** The tables a bulk seed fills: their secondary indexes are built once at the end, not row by row. */
const seededTables = ['cases', 'customers', 'loan_history', 'collection_records', 'repayments', 'transitions']

/** A big load goes faster without the secondary indexes; they are built once afterwards. */
async function dropSecondaryIndexes(db: Database, pool?: pg.Pool): Promise<() => Promise<void>> {
  const found = await db.execute<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where tablename in (${sql.join(
      seededTables.map((name) => sql`${name}`),
      sql`, `,
    )}) and schemaname = current_schema() and indexdef not like '%UNIQUE%'`,
  )
  const indexes = executedRows<{ indexname: string; indexdef: string }>(found)
  for (const { indexname } of indexes)
    await db.execute(sql`drop index if exists ${sql.identifier(indexname)}`)
  return async () => {
    process.stderr.write('Rebuilding the indexes of the cases and their rows ...\n')
    const left = indexes.map(({ indexdef }) => indexdef)
    if (pool) {
      // Two builds at once, each sorting in memory (the default 64 MB spills a million keys to disk).
      const builder = async () => {
        const client = await pool.connect()
        try {
          await client.query("set maintenance_work_mem = '512MB'")
          for (let next = left.shift(); next !== undefined; next = left.shift()) await client.query(next)
          await client.query('reset maintenance_work_mem')
        } finally {
          client.release()
        }
      }
      await Promise.all([builder(), builder()])
    } else for (const indexdef of left) await db.execute(sql.raw(indexdef))
    for (const name of seededTables) await db.execute(sql`analyze ${sql.identifier(name)}`)
  }
}

async function benchCollectors(db: Database, hasher: PasswordHasher, wanted: number): Promise<CaseOwner[]> {
  const collectionTeams = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(eq(teamTypes.code, 'collection'))
  const countryOfTeam = await teamCountries(db)
  const have = await db
    .select({ id: users.id, teamId: users.teamId, cc: users.cc })
    .from(users)
    .where(like(users.username, 'bench.collector.%'))
  if (have.length < wanted) {
    const passwordHash = await hasher.hash(demoPassword)
    const fresh = Array.from({ length: wanted - have.length }, (_, i) => {
      const n = have.length + i + 1
      const teamId = collectionTeams[n % collectionTeams.length]!.id
      const country = countryOfTeam.get(teamId) ?? 'MX'
      return {
        username: `bench.collector.${n}`,
        ...benchPlaces[country](n),
        displayName: `Bench Collector ${n}`,
        roleId: roleIds.collector,
        teamId,
        passwordHash,
        passwordExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      }
    })
    for (let i = 0; i < fresh.length; i += 500) {
      have.push(
        ...(await db
          .insert(users)
          .values(fresh.slice(i, i + 500))
          .returning({ id: users.id, teamId: users.teamId, cc: users.cc })),
      )
    }
  }
  return have.map((row) => ({
    userId: row.id,
    teamId: row.teamId,
    kind: 'collection' as const,
    country: demoCountryOf(row.cc),
  }))
}

/** A bench collector's number, country code and clock, in their team's country. */
const benchPlaces: Record<DemoCountry, (n: number) => { phone: string; cc: string; timeZone: string }> = {
  MX: (n) => ({ phone: `52990${String(n).padStart(8, '0')}`, cc: 'MX', timeZone: 'America/Mexico_City' }),
  NG: (n) => ({ phone: `234990${String(n).padStart(7, '0')}`, cc: 'NG', timeZone: 'Africa/Lagos' }),
}

/** Each team's country, as its demo members' (a team without any works in Mexico). */
async function teamCountries(db: Database): Promise<Map<number, DemoCountry>> {
  const members = await db
    .select({ teamId: users.teamId, cc: users.cc })
    .from(users)
    .where(notLike(users.username, 'bench.collector.%'))
  return new Map(
    members.flatMap((member) => (member.teamId === null ? [] : [[member.teamId, demoCountryOf(member.cc)]])),
  )
}
