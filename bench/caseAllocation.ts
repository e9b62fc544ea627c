// Allocating 10,000 cases in one request on PostgreSQL, at the table size given (issue 14: 1M cases).
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { roleIds } from '../contract/menus.ts'
import { configFromEnv } from '../server/config.ts'
import { startServer } from '../server/main.ts'
import { databaseWith, signIn } from './cases.ts'
import { beside, type Row } from './goals.ts'
import { timed } from './load.ts'

const query = 'timestamp=1&lang=en-US'
const perRequest = 10_000
const runs = 3

interface Answer {
  respCode: string
  respMsg: string
  data: { shares: Array<{ count: number }> }
}

/**
 * Previews then allocates `perRequest` open cases scattered over the table to the bench collector's
 * team, `runs` times with other cases each time: even split when members are on duty today, else to
 * the team's collectors named (a weekend on the team's calendar).
 */
export async function allocationFigures(serverUrl: string, size: number, port: number): Promise<Row[]> {
  const { url } = await databaseWith(serverUrl, size)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const server = await startServer({ ...configFromEnv(), port, databaseUrl: url, logLevel: 'warn' })
  const base = `http://localhost:${port}/collection-service`
  const rows: Row[] = []
  try {
    const manager = await signIn(base, 'manager')
    const team = await client.query(
      "select team_id from users where username = 'bench.collector.1' or username = 'collector' order by username limit 1",
    )
    const teamId = Number(team.rows[0].team_id)
    const members = await client.query(
      "select id from users where team_id = $1 and role_id = $2 and status = 'active' order by id",
      [teamId, roleIds.collector],
    )
    // A team of the bench's size has more collectors than one allocation names (500): on a day the
    // team is off (a weekend), the cases go to the first 500 named, as a manager would choose them.
    const memberIds = members.rows.map((row) => Number(row.id)).slice(0, 500)
    const post = async (path: string, body: object) =>
      (await (
        await fetch(`${base}/collection/case/allocation/${path}?${query}`, {
          method: 'POST',
          headers: { authorization: manager, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Answer
    let way: { way: 'evenSplit' } | { way: 'manual'; memberIds: number[] } = { way: 'evenSplit' }
    for (let run = 1; run <= runs; run++) {
      const picked = await client.query(
        `select id from cases where kind = 'collection' and closed_at is null order by random() limit ${perRequest}`,
      )
      const caseIds = picked.rows.map((row) => Number(row.id))
      let preview = await timed(() => post('preview', { caseIds, teamId, ...way }))
      if (preview.result.respCode !== '000000' && way.way === 'evenSplit') {
        way = { way: 'manual', memberIds }
        preview = await timed(() => post('preview', { caseIds, teamId, ...way }))
      }
      if (preview.result.respCode !== '000000') throw new Error(`preview: ${preview.result.respMsg}`)
      const allocated = await timed(() =>
        post('allocate', { caseIds, teamId, ...way, clientMutationId: randomUUID() }),
      )
      if (allocated.result.respCode !== '000000') throw new Error(`allocate: ${allocated.result.respMsg}`)
      const label = `${caseIds.length} cases at ${size} cases, ${way.way}, ${allocated.result.data.shares.length} members, run ${run}`
      rows.push(
        {
          figure: `allocation preview: ${label}`,
          p50: `${preview.ms.toFixed(0)} ms`,
          p95: '',
          'per second': '',
        },
        {
          figure: `allocation (one request): ${label}`,
          p50: `${allocated.ms.toFixed(0)} ms`,
          p95: '',
          'per second': '',
          ...(size >= 1_000_000 && caseIds.length >= 10_000
            ? beside(allocated.ms, { atMost: 2000, unit: 'ms' })
            : {}),
        },
      )
    }
  } finally {
    await server.stop()
    await client.end()
  }
  return rows
}
