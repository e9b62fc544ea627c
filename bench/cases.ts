// Case-list figures on PostgreSQL at two table sizes: the list should barely slow as the table grows.
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { configFromEnv } from '../server/config.ts'
import { demoPassword } from '../server/database/demoAccounts.ts'
import { startServer } from '../server/main.ts'
import { caseExportFigures } from './caseExport.ts'
import { totalsAndChoicesFigures, viewersOf } from './caseListFigures.ts'
import { listSqlOf, type Statement } from './caseListSql.ts'
import { beside, type Row } from './goals.ts'
import { measure, percentile, timed } from './load.ts'

const query = 'timestamp=1&lang=en-US'
/** The goals of a list call bound it at a million cases (DESIGN.md's budget, issue 28's ratio). */
const atGoalSize = (size: number) => size >= 1_000_000

/**
 * A database of its own per size, seeded once and reused by later runs (a million takes minutes).
 * BENCH_DATABASE_PREFIX names them apart when several checkouts share one PostgreSQL server.
 */
export async function databaseWith(
  serverUrl: string,
  cases: number,
): Promise<{ url: string; seedRowsPerSecond: number | null; preparedMs: number | null }> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'collection_bench'}_${cases}`
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await admin.connect()
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  if (!exists) await admin.query(`create database ${name}`)
  await admin.end()
  const url = `${serverUrl}/${name}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const have = await client.query(
    "select count(*)::int as n from information_schema.tables where table_name = 'cases'",
  )
  const count = have.rows[0].n ? (await client.query('select count(*)::int as n from cases')).rows[0].n : 0
  await client.end()
  if (count >= cases) return { url, seedRowsPerSecond: null, preparedMs: null }
  console.log(`Seeding ${cases} cases into ${name} (once; later runs reuse it) ...`)
  const begin = performance.now()
  const seeded = spawnSync(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/seed.ts', '--cases', String(cases - count)],
    {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  )
  const preparedMs = performance.now() - begin
  const perSecond = /at (\d+) rows per second/.exec(seeded.stdout)?.[1]
  // A database topped up (an earlier run stopped while seeding) is no measure of preparing one.
  if (count > 0) return { url, seedRowsPerSecond: null, preparedMs: null }
  return { url, seedRowsPerSecond: perSecond ? Number(perSecond) : null, preparedMs }
}

/** A database of the bench's own on that server, made empty (dropped first if it is there). */
export async function emptyDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  return `${serverUrl}/${name}`
}

export async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/skip/user/login?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${encodeURIComponent(username)}&password=${demoPassword}`,
  })
  return response.headers.get('authorization') ?? ''
}

async function firstCaseId(base: string, token: string): Promise<number> {
  const answer = (await (
    await fetch(`${base}/collection/case/all/list?${query}&limit=1`, { headers: { authorization: token } })
  ).json()) as {
    data: { rows: Array<{ id: number }> }
  }
  return answer.data.rows[0]!.id
}

export async function caseFigures(serverUrl: string, sizes: number[]): Promise<Row[]> {
  const rows: Row[] = []
  const p95s = new Map<number, number>()
  for (const [index, size] of sizes.entries()) {
    const { url, seedRowsPerSecond, preparedMs } = await databaseWith(serverUrl, size)
    rows.push(...seedFigures(size, seedRowsPerSecond, preparedMs))
    const port = 3300 + index
    const server = await startServer({ ...configFromEnv(), port, databaseUrl: url, logLevel: 'warn' })
    const base = `http://localhost:${port}/collection-service`
    try {
      const manager = await signIn(base, 'manager')
      const collector = await signIn(base, 'bench.collector.1')
      const cursorOf = async (token: string, params: string) =>
        (
          (await (
            await fetch(`${base}/collection/case/all/list?${query}&${params}`, {
              headers: { authorization: token },
            })
          ).json()) as { data: { nextCursor: string } }
        ).data.nextCursor
      const workQueue = 'limit=50&sort=workQueue&order=asc'
      const managerCursor = await cursorOf(manager, 'limit=50')
      const queueCursor = await cursorOf(collector, workQueue)
      const calls: Array<[string, string, string]> = [
        ['manager, first page', manager, 'limit=50'],
        [
          'manager, overdue 30+ unpaid, by due date',
          manager,
          'limit=50&status=unpaid&overdueMin=30&sort=dueDate&order=asc',
        ],
        ['manager, second page (cursor)', manager, `limit=50&after=${managerCursor}`],
        // Typed as a collector types: no accent, a family name's start ('Hernández' is never first).
        ['manager, search by name', manager, 'limit=50&search=hernan'],
        ['collector, first page', collector, 'limit=50'],
        // The collector's default order: open first, soonest appointment, most overdue (three keys).
        ['collector, work queue', collector, workQueue],
        ['collector, work queue, second page (cursor)', collector, `${workQueue}&after=${queueCursor}`],
        ['manager, work queue', manager, workQueue],
      ]
      const sqlClient = new pg.Client({ connectionString: url })
      await sqlClient.connect()
      try {
        for (const [label, token, params] of calls) {
          const call = () =>
            fetch(`${base}/collection/case/all/list?${query}&${params}`, {
              headers: { authorization: token },
            })
          await measure(call, 30, 4)
          // Latency one request at a time (the client shares this process), throughput with 8 in flight.
          const latencies = await measure(call, 300, 1)
          const load = await timed(() => measure(call, 400, 8))
          rows.push({
            figure: `${size} cases: list, ${label}`,
            p50: `${percentile(latencies, 50).toFixed(2)} ms`,
            p95: `${percentile(latencies, 95).toFixed(2)} ms`,
            'per second': ((load.result.length / load.ms) * 1000).toFixed(0),
            ...(atGoalSize(size)
              ? beside(percentile(latencies, 95), { atMost: 30, unit: 'ms', of: 'p95' })
              : {}),
          })
          if (label === 'manager, first page') p95s.set(size, percentile(latencies, 95))
          // The same page's own SQL, as the service builds it for that user, run alone in this run.
          const statement = await listSqlOf(
            url,
            label.startsWith('collector') ? 'bench.collector.1' : 'manager',
            params,
          )
          rows.push(...(await sqlBeside(sqlClient, statement, latencies, atGoalSize(size))))
        }
      } finally {
        await sqlClient.end()
      }
      // Asked beside every first page: the totals of the filter, and the filters' choices (each beside its goal).
      rows.push(...(await totalsAndChoicesFigures(base, size, await viewersOf(base, url))))
      const caseId = await firstCaseId(base, manager)
      const detail = () =>
        fetch(`${base}/collection/case/detail?${query}&caseId=${caseId}`, {
          headers: { authorization: manager },
        })
      const detailRun = await measure(detail, 300, 1)
      rows.push({
        figure: `${size} cases: case detail`,
        p50: `${percentile(detailRun, 50).toFixed(2)} ms`,
        p95: `${percentile(detailRun, 95).toFixed(2)} ms`,
        'per second': '',
      })
      if (index === sizes.length - 1) {
        rows.push(...(await caseExportFigures(base, manager, size)))
        rows.push(await plainCopyFigure(url))
      }
    } finally {
      await server.stop()
    }
  }
  const [small, large] = [p95s.get(sizes[0]!), p95s.get(sizes.at(-1)!)]
  if (small && large)
    rows.push({
      figure: `list p95 ratio ${sizes.at(-1)} / ${sizes[0]} cases, manager's first page`,
      p50: '',
      p95: (large / small).toFixed(2),
      'per second': '',
    })
  return rows
}

