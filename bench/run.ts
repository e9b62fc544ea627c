// `npm run bench`: figures, never pass/fail. Everything runs on this machine over loopback.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import { buildClientIfChanged } from '../scripts/clientBuild.ts'
import { configFromEnv } from '../server/config.ts'
import { demoPassword } from '../server/database/demoAccounts.ts'
import { startServer } from '../server/main.ts'
import { ruleRunFigures } from './automaticRules.ts'
import { allocationFigures } from './caseAllocation.ts'
import { caseTotalsFigures } from './caseListFigures.ts'
import { caseFigures, databaseWith, emptyDatabase } from './cases.ts'
import { dashboardFigures } from './dashboards.ts'
import { firstOpenFigures } from './firstOpen.ts'
import { beside, type Limit, type Row } from './goals.ts'
import { measure, percentile, summary, timed } from './load.ts'
import { moneyFigures } from './moneyReconciliation.ts'
import { offlineReloadFigures } from './offlineReload.ts'
import { outboxFlushFigures } from './outboxFlush.ts'
import { scalingFigures } from './scaling.ts'
import { shellBudgetKb } from './shellBudget.ts'
import { signedInShellGzipBytes } from './shellSize.ts'
import { targetFigures } from './targets.ts'

// `npm run bench -- --only cases` measures the case lists alone (with DATABASE_URL set);
// `--only outboxFlush` the outbox sent after the network returns, beside writes sent online (on PGlite,
// and with DATABASE_URL on PostgreSQL too).
const { values: options } = parseArgs({ options: { only: { type: 'string' } } })
// `--only allocation` allocates 10,000 cases in one request at BENCH_CASES (1M by default) on PostgreSQL.
const allocationOnly = options.only === 'allocation'
// `--only rules` runs a rule moving 10,000 cases once, at BENCH_CASES (1M by default) on PostgreSQL.
const rulesOnly = options.only === 'rules'
// `--only dashboards` asks every dashboard call at BENCH_CASES (10000,1000000 by default) on PostgreSQL.
const dashboardsOnly = options.only === 'dashboards'
// `--only money` checks that every case's paid, cut and remaining amounts add up, at BENCH_CASES.
const moneyOnly = options.only === 'money'
// `--only targets` asks the teams' and members' targets lists at BENCH_CASES on PostgreSQL.
const targetsOnly = options.only === 'targets'
// `--only scaling` asks four kinds of request of one server process, then of two on one database,
// at BENCH_CASES (1M by default) on PostgreSQL (docs/scaling.md).
const scalingOnly = options.only === 'scaling'
// `--only totals` asks the case lists' totals and filter choices, beside the scans they replaced, at
// BENCH_CASES (1M by default) on PostgreSQL (docs/decisions/0057).
const totalsOnly = options.only === 'totals'
const casesOnly =
  options.only === 'cases' ||
  allocationOnly ||
  rulesOnly ||
  dashboardsOnly ||
  moneyOnly ||
  targetsOnly ||
  scalingOnly ||
  totalsOnly
const outboxFlushOnly = options.only === 'outboxFlush'
const everything = options.only === undefined
const query = 'timestamp=1&lang=en-US'
const rows: Row[] = []
const ms = (value: number) => `${value.toFixed(2)} ms`

if (!casesOnly) buildClientIfChanged()
const dataDir = mkdtempSync(join(tmpdir(), 'collection-bench-'))

