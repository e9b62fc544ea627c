// `npm run seed`: migrate the configured database (DATABASE_URL, or PGlite in DATA_DIR) and seed the
// demo operation when it is empty. `npm run seed -- --cases 1000000` then adds that many cases for
// benchmarks, spread over synthetic collectors (`--collectors`, default one per 500 cases).
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { passwordHasher } from '../server/auth/passwords.ts'
import { configFromEnv } from '../server/config.ts'
import { openDatabase } from '../server/database/connect.ts'
import { seedIfEmpty } from '../server/database/seed.ts'
import { seedBulkCases } from '../server/database/seedBulk.ts'
import { rebuildCaseListFigures } from '../server/services/cases/index.ts'
import { rebuildKeptFigures } from '../server/services/dashboards/index.ts'
import { progressBar } from './progressBar.ts'

const { values } = parseArgs({ options: { cases: { type: 'string' }, collectors: { type: 'string' } } })
const bulk = values.cases ? Number(values.cases) : 0
if (!Number.isInteger(bulk) || bulk < 0) {
  console.error('--cases must be a whole number of cases to add, e.g. --cases 1000000')
  process.exit(1)
}

const config = configFromEnv()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  const hasher = passwordHasher(config.argon2)
  const seeded = await seedIfEmpty(database.db, hasher)
  console.log(seeded ? 'Seeded the demo operation.' : 'The database already has the demo operation.')
  if (bulk > 0) {
    const collectors = values.collectors ? Number(values.collectors) : Math.max(1, Math.ceil(bulk / 500))
    const { casesPerSecond, indexesMs } = await seedBulkCases(database.db, hasher, {
      count: bulk,
      collectors,
      pool: database.pool,
      onProgress: progressBar(bulk, 'cases'),
      rebuildCaseListFigures,
    })
    console.log(
      `Added ${bulk} cases for ${collectors} synthetic collectors at ${Math.round(casesPerSecond)} rows per second (then their indexes and the lists' figures in ${(indexesMs / 1000).toFixed(1)} s).`,
    )
    // The new collectors' dashboard figures, counted from the cases and records just added.
    const everyone = await rebuildKeptFigures(database.db)
    console.log(`Rebuilt the dashboards' kept figures of ${everyone.of} people.`)
    // Fresh statistics, so the planner uses the indexes on the new rows, and the kept days' visibility
    // map, so it reads them from their index alone (as autovacuum leaves a table changed mostly by
    // today's rows); the cases and records keep the state a busy day leaves them in.
    await database.db.execute(sql`vacuum analyze person_day_work`)
    await database.db.execute(sql`analyze`)
  }
} finally {
  await database.close()
}