/**
 * The seed's figures beside its goals (issue 28), when this run seeded: the cases it wrote a second
 * (with every row a case needs and its history), and the whole preparation of the database (migrated,
 * the demo, the cases, their indexes, the dashboards' kept figures, fresh statistics).
 */
function seedFigures(size: number, casesPerSecond: number | null, preparedMs: number | null): Row[] {
  if (preparedMs === null) return []
  return [
    {
      figure: `seed, ${size} cases: cases written a second`,
      p50: '',
      p95: '',
      'per second': casesPerSecond ?? 'not printed by the seed',
      // At the bench's million: a small seed's rate is mostly its start.
      ...(atGoalSize(size) ? beside(casesPerSecond ?? Number.NaN, { atLeast: 20_000, unit: 'cases/s' }) : {}),
    },
    {
      figure: `seed, ${size} cases: database ready to measure`,
      p50: `${(preparedMs / 1000).toFixed(1)} s`,
      p95: '',
      'per second': '',
      ...(atGoalSize(size) ? beside(preparedMs / 1000, { atMost: 120, unit: 's' }) : {}),
    },
  ]
}

/** The statement alone, one at a time as the calls were, and how much the call adds to it. */
async function sqlBeside(
  client: pg.Client,
  statement: Statement,
  callLatencies: number[],
  withGoal: boolean,
): Promise<Row[]> {
  const run = async () => {
    const begin = performance.now()
    await client.query({ text: statement.text, values: statement.values, rowMode: 'array' })
    return performance.now() - begin
  }
  for (let i = 0; i < 30; i += 1) await run()
  const latencies: number[] = []
  for (let i = 0; i < 300; i += 1) latencies.push(await run())
  const [callP50, callP95] = [percentile(callLatencies, 50), percentile(callLatencies, 95)]
  const [sqlP50, sqlP95] = [percentile(latencies, 50), percentile(latencies, 95)]
  return [
    {
      figure: '    its SQL alone (one statement, pins and rows), same run',
      p50: `${sqlP50.toFixed(2)} ms`,
      p95: `${sqlP95.toFixed(2)} ms`,
      'per second': '',
    },
    {
      figure: '    ratio list call / its SQL',
      p50: (callP50 / sqlP50).toFixed(2),
      p95: (callP95 / sqlP95).toFixed(2),
      'per second': '',
      ...(withGoal ? beside(callP50 / sqlP50, { atMost: 1.5, unit: '', of: 'p50' }) : {}),
    },
  ]
}

/** A plain server-side COPY of 100,000 of the same case rows, beside the seed generator's rate. */
async function plainCopyFigure(url: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('create temp table copied (like cases)')
    await client.query("copy (select * from cases limit 100000) to '/tmp/collection-bench-cases.copy'")
    const { ms } = await timed(() => client.query("copy copied from '/tmp/collection-bench-cases.copy'"))
    return {
      figure: 'plain COPY of 100000 case rows (no customers, no indexes)',
      p50: '',
      p95: '',
      'per second': Math.round(100_000 / (ms / 1000)),
    }
  } catch (error) {
    return { figure: `plain COPY skipped: ${(error as Error).message}`, p50: '', p95: '', 'per second': '' }
  } finally {
    await client.end()
  }
}