async function serviceFigures(
  engine: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  port: number,
) {
  const config = { ...configFromEnv(), port, dataDir, databaseUrl, logLevel: 'warn' }
  const server = await startServer(config)
  const base = `http://localhost:${port}/collection-service`
  try {
    // Sign-in: dominated by argon2id at the configured cost.
    const signIn = () =>
      fetch(`${base}/api/skip/user/login?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `username=manager&password=${demoPassword}`,
      })
    const signInRun = await timed(() => measure(signIn, 40, 2))
    const signInFigures = summary('sign-in', signInRun.result, signInRun.ms)
    const { memoryCost, timeCost, parallelism } = config.argon2
    rows.push({
      figure: `${engine}: sign-in (argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism})`,
      p50: ms(signInFigures.p50),
      p95: ms(signInFigures.p95),
      'per second': signInFigures.perSecond.toFixed(1),
    })
    const token = (await signIn()).headers.get('authorization') ?? ''
    const teams = () => fetch(`${base}/sys/team/all?${query}`, { headers: { authorization: token } })
    await measure(teams, 200, 8)
    const teamsRun = await timed(() => measure(teams, 3000, 16))
    const teamsFigures = summary('teams', teamsRun.result, teamsRun.ms)
    rows.push({
      figure: `${engine}: /sys/team/all (session, menu check, query)`,
      p50: ms(teamsFigures.p50),
      p95: ms(teamsFigures.p95),
      'per second': teamsFigures.perSecond.toFixed(0),
    })
    if (engine === 'PGlite') {
      rows.push(...(await firstOpenRows(`http://localhost:${port}`)))
      rows.push(...(await offlineReloadRows(`http://localhost:${port}`)))
      rows.push(...(await outboxFlushRows(`http://localhost:${port}`)))
    }
    return teamsFigures.perSecond
  } finally {
    await server.stop()
  }
}

// The first open of a list and of a case in a session, in Chromium, click to rows (demo data).
async function firstOpenRows(baseUrl: string) {
  const figures = await firstOpenFigures(baseUrl)
  if (!figures) {
    return [{ figure: 'first opens: install chromium to measure them', p50: '', p95: '', 'per second': '' }]
  }
  const row = (figure: string, values: number[], goal?: Limit) => ({
    figure: `${figure}, ${values.length} runs`,
    p50: values.length > 0 ? ms(percentile(values, 50)) : 'none measured',
    p95: '',
    'per second': '',
    ...(goal ? beside(percentile(values, 50), goal) : {}),
  })
  // Where the list's time went, each part's own median (they need not add up to the total's).
  const phases = (
    [
      ['before', 'click to the list call’s start (screen code, what runs before it asks)'],
      ['call', 'the list call (network and server)'],
      ['after', 'its answer to the first row (parse, keep, React, draw)'],
    ] as const
  ).map(([phase, what]) =>
    row(
      `    of which ${what}`,
      figures.listPhases.map((each) => each[phase]),
    ),
  )
  return [
    row('first open of All cases in a session, console installed (click to first row)', figures.list, {
      atMost: 150,
      unit: 'ms',
      of: 'p50',
    }),
    ...phases,
    row('first open of a case in a session, console installed (click to its header)', figures.detail, {
      atMost: 100,
      unit: 'ms',
      of: 'p50',
    }),
    row(
      'first open of All cases on a computer new to the console (its offline copy installing meanwhile)',
      figures.listOnNewComputer,
    ),
  ]
}

// A reload of All cases with the network and without it (service worker and Dexie), and their ratio.
async function offlineReloadRows(baseUrl: string) {
  const figures = await offlineReloadFigures(baseUrl)
  if (!figures) {
    return [{ figure: 'offline reload: install chromium to measure it', p50: '', p95: '', 'per second': '' }]
  }
  const online = percentile(figures.online, 50)
  const offline = percentile(figures.offline, 50)
  const row = (figure: string, p50: string) => ({ figure, p50, p95: '', 'per second': '' })
  return [
    row(`reload of All cases to its first row, online, ${figures.online.length} runs`, ms(online)),
    row(`reload of All cases to its first row, offline, ${figures.offline.length} runs`, ms(offline)),
    row(
      `ratio offline / online reload (p50)${figures.missed ? `; ${figures.missed} reloads drew no row in 15 s` : ''}`,
      (offline / online).toFixed(2),
    ),
  ]
}

