// Targets' lists on PostgreSQL at the bench's case counts (issue 25): the teams' and the members'
// targets of the current salary period, each row with its progress from the kept figures, first page
// and one team, through the real HTTP service. Figures beside the ceiling, never asserted.
import pg from 'pg'
import { basePath, type Endpoint } from '../contract/endpoint.ts'
import { personTargetList, teamTargetList } from '../contract/targets.ts'
import { configFromEnv } from '../server/config.ts'
import { openDatabase } from '../server/database/connect.ts'
import { seedTargets } from '../server/database/seedTargets.ts'
import { startServer } from '../server/main.ts'
import { signIn } from './cases.ts'
import { beside, type Row } from './goals.ts'
import { measure, percentile } from './load.ts'

/** The p95 a targets list should stay under at a million cases. */
const ceilingMs = 50

/** The synthetic collectors' team (the largest), found in the seeded database. */
async function benchTeam(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ team_id: number }>(
      "select team_id from users where username = 'bench.collector.1'",
    )
    return rows[0]!.team_id
  } finally {
    await client.end()
  }
}

export async function targetFigures(
  serverUrl: string,
  sizes: number[],
  databaseWith: (serverUrl: string, cases: number) => Promise<{ url: string }>,
): Promise<Row[]> {
  const rows: Row[] = []
  for (const [index, size] of sizes.entries()) {
    const { url } = await databaseWith(serverUrl, size)
    const port = 3370 + index
    const server = await startServer({ ...configFromEnv(), port, databaseUrl: url, logLevel: 'warn' })
    // The bench's own teams came after the demo's seed: they get their targets here, once.
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 })
    await seedTargets(database.db)
    await database.close()
    const base = `http://localhost:${port}${basePath}`
    try {
      const manager = await signIn(base, 'manager')
      const teamId = await benchTeam(url)
      const calls: Array<[string, Endpoint, Record<string, string | number>]> = [
        ["teams' targets, first page", teamTargetList, { limit: 50, order: 'asc' }],
        ["teams' targets, one team", teamTargetList, { limit: 50, order: 'asc', teamId }],
        ["members' targets, first page", personTargetList, { limit: 50, order: 'asc' }],
        ["members' targets, one team", personTargetList, { limit: 50, order: 'asc', teamId }],
      ]
      for (const [label, entry, input] of calls) {
        const query = new URLSearchParams({ timestamp: '1', lang: 'en-US' })
        for (const [name, value] of Object.entries(input)) query.set(name, String(value))
        const call = async () => {
          const response = await fetch(`${base}${entry.path}?${query}`, {
            headers: { authorization: manager },
          })
          if (response.status !== 200) throw new Error(`${entry.path} answered ${response.status}`)
          return response
        }
        await measure(call, 20, 2)
        const latencies = await measure(call, 200, 1)
        rows.push({
          figure: `${size} cases: ${label}`,
          p50: `${percentile(latencies, 50).toFixed(2)} ms`,
          p95: `${percentile(latencies, 95).toFixed(2)} ms`,
          'per second': '',
          ...beside(percentile(latencies, 95), { atMost: ceilingMs, unit: 'ms', of: 'p95' }),
        })
      }
    } finally {
      await server.stop()
    }
  }
  return rows
}
