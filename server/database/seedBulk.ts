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
 * how many cases it wrote a second, and how long building the indexes and the case lists' kept figures
 * afterwards took.
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
    /**
     * Counts the case lists' kept figures again from the cases (the cases area's
     * `rebuildCaseListFigures`, handed in: server/database does not import an area): run when the
     * cases were written without their trigger.
     */
    rebuildCaseListFigures: (db: Database) => Promise<void>
  },
): Promise<{ casesPerSecond: number; indexesMs: number }> {
  const owners = await benchCollectors(db, hasher, options.collectors)
  const types = await db.select({ id: teamTypes.id, code: teamTypes.code }).from(teamTypes)
  const [existing] = await db.select({ n: count() }).from(cases)
  const begin = performance.now()
  const rebuild = options.count >= 100_000 ? await dropSecondaryIndexes(db, options.pool) : async () => {}
  const bulk = options.pool ? await copyBatchWriter(options.pool) : null
  const copying = bulk ? { writer: bulk.writer, inFlight: 2 } : {}
  const seeding = seedCases(db, {
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
  // A seed that fails half-way still leaves the batches it wrote with their indexes and figures: the
  // failure is told once they are whole again.
  const outcome = await seeding.then(
    () => ({ failed: false as const }),
    (error: unknown) => ({ failed: true as const, error }),
  )
  const written = performance.now()
  await rebuild()
  // The figures the cases' triggers would have kept, counted once from every case (as a restore's).
  if (bulk?.figuresBypassed) await options.rebuildCaseListFigures(db)
  if (outcome.failed) throw outcome.error
  return {
    casesPerSecond: (options.count / (written - begin)) * 1000,
    indexesMs: performance.now() - written,
  }
}

/** Writes each batch of cases and their rows, and says afterwards whether a kept figure was bypassed. */
interface BulkWriter {
  writer: CaseBatchWriter
  /** The cases were written without their figures' triggers: the figures are to be counted again. */
  figuresBypassed: boolean
}

/** The trigger function that keeps the case lists' figures (migration 0028), rebuilt after a bulk load. */
const rebuiltFigures = 'keep_case_list_figures'

/**
 * Each batch in one transaction on a connection of its own: its ids drawn from the sequences, then
 * every table's rows by COPY, in the order their references need. A superuser writes the tables as a
 * restore does (session_replication_role replica: no per-row reference checks, which took half the
 * database's time, every id the rows name having just been drawn here or read from the tables; and no
 * triggers). A table whose triggers only keep the case lists' figures (the cases) is written so too,
 * and `seedBulkCases` counts those figures once from the cases afterwards, as a restore is followed by
 * `npm run dashboards:rebuild`: the trigger's work per batch was a third of the seed's time. A table
 * with any other trigger of the product's own is written as any write is, its triggers and checks run.
 */
async function copyBatchWriter(pool: pg.Pool): Promise<BulkWriter> {
  const { rows } = await pool.query<{ superuser: boolean }>(
    "select current_setting('is_superuser') = 'on' as superuser",
  )
  const superuser = rows[0]?.superuser === true
  const triggered = await pool.query<{ name: string; rebuilt: boolean }>(
    `select c.relname as name, bool_and(p.proname = $1) as rebuilt
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and t.tgenabled = 'O' and c.relnamespace = current_schema()::regnamespace
      group by c.relname`,
    [rebuiltFigures],
  )
  const keptByTrigger = new Set(triggered.rows.filter((row) => !row.rebuilt).map((row) => row.name))
  const rebuiltAfter = new Set(triggered.rows.filter((row) => row.rebuilt).map((row) => row.name))
  let figuresBypassed = false
  const writer: CaseBatchWriter = async (size, rowsOf) => {
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
        const name = getTableName(table)
        const restoring = superuser && !keptByTrigger.has(name)
        if (restoring !== asRestore)
          await client.query(`set local session_replication_role = ${restoring ? 'replica' : 'origin'}`)
        asRestore = restoring
        if (restoring && rebuiltAfter.has(name) && rows.length > 0) figuresBypassed = true
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
  return {
    writer,
    get figuresBypassed() {
      return figuresBypassed
    },
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