/**
 * A collector's to-dos sent through the real client: one at a time online (queued to sent), and 100
 * and 1000 queued offline, from the network's return to an empty outbox; a ratio above 1 is what a
 * write costs more in a flush than alone (the queue's own bookkeeping growing with its length).
 */
async function outboxFlushRows(baseUrl: string, engine: 'PGlite' | 'PostgreSQL' = 'PGlite') {
  const row = (figure: string, p50: string, goal?: ReturnType<typeof beside>) => ({
    figure,
    p50,
    p95: '',
    'per second': '',
    ...goal,
  })
  const figures = await outboxFlushFigures(baseUrl)
  if (!figures) return [row('outbox flush: install chromium to measure it', '')]
  const online = percentile(figures.online, 50)
  return [
    row(
      `outbox (${engine}): a to-do made online, queued to sent, ${figures.online.length} writes (p50 per write)`,
      ms(online),
    ),
    ...figures.flushes.flatMap(({ writes, ms: total }) => [
      row(
        `outbox (${engine}): ${writes} queued writes, network back to empty outbox (total)`,
        ms(total),
        writes === 1000 ? beside(total, { atMost: 5000, unit: 'ms' }) : undefined,
      ),
      row(
        `outbox (${engine}): ratio flush of ${writes} per write / online per write (p50)`,
        (total / writes / online).toFixed(2),
      ),
    ]),
  ]
}

/**
 * The same outbox figures with the server on PostgreSQL, in a database of the bench's own made
 * afresh each run (the flush adds thousands of to-dos to a few cases, which a reused one would keep).
 */
async function postgresOutboxFlushRows(port: number) {
  const databaseUrl = await emptyDatabase(postgresServer(), 'collection_bench_outbox')
  const server = await startServer({ ...configFromEnv(), port, dataDir, databaseUrl, logLevel: 'warn' })
  try {
    return await outboxFlushRows(`http://localhost:${port}`, 'PostgreSQL')
  } finally {
    await server.stop()
  }
}

if (outboxFlushOnly) {
  const port = Number(process.env.BENCH_PORT ?? 3204)
  const server = await startServer({ ...configFromEnv(), port, dataDir, logLevel: 'warn' })
  try {
    rows.push(...(await outboxFlushRows(`http://localhost:${port}`)))
  } finally {
    await server.stop()
  }
  if (process.env.DATABASE_URL) rows.push(...(await postgresOutboxFlushRows(port + 1)))
}

if (everything) await generalFigures()

async function generalFigures() {
  const bare = Fastify({ logger: false })
  bare.get('/bare', async () => ({ respCode: '000000', respMsg: 'success', data: [] }))
  await bare.listen({ port: 3202, host: '127.0.0.1' })
  const bareCall = () => fetch('http://127.0.0.1:3202/bare')
  await measure(bareCall, 200, 8)
  const bareRun = await timed(() => measure(bareCall, 3000, 16))
  const bareFigures = summary('bare', bareRun.result, bareRun.ms)
  await bare.close()
  rows.push({
    figure: 'bare Fastify route, same run',
    p50: ms(bareFigures.p50),
    p95: ms(bareFigures.p95),
    'per second': bareFigures.perSecond.toFixed(0),
  })

  const engines: Array<['PGlite' | 'PostgreSQL', string | undefined]> = [['PGlite', undefined]]
  if (process.env.DATABASE_URL) engines.push(['PostgreSQL', process.env.DATABASE_URL])
  for (const [index, [engine, url]] of engines.entries()) {
    const perSecond = await serviceFigures(engine, url, 3201 + index * 10)
    rows.push({
      figure: `${engine}: ratio bare / teams (requests per second)`,
      p50: '',
      p95: '',
      'per second': (bareFigures.perSecond / perSecond).toFixed(2),
    })
  }

  // Time from `npm start` (its script, on a warm tree: client built, database seeded) to answering.
  const startRun = await timed(
    () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/start.ts'], {
          env: { ...process.env, PORT: '3203', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('is running at')) {
            child.kill('SIGTERM')
            resolve()
          }
        })
        child.once('exit', (code) =>
          code && code !== 0 ? reject(new Error(`start exited ${code}`)) : undefined,
        )
      }),
  )
  rows.push({ figure: 'npm start to listening (warm tree)', p50: ms(startRun.ms), p95: '', 'per second': '' })
}

