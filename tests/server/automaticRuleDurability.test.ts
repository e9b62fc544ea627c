import { randomUUID } from 'node:crypto'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { changeRuleState, type RuleDefinitionInput, saveRule } from '../../contract/automaticRules.ts'
import { retrieveCases } from '../../contract/caseAllocation.ts'
import type { Endpoint } from '../../contract/endpoint.ts'
import { type Database, type OpenDatabase, openDatabase } from '../../server/database/connect.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { automaticRuleRuns, automaticRules } from '../../server/database/schema/automaticRules.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams } from '../../server/database/schema/system.ts'
import { runDueRules } from '../../server/services/automaticRules/index.ts'
import { atOnce } from '../support/engineParity.ts'
import { eventually } from '../support/eventually.ts'
import { freePort } from '../support/freePort.ts'
import { ServerProcess } from '../support/serverProcessHandle.ts'
import { copyOfPostgresTemplate } from '../support/testDatabase.ts'
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

/** The data of an answer the server accepted. */
function accepted<T>(body: { respCode: string; data: unknown }): T {
  expect(body.respCode).toBe('000000')
  return body.data as T
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
    const servers: ServerProcess[] = []
    let call!: <T>(entry: Endpoint, input: unknown) => Promise<T>
    if (usesPostgres) {
      const own = await copyOfPostgresTemplate('rules')
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
      call = async (entry, input) => accepted((await server.call(entry, input as never, { token })).body)
    }
    const { lagos, cdmx, pool } = await prepare(db)
    if (usesPostgres) {
      for (let i = 0; i < 2; i++)
        servers.push(
          new ServerProcess(await freePort(), { DATABASE_URL: databaseUrl, AUTOMATIC_RULES_TICK_MS: '100' }),
        )
      closing.push(() => Promise.all(servers.map((server) => server.stop())))
      await Promise.all(servers.map((server) => server.start()))
      const token = await servers[0]!.signIn('manager')
      call = async (entry, input) => accepted((await servers[0]!.send(entry, input, token)).body)
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
    // The servers tick every 100 ms, each racing the other for the time: wait for the run to end,
    // within this test's budget (two server processes on a loaded machine are slow, not wrong).
    const ended = await eventually(async () => {
      const { runs } = await outcome(db, rule.id, pool)
      expect(runs.map((run) => run.status)).toEqual(['done'])
      return runs[0]!
    }, 200_000)
    const { runs, allocations } = await outcome(db, rule.id, pool)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ id: ended.id, trigger: 'schedule', matched: poolSize, moved: poolSize })
    expect(allocations).toHaveLength(poolSize)
    expect(allocations.every((row) => row.n === 1)).toBe(true)
  }, 300_000)
})
