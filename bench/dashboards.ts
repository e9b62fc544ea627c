// Dashboard figures on PostgreSQL at two table sizes: every call a manager, a leader or a collector
// makes from the dashboards, one at a time, and how much it slows as the operation grows.
import pg from 'pg'
import {
  collectionDashboard,
  dashboardCases,
  performanceDetails,
  performanceStatement,
  staffDetails,
  staffPerformance,
  staffsDashboard,
  staffsStatement,
} from '../contract/dashboards.ts'
import { basePath, type Endpoint } from '../contract/endpoint.ts'
import { sellersPerformance } from '../contract/sellersPerformance.ts'
import { configFromEnv } from '../server/config.ts'
import { startServer } from '../server/main.ts'
import { databaseWith, signIn } from './cases.ts'
import { beside, type Row } from './goals.ts'
import { measure, percentile } from './load.ts'

/** The p95 a dashboard call must stay under at a million cases (issue 23). */
const budgetMs = 50

/** The people the bench asks as, and a bench team with its members: found in the seeded database. */
async function whoToAsk(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number; team_id: number }>(
      "select id, team_id from users where username = 'bench.collector.1'",
    )
    return { collectorId: rows[0]!.id, teamId: rows[0]!.team_id }
  } finally {
    await client.end()
  }
}

/** The last 90 days, as a custom period ending today on the server's calendar. */
function lastNinetyDays() {
  const to = new Date()
  const from = new Date(to.getTime() - 89 * 86_400_000)
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return { period: 'custom', from: day(from), to: day(to) }
}

export async function dashboardFigures(serverUrl: string, sizes: number[]): Promise<Row[]> {
  const rows: Row[] = []
  const p95s = new Map<string, Map<number, number>>()
  for (const [index, size] of sizes.entries()) {
    const { url } = await databaseWith(serverUrl, size)
    const { collectorId, teamId } = await whoToAsk(url)
    const port = 3350 + index
    const server = await startServer({ ...configFromEnv(), port, databaseUrl: url, logLevel: 'warn' })
    const base = `http://localhost:${port}${basePath}`
    try {
      const manager = await signIn(base, 'manager')
      const leader = await signIn(base, 'leader')
      const collector = await signIn(base, 'bench.collector.1')
      const quarter = lastNinetyDays()
      const month = { period: 'thisMonth' }
      const calls: Array<[string, string, Endpoint, Record<string, string | number>]> = [
        ['statement, collector', collector, performanceStatement, {}],
        ['statement, team leader', leader, performanceStatement, {}],
        ['statement, manager', manager, performanceStatement, {}],
        ['performance details, manager, 90 days', manager, performanceDetails, quarter],
        ['performance details, a team, 90 days', manager, performanceDetails, { ...quarter, teamId }],
        ['collection dashboard, manager', manager, collectionDashboard, {}],
        ['collection dashboard, a team', manager, collectionDashboard, { teamId }],
        [
          "a member's unfinished cases of today (hoylist)",
          manager,
          dashboardCases.list,
          { list: 'today', operatorId: collectorId, limit: 50 },
        ],
        ['staff dashboard, manager (per team)', manager, staffsDashboard, month],
        ['staff dashboard, a team', manager, staffsDashboard, { ...month, teamId }],
        ["a member's days, 90 days", manager, staffDetails, { ...quarter, operatorId: collectorId }],
        ['staff statement, manager', manager, staffsStatement.list, month],
        ['staff performance, a team', manager, staffPerformance.list, { ...month, teamId }],
        ["sellers' performance, manager", manager, sellersPerformance, month],
      ]
      for (const [label, token, entry, input] of calls) {
        const query = new URLSearchParams({ timestamp: '1', lang: 'en-US' })
        for (const [name, value] of Object.entries(input)) query.set(name, String(value))
        const call = () => fetch(`${base}${entry.path}?${query}`, { headers: { authorization: token } })
        await measure(call, 20, 2)
        const latencies = await measure(call, 200, 1)
        const p95 = percentile(latencies, 95)
        p95s.set(label, (p95s.get(label) ?? new Map()).set(size, p95))
        rows.push({
          figure: `${size} cases: dashboard, ${label}`,
          p50: `${percentile(latencies, 50).toFixed(2)} ms`,
          p95: `${p95.toFixed(2)} ms`,
          'per second': '',
        })
      }
    } finally {
      await server.stop()
    }
  }
  const [small, large] = [sizes[0]!, sizes.at(-1)!]
  if (small !== large) {
    const ratios = [...p95s.values()].map((bySize) => bySize.get(large)! / bySize.get(small)!)
    const worst = Math.max(...[...p95s.values()].map((bySize) => bySize.get(large)!))
    rows.push({
      figure: `dashboard p95 ratio ${large} / ${small} cases, worst call (aim ≤ 1.5)`,
      p50: '',
      p95: Math.max(...ratios).toFixed(2),
      'per second': '',
    })
    rows.push({
      figure: `dashboard slowest p95 at ${large} cases`,
      p50: '',
      p95: `${worst.toFixed(2)} ms`,
      'per second': '',
      ...beside(worst, { atMost: budgetMs, unit: 'ms', of: 'p95' }),
    })
  }
  return rows
}