/** The PostgreSQL server of DATABASE_URL, without a database: the bench makes databases of its own there. */
function postgresServer(): string {
  const server = new URL(process.env.DATABASE_URL!)
  server.pathname = ''
  return server.toString().replace(/\/$/, '')
}

/** One part measured at BENCH_CASES (1M by default) on PostgreSQL, its server processes from `port` up. */
type AtOneSize = (serverUrl: string, size: number, port: number) => Promise<Row[]>
const atOneSize: Array<[boolean, AtOneSize, number]> = [
  [allocationOnly, allocationFigures, 3310],
  [rulesOnly, ruleRunFigures, 3320],
  [scalingOnly, scalingFigures, 3330],
  [totalsOnly, caseTotalsFigures, 3340],
]
// A whole run (no --only) measures them too, after the lists, so every goal is printed in one run.
for (const [wanted, figures, port] of everything ? [] : atOneSize) {
  if (!wanted || !process.env.DATABASE_URL) continue
  const size = Number(process.env.BENCH_CASES ?? 1_000_000)
  rows.push(...(await figures(postgresServer(), size, Number(process.env.BENCH_PORT ?? port))))
}

// Case lists and dashboards at two sizes on PostgreSQL (each size's database is seeded once and then reused).
if (
  process.env.DATABASE_URL &&
  !outboxFlushOnly &&
  !allocationOnly &&
  !rulesOnly &&
  !scalingOnly &&
  !totalsOnly
) {
  const sizes = (process.env.BENCH_CASES ?? '10000,1000000').split(',').map(Number)
  const serverUrl = postgresServer()
  if (targetsOnly) rows.push(...(await targetFigures(serverUrl, sizes, databaseWith)))
  else {
    if (!dashboardsOnly && !moneyOnly) rows.push(...(await caseFigures(serverUrl, sizes)))
    if (!moneyOnly) rows.push(...(await dashboardFigures(serverUrl, sizes)))
    if (!dashboardsOnly) rows.push(...(await moneyFigures(serverUrl, sizes, databaseWith)))
    rows.push(...(await targetFigures(serverUrl, sizes, databaseWith)))
  }
} else if (!outboxFlushOnly && !allocationOnly && !rulesOnly && !scalingOnly && !totalsOnly) {
  rows.push({
    figure: 'case lists: set DATABASE_URL to a PostgreSQL server to measure them',
    p50: '',
    p95: '',
    'per second': '',
  })
}

// A whole run with PostgreSQL also allocates, runs a rule and asks two server processes, at the largest size.
if (everything && process.env.DATABASE_URL) {
  const largest = Math.max(...(process.env.BENCH_CASES ?? '10000,1000000').split(',').map(Number))
  for (const [, figures, port] of atOneSize) rows.push(...(await figures(postgresServer(), largest, port)))
}

// A whole run with PostgreSQL drains the outbox into it too, beside the embedded PGlite's figures.
if (everything && process.env.DATABASE_URL) rows.push(...(await postgresOutboxFlushRows(3350)))

if (everything) {
  const shell = signedInShellGzipBytes()
  rows.push({
    figure: `signed-in shell first load, gzipped JS (${shell.files.length} files; held by npm test)`,
    p50: `${(shell.bytes / 1024).toFixed(1)} KB`,
    p95: '',
    'per second': '',
    ...beside(shell.bytes / 1024, { atMost: shellBudgetKb, unit: 'KB' }),
  })
}

await new Promise((resolve) => setTimeout(resolve, 500))
rmSync(dataDir, { recursive: true, force: true })
console.table(rows)
