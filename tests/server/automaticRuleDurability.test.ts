import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { changeRuleState, type RuleDefinitionInput, saveRule } from '../../contract/automaticRules.ts'
import { retrieveCases } from '../../contract/caseAllocation.ts'
import { basePath, type Endpoint } from '../../contract/endpoint.ts'
import { signIn } from '../../contract/session.ts'
import { health } from '../../contract/system.ts'
import { type Database, type OpenDatabase, openDatabase } from '../../server/database/connect.ts'
import { demoPassword } from '../../server/database/demoAccounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { automaticRuleRuns, automaticRules } from '../../server/database/schema/automaticRules.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams } from '../../server/database/schema/system.ts'
import { runDueRules } from '../../server/services/automaticRules/index.ts'
import { atOnce } from '../support/engineParity.ts'
import { eventually } from '../support/eventually.ts'
import { freePort } from '../support/freePort.ts'
import { startTestServer, usesPostgres } from '../support/testServer.ts'

// Issue 26, docs/decisions/0055: with several server processes behind a load balancer on one database,
// a rule runs once per scheduled time, and each case it moves is moved once. On PostgreSQL, two real
// server processes tick every 100 ms on one database; PGlite opens a data directory in one process
// only, so there two ticks are sent at once in one process.

const poolSize = 40

/** A rule dealing CDMX S2's pool to Lagos S1 every day at `time` (UTC). */
const ruleAt = (time: string, cdmx: number, lagos: number): RuleDefinitionInput => ({
  name: 'Once per time',
  time,
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5, 6, 7],
  inTeamId: cdmx,
  holder: 'notHeld',
  action: 'allocate',
  toTeamId: lagos,
  way: 'evenSplit',
  memberIds: [],
  cap: 1000,
})

/** The time (HH:mm, UTC) ten minutes ago: the rule's last time has come, the next is a day away. */
const tenMinutesAgo = () => new Date(Date.now() - 600_000).toISOString().slice(11, 16)

/**
 * What the run left: the rule's runs, and for each case the run moved, how many ALLOCATEs name it.
 */
async function outcome(db: Database, ruleId: number, pool: number[]) {
  const runs = await db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.ruleId, ruleId))
  const allocations = await db
    .select({ caseId: transitions.entityId, n: count() })
    .from(transitions)
    .where(
      and(
        eq(transitions.entityType, 'case'),
        eq(transitions.eventType, 'ALLOCATE'),
        inArray(transitions.entityId, pool),
        sql`${transitions.eventPayload} -> 'rule' ->> 'ruleId' = ${String(ruleId)}`,
      ),
    )
    .groupBy(transitions.entityId)
  return { runs, allocations }
}

/** The real server in a process of its own (tests/support/serverProcess.ts), ticking the rules often. */
class TickingServer {
  private child: ChildProcess | undefined
  private output = ''
  private readonly port: number
  private readonly databaseUrl: string
  constructor(port: number, databaseUrl: string) {
    this.port = port
    this.databaseUrl = databaseUrl
  }

