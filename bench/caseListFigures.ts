// The case lists' totals and filter choices (issue 28, docs/decisions/0057): each call beside its goal,
// and the scans they replaced, run alone in the same run, so the before and after are one measurement.
import pg from 'pg'
import { configFromEnv } from '../server/config.ts'
import { startServer } from '../server/main.ts'
import { databaseWith, signIn } from './cases.ts'
import { beside, type Row } from './goals.ts'
import { measure, percentile } from './load.ts'

const query = 'timestamp=1&lang=en-US'
const ms = (value: number) => `${value.toFixed(2)} ms`

export interface Viewers {
  manager: string
  leader: string
  collector: string
  collectorId: number
}

/** The totals and choices calls, one at a time, as a manager, a team leader and a collector ask them. */
export async function totalsAndChoicesFigures(base: string, size: number, viewers: Viewers): Promise<Row[]> {
  const { manager, leader, collector, collectorId } = viewers
  const calls: Array<[string, string, string]> = [
    ['manager, totals of all cases', manager, 'collection/case/all/summary?'],
    ['manager, totals of open cases being worked', manager, 'collection/case/collection/summary?'],
    ['manager, totals, unpaid without a deal', manager, 'collection/case/all/summary?status=unpaid&deal=no&'],
    ['manager, totals of one owner', manager, `collection/case/all/summary?ownerId=${collectorId}&`],
    [
      'manager, totals, closed, connected, with an appointment',
      manager,
      'collection/case/all/summary?closed=yes&connectionStatus=connected&appointment=yes&',
    ],
    ['team leader, totals of her team', leader, 'collection/case/all/summary?'],
    ['collector, totals', collector, 'collection/case/all/summary?'],
    // Overdue days are summed from the kept due days (with status, closed, brand, team type, team).
    [
      'manager, totals, overdue 30+ unpaid',
      manager,
      'collection/case/all/summary?status=unpaid&overdueMin=30&',
    ],
    [
      'team leader, totals, overdue 1 to 60 days, open',
      leader,
      'collection/case/all/summary?overdueMin=1&overdueMax=60&closed=no&',
    ],
    // A range of allocated days sums the kept hours (and counts the part-hours of a clock off the hour).
    [
      'manager, totals, allocated in a month',
      manager,
      'collection/case/all/summary?allocatedFrom=2026-10-01&allocatedTo=2026-10-31&',
    ],
    [
      'team leader, totals, allocated in a week, unpaid',
      leader,
      'collection/case/all/summary?allocatedFrom=2026-11-20&allocatedTo=2026-11-27&status=unpaid&',
    ],
    // Searches, and overdue days beside a mark or a holder, are not kept: these count the cases.
    ['collector, totals, overdue 30+ (counted)', collector, 'collection/case/all/summary?overdueMin=30&'],
    ['manager, totals, search by name (counted)', manager, 'collection/case/all/summary?search=hernan&'],
    [
      'manager, totals, overdue 30+ with a deal (counted)',
      manager,
      'collection/case/all/summary?overdueMin=30&deal=yes&',
    ],
    ['manager, owner and team type choices', manager, 'collection/case/filterChoices?'],
    ['team leader, owner and team type choices', leader, 'collection/case/filterChoices?'],
  ]
  const rows: Row[] = []
  for (const [label, token, path] of calls) {
    const call = () => fetch(`${base}/${path}${query}`, { headers: { authorization: token } })
    // A refused call answers fast too: only answered ones are figures.
    const answer = (await (await call()).json()) as { respCode: string }
    if (answer.respCode !== '000000') throw new Error(`${label}: answered ${answer.respCode}`)
    await measure(call, 10, 2)
    const latencies = await measure(call, 100, 1)
    rows.push({
      figure: `${size} cases: ${label}`,
      p50: ms(percentile(latencies, 50)),
      p95: ms(percentile(latencies, 95)),
      'per second': '',
      ...(size >= 1_000_000 ? beside(percentile(latencies, 95), { atMost: 30, unit: 'ms', of: 'p95' }) : {}),
    })
  }
  return rows
}

/** What the totals and choices were before they were kept: the same scans, their SQL run alone. */
const scansBefore: Array<[string, string]> = [
  [
    "manager's totals of all cases, scanning the cases",
    "select app_id, count(*), sum(amount), sum(paid_amount) from cases where kind = 'collection' group by app_id",
  ],
  [
    "team leader's owner choices, an exists on her team's cases per user",
    `select id, display_name from users where exists (select 1 from cases where owner_id = users.id
      and team_id = (select team_id from users where username = 'leader.mx')
      and (kind = 'collection' or kind = 'sale')) order by display_name, id`,
  ],
]

async function scanFigures(url: string, size: number): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const rows: Row[] = []
    for (const [label, statement] of scansBefore) {
      await client.query(statement)
      const latencies: number[] = []
      for (let i = 0; i < 8; i += 1) {
        const begin = performance.now()
        await client.query(statement)
        latencies.push(performance.now() - begin)
      }
      rows.push({
        figure: `${size} cases: before (decision 0057): ${label}, SQL alone`,
        p50: ms(percentile(latencies, 50)),
        p95: ms(percentile(latencies, 95)),
        'per second': '',
      })
    }
    return rows
  } finally {
    await client.end()
  }
}

/** `npm run bench -- --only totals`: the totals and choices at BENCH_CASES, and the scans they replaced. */
export async function caseTotalsFigures(serverUrl: string, size: number, port: number): Promise<Row[]> {
  const { url } = await databaseWith(serverUrl, size)
  const server = await startServer({ ...configFromEnv(), port, databaseUrl: url, logLevel: 'warn' })
  const base = `http://localhost:${port}/collection-service`
  try {
    const viewers = await viewersOf(base, url)
    return [...(await totalsAndChoicesFigures(base, size, viewers)), ...(await scanFigures(url, size))]
  } finally {
    await server.stop()
  }
}

/** The manager, the team leader with the most cases, and the first bench collector, signed in. */
export async function viewersOf(base: string, url: string): Promise<Viewers> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ username: string; id: number }>(
      `select username, id from users where username in ('leader.mx', 'leader', 'bench.collector.1')`,
    )
    const idOf = (username: string) => rows.find((row) => row.username === username)?.id
    return {
      manager: await signIn(base, 'manager'),
      leader: await signIn(base, idOf('leader.mx') ? 'leader.mx' : 'leader'),
      collector: await signIn(base, idOf('bench.collector.1') ? 'bench.collector.1' : 'collector'),
      collectorId: idOf('bench.collector.1') ?? 0,
    }
  } finally {
    await client.end()
  }
}
