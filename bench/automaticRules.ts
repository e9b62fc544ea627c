// A rule moving 10,000 cases in one run on PostgreSQL, at the table size given (issue 26: 1M cases).
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { roleIds } from '../contract/menus.ts'
import { configFromEnv } from '../server/config.ts'
import { startServer } from '../server/main.ts'
import { databaseWith, signIn } from './cases.ts'
import type { Row } from './goals.ts'
import { timed } from './load.ts'

const query = 'timestamp=1&lang=en-US'
const perRun = 10_000

interface Answer<Data> {
  respCode: string
  respMsg: string
  data: Data
}

interface Preview {
  matched: number
  taken: number
  allocation: { shares: Array<{ count: number }> } | null
}

interface Run {
  status: string
  matched: number
  moved: number
  skipped: number
  durationMs: number | null
  error: string | null
}

/**
 * Makes an active rule taking every open case overdue 1 to 90 days, held by anyone, to the bench
 * collector's team (even split when members are on duty today, else to its collectors named), with a
 * cap of `perRun`; previews it, runs it once now through the run-now call (batches of
 * AUTOMATIC_RULES_BATCH), and archives it so no later bench's tick runs it.
 */
export async function ruleRunFigures(serverUrl: string, size: number, port: number): Promise<Row[]> {
  const { url } = await databaseWith(serverUrl, size)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const config = configFromEnv()
  // Only the run measured moves cases: no tick of the rules while the bench runs.
  const server = await startServer({
    ...config,
    port,
    databaseUrl: url,
    logLevel: 'warn',
    automaticRules: { ...config.automaticRules, tickEveryMs: 0 },
  })
  const base = `http://localhost:${port}/collection-service`
  try {
    const manager = await signIn(base, 'manager')
    const team = await client.query(
      "select team_id from users where username = 'bench.collector.1' or username = 'collector' order by username limit 1",
    )
    const teamId = Number(team.rows[0].team_id)
    const members = await client.query(
      "select id from users where team_id = $1 and role_id = $2 and status = 'active' order by id limit 500",
      [teamId, roleIds.collector],
    )
    const memberIds = members.rows.map((row) => Number(row.id))
    const post = async <Data>(path: string, body: object) => {
      const answer = (await (
        await fetch(`${base}/collection/case/automatical/${path}?${query}`, {
          method: 'POST',
          headers: { authorization: manager, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Answer<Data>
      if (answer.respCode !== '000000') throw new Error(`${path}: ${answer.respMsg}`)
      return answer.data
    }
    const definition = {
      name: `Bench ${new Date().toISOString()}`,
      time: '03:00',
      timeZone: 'UTC',
      days: [1],
      overdueMin: 1,
      overdueMax: 90,
      holder: 'anyone',
      action: 'allocate',
      toTeamId: teamId,
      way: 'evenSplit',
      memberIds: [] as number[],
      cap: perRun,
    }
    let preview = await timed(() => post<Preview>('preview', definition).catch(() => null))
    // A day off for the team: its collectors named, as an allocator would.
    if (!preview.result) {
      Object.assign(definition, { way: 'manual', memberIds })
      preview = await timed(() => post<Preview>('preview', definition))
    }
    const rule = await post<{ id: number }>('save', { ...definition, clientMutationId: randomUUID() })
    await post('state', { ruleId: rule.id, event: 'ACTIVATE', clientMutationId: randomUUID() })
    const ran = await timed(() => post<Run>('run', { ruleId: rule.id, clientMutationId: randomUUID() }))
    await post('state', { ruleId: rule.id, event: 'ARCHIVE', clientMutationId: randomUUID() })
    const run = ran.result
    if (run.status !== 'done') throw new Error(`the run ${run.status}: ${run.error}`)
    const label = `at ${size} cases, ${definition.way}, ${preview.result!.allocation?.shares.length ?? 0} members, batches of ${config.automaticRules.batchSize}`
    const figure = (name: string, value: string) => ({
      figure: `${name} ${label}`,
      p50: value,
      p95: '',
      'per second': '',
    })
    return [
      figure('automatic rule preview', `${preview.ms.toFixed(0)} ms`),
      figure('automatic rule run now (request)', `${ran.ms.toFixed(0)} ms`),
      figure('automatic rule run (its record)', `${run.durationMs ?? 0} ms`),
      figure('automatic rule matched', String(run.matched)),
      figure('automatic rule moved', String(run.moved)),
    ]
  } finally {
    await server.stop()
    await client.end()
  }
}