  async start() {
    const child = spawn(process.execPath, ['tests/support/serverProcess.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        AUTOMATIC_RULES_TICK_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    child.stdout!.on('data', (chunk) => (this.output += chunk))
    child.stderr!.on('data', (chunk) => (this.output += chunk))
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${this.output}`)
      expect((await this.fetch(health, undefined)).status).toBe(200)
    })
  }

  stop(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  fetch(entry: Endpoint, input: unknown, token?: string) {
    const query = new URLSearchParams({ lang: 'en-US', timestamp: String(Date.now()) })
    const url = `http://127.0.0.1:${this.port}${basePath}${entry.path}?${query}`
    const authorization: Record<string, string> = token ? { authorization: token } : {}
    if (entry.method === 'GET') return fetch(url, { headers: authorization })
    const json = entry.encoding === 'json'
    return fetch(url, {
      method: entry.method,
      headers: {
        ...authorization,
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body: json ? JSON.stringify(input) : new URLSearchParams(input as Record<string, string>).toString(),
    })
  }

  async send<T>(entry: Endpoint, input: unknown, token: string): Promise<T> {
    const body = (await (await this.fetch(entry, input, token)).json()) as { respCode: string; data: T }
    expect(body.respCode).toBe('000000')
    return body.data
  }

  async signIn(username: string): Promise<string> {
    const response = await this.fetch(signIn, { username, password: demoPassword })
    return response.headers.get('authorization') ?? ''
  }
}

/** A database of its own on the PostgreSQL server, copied from the run's template, dropped afterwards. */
async function ownPostgresDatabase() {
  const url = new URL(process.env.DATABASE_URL!)
  const name = `rules_${randomBytes(5).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  const template = inject('postgresTemplate')
  await admin(`create database ${name}${template ? ` template "${template}"` : ''}`)
  const own = new URL(url)
  own.pathname = `/${name}`
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

/** The demo's rules out of the way, Lagos S1 on duty every day, and CDMX S2's pool of cases to deal. */
async function prepare(db: Database) {
  await db.update(automaticRules).set({ lifecycle: { value: 'archived', context: { version: 1 } } })
  const [lagos] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Lagos S1 Collection'))
  const [cdmx] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'CDMX S2 Collection'))
  await db
    .update(teams)
    .set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(teams.id, lagos!.id))
  const pool = (
    await db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          eq(cases.teamId, cdmx!.id),
          eq(cases.kind, 'collection'),
          sql`${cases.closedAt} is null and ${cases.ownerId} is not null`,
        ),
      )
      .orderBy(cases.id)
      .limit(poolSize)
  ).map((row) => row.id)
  return { lagos: lagos!.id, cdmx: cdmx!.id, pool }
}

/** The rule was activated an hour ago: its time ten minutes ago is due now. */
const activatedAnHourAgo = (db: Database, ruleId: number) =>
  db
    .update(automaticRules)
    .set({ activeSince: new Date(Date.now() - 3_600_000) })
    .where(eq(automaticRules.id, ruleId))

const closing: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const close of closing.reverse()) await close()
})

describe('one rule, one run per scheduled time, whatever the number of processes', () => {
  it(usesPostgres
    ? 'two server processes ticking on one PostgreSQL database claim the time once and move each case once'
    : 'two ticks at once on one PGlite database claim the time once and move each case once', async () => {
    let database: OpenDatabase | undefined
    let databaseUrl = ''
    let db: Database
    const servers: TickingServer[] = []
    let call!: <T>(entry: Endpoint, input: unknown) => Promise<T>
    if (usesPostgres) {
      const own = await ownPostgresDatabase()
      databaseUrl = own.url
      closing.push(own.drop)
      database = await openDatabase({ databaseUrl: own.url, poolSize: 2 })
      closing.push(() => database!.close())
      db = database.db
    } else {
      const server = await startTestServer()
      closing.push(() => server.close())
      db = server.db
      const token = await server.signInAs('manager')
      call = async (entry, input) => {
        const { body } = await server.call(entry, input as never, { token })
        expect(body.respCode).toBe('000000')
        return body.data as never
      }
    }
    const { lagos, cdmx, pool } = await prepare(db)
    if (usesPostgres) {
      for (let i = 0; i < 2; i++) servers.push(new TickingServer(await freePort(), databaseUrl))
      closing.push(() => Promise.all(servers.map((server) => server.stop())))
      await Promise.all(servers.map((server) => server.start()))
      const token = await servers[0]!.signIn('manager')
      call = (entry, input) => servers[0]!.send(entry, input, token)
    }
    await call(retrieveCases, { caseIds: pool, clientMutationId: randomUUID() })
    const rule = await call<{ id: number }>(saveRule, {
      ...ruleAt(tenMinutesAgo(), cdmx, lagos),
      clientMutationId: randomUUID(),
    })
    await call(changeRuleState, { ruleId: rule.id, event: 'ACTIVATE', clientMutationId: randomUUID() })
    await activatedAnHourAgo(db, rule.id)

    if (!usesPostgres) {
      const settings = { staleAfterMs: 300_000, batchSize: 7, tickEveryMs: 0, catchUpMs: 21_600_000 }
      const now = new Date()
      const ticks = await atOnce([runDueRules(db, settings, now), runDueRules(db, settings, now)])
      expect(ticks.flatMap((tick) => tick?.ran ?? [])).toHaveLength(1)
    }
    // The servers tick every 100 ms, each racing the other for the time: wait for the run to end.
    const ended = await eventually(async () => {
      const { runs } = await outcome(db, rule.id, pool)
      expect(runs.map((run) => run.status)).toEqual(['done'])
      return runs[0]!
    })
    const { runs, allocations } = await outcome(db, rule.id, pool)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ id: ended.id, trigger: 'schedule', matched: poolSize, moved: poolSize })
    expect(allocations).toHaveLength(poolSize)
    expect(allocations.every((row) => row.n === 1)).toBe(true)
  }, 300_000)
})
