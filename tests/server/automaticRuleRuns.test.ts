import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ruleRunCases, runRuleNow } from '../../contract/automaticRules.ts'
import { allocateCases } from '../../contract/caseAllocation.ts'
import { messageList } from '../../contract/messages.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import {
  automaticRuleRunCases,
  automaticRuleRuns,
  automaticRules,
} from '../../server/database/schema/automaticRules.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { runDueRules } from '../../server/services/automaticRules/index.ts'
import { lockRule } from '../../server/services/automaticRules/ruleRecords.ts'
import { applyRun, claimRun, runClock } from '../../server/services/automaticRules/ruleRuns.ts'
import { changed, intoPool, poolRule, rulesRunServer, saved, write } from '../support/automaticRuleSamples.ts'
import { closeMeanwhile, userIdOf } from '../support/caseFixtures.ts'
import type { TestServer } from '../support/testServer.ts'

// A run's cap, the cases changed between its plan and its move, a batch that fails, and a run whose
// process died taken over by the next tick (docs/decisions/0055).

let server: TestServer
let manager: string
let managerId: number
let lagos: number
let cdmx: number

beforeAll(async () => {
  ;({ server, manager, managerId, lagos, cdmx } = await rulesRunServer())
})
afterAll(() => server?.close())

const hourMs = 3_600_000

/** The UTC time of day (HH:mm) so many milliseconds from `at`, for a rule's time. */
const hhmm = (at: Date, plusMs: number) => new Date(at.getTime() + plusMs).toISOString().slice(11, 16)

/** The open cases of CDMX S2 held by no one: what the pool rules match. */
const poolNow = async () =>
  (
    await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          eq(cases.teamId, cdmx),
          isNull(cases.ownerId),
          isNull(cases.closedAt),
          eq(cases.kind, 'collection'),
        ),
      )
  ).map((row) => row.id)

/** A pool rule made and activated for one test; the caller archives it when done. */
async function activeRule(over: Parameters<typeof poolRule>[2] = {}) {
  const rule = await saved(server, manager, poolRule(cdmx, lagos, over))
  await changed(server, manager, rule.id, 'ACTIVATE')
  return rule.id
}

/** A run claimed as a tick or a hand would claim it, its cases planned, nothing moved yet. */
async function claimed(ruleId: number, now = new Date(), batchSize = 2) {
  const settings = { ...server.config.automaticRules, batchSize }
  const clock = runClock(now)
  const runId = await server.db.transaction(async (tx) =>
    claimRun(
      tx,
      await lockRule(tx, ruleId),
      { trigger: 'manual', scheduledFor: null, startedById: managerId },
      clock,
      settings,
    ),
  )
  return { runId: runId!, settings, clock }
}

const outcomesOf = async (runId: string) =>
  server.db
    .select({
      caseId: automaticRuleRunCases.caseId,
      outcome: automaticRuleRunCases.outcome,
      reason: automaticRuleRunCases.reason,
    })
    .from(automaticRuleRunCases)
    .where(eq(automaticRuleRunCases.runId, runId))
    .orderBy(automaticRuleRunCases.caseId)

const movedBy = async (runId: string) =>
  (
    await server.db
      .select({ id: transitions.entityId })
      .from(transitions)
      .where(
        and(
          eq(transitions.eventType, 'ALLOCATE'),
          sql`${transitions.eventPayload} -> 'rule' ->> 'runId' = ${runId}`,
        ),
      )
  ).map((row) => row.id)

describe('a run takes at most its cap, and leaves what changed since its plan', () => {
  it('run by hand over its cap: moves the cap, the rest left over cap for the next run; its replay answers the same run', async () => {
    await intoPool(server, manager, cdmx, 12)
    const ruleId = await activeRule({ cap: 5 })
    const input = { ruleId, ...write() }
    const first = await server.call(runRuleNow, input, { token: manager })
    expect(first.body.respCode, first.body.respMsg).toBe('000000')
    expect(first.body.data).toMatchObject({
      trigger: 'manual',
      scheduledFor: null,
      startedByName: 'Roberto Castillo',
      status: 'done',
      matched: 12,
      moved: 5,
      skipped: 7,
      skippedReasons: [{ reason: 'overCap', count: 7 }],
    })
    expect(await poolNow()).toHaveLength(7)
    // The same write sent again: the same run, nothing moved twice.
    const replay = await server.call(runRuleNow, input, { token: manager })
    expect(replay.body.data).toEqual(first.body.data)
    expect(await poolNow()).toHaveLength(7)
    const second = await server.call(runRuleNow, { ruleId, ...write() }, { token: manager, lang: 'es-ES' })
    expect(second.body.data).toMatchObject({
      matched: 7,
      moved: 5,
      skippedReasons: [{ reason: 'overCap', count: 2 }],
    })
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it('a case allocated by hand or closed after the plan is left, and said why; the rest move in batches', async () => {
    await intoPool(server, manager, cdmx, 6)
    const ruleId = await activeRule()
    const pool = (await poolNow()).sort((a, b) => a - b)
    const { runId, settings, clock } = await claimed(ruleId)
    expect((await outcomesOf(runId)).map((row) => row.outcome)).toEqual(pool.map(() => 'planned'))
    // Between the plan and the move: one given to Ana Torres by hand, one closed by the office.
    const [handed, closing] = [pool[1]!, pool[4]!]
    const ana = await userIdOf(server, 'collector.mx')
    const byHand = await server.call(
      allocateCases,
      { caseIds: [handed], teamId: cdmx, way: 'manual', memberIds: [ana], ...write() },
      { token: manager },
    )
    expect(byHand.body.respCode, byHand.body.respMsg).toBe('000000')
    await closeMeanwhile(server, closing, managerId)

    await applyRun(server.db, runId, settings, clock)
    const outcomes = await outcomesOf(runId)
    expect(outcomes.filter((row) => row.outcome === 'skipped')).toEqual([
      { caseId: handed, outcome: 'skipped', reason: 'changed' },
      { caseId: closing, outcome: 'skipped', reason: 'closed' },
    ])
    expect(outcomes.filter((row) => row.outcome === 'moved')).toHaveLength(pool.length - 2)
    const [run] = await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.id, runId))
    expect(run).toMatchObject({ status: 'done', matched: pool.length, moved: pool.length - 2, skipped: 2 })
    expect(run!.skippedReasons).toEqual([
      { reason: 'changed', count: 1 },
      { reason: 'closed', count: 1 },
    ])
    // The case given by hand stays with Ana, moved once.
    const [kept] = await server.db.select({ ownerId: cases.ownerId }).from(cases).where(eq(cases.id, handed))
    expect(kept!.ownerId).toBe(ana)
    expect(await movedBy(runId)).not.toContain(handed)
    const listed = await server.call(ruleRunCases, { runId, outcome: 'skipped' }, { token: manager })
    expect(listed.body.data.rows.map((row) => [row.caseId, row.reason]).sort()).toEqual(
      [
        [handed, 'changed'],
        [closing, 'closed'],
      ].sort(),
    )
    await changed(server, manager, ruleId, 'ARCHIVE')
  })
})

describe('a run that fails or dies leaves every case moved and recorded, or untouched', () => {
  it('a batch that fails rolls back whole: its cases and those after stay untouched, recorded as not moved; the run is failed and the owner told', async () => {
    await intoPool(server, manager, cdmx, 6)
    const ruleId = await activeRule({ name: 'Fails in its second batch' })
    const pool = (await poolNow()).sort((a, b) => a - b)
    const { runId, settings, clock } = await claimed(ruleId)
    // The database refuses to change the fourth case: the second batch of two fails in its update.
    const refused = pool[3]!
    await server.db.execute(
      sql.raw(`create function refuse_case() returns trigger language plpgsql as $$
        begin if new.id = ${refused} then raise exception 'the disk is full'; end if; return new; end $$`),
    )
    await server.db.execute(
      sql.raw(
        'create trigger refuse_case before update on cases for each row execute function refuse_case()',
      ),
    )
    try {
      await applyRun(server.db, runId, settings, clock)
    } finally {
      await server.db.execute(sql.raw('drop trigger refuse_case on cases'))
      await server.db.execute(sql.raw('drop function refuse_case()'))
    }
    // What the failed run did not move is left, recorded as not moved: the rule's next run plans it again.
    const outcomes = await outcomesOf(runId)
    expect(outcomes.map((row) => [row.outcome, row.reason])).toEqual([
      ['moved', null],
      ['moved', null],
      ...Array(4).fill(['skipped', 'stopped']),
    ])
    const untouched = pool.slice(2)
    const rows = await server.db
      .select({ ownerId: cases.ownerId, teamId: cases.teamId })
      .from(cases)
      .where(inArray(cases.id, untouched))
    expect(rows.every((row) => row.ownerId === null && row.teamId === cdmx)).toBe(true)
    expect((await movedBy(runId)).sort((a, b) => a - b)).toEqual(pool.slice(0, 2))
    const [run] = await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.id, runId))
    expect(run).toMatchObject({ status: 'failed', moved: 2, skipped: 4, error: 'server.failure' })
    expect(run!.skippedReasons).toEqual([{ reason: 'stopped', count: 4 }])
    expect(run!.finishedAt).not.toBeNull()
    const told = await server.call(messageList, {}, { token: manager })
    const message = told.body.data.find((item) => item.content.includes('Fails in its second batch'))
    expect(message!.content).toContain(
      'stopped with 2 of 6 cases allocated: Something went wrong on the server',
    )
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it('a run whose process died is taken over by the next tick once it is stale, and finished; meanwhile no other run of the rule starts by hand', async () => {
    const pool = (await poolNow()).concat(await intoPool(server, manager, cdmx, 4))
    const started = new Date()
    // Its time six hours before now: no scheduled time of it falls in this test's ticks.
    const ruleId = await activeRule({ name: 'Dies after its plan', time: hhmm(started, -6 * hourMs) })
    const { runId, settings } = await claimed(ruleId, started, 1000)
    // Its process is gone: nothing moved, the run still running with its heartbeat of the claim.
    await changed(server, manager, ruleId, 'PAUSE')
    await changed(server, manager, ruleId, 'RESUME')
    const meanwhile = await server.call(runRuleNow, { ruleId, ...write() }, { token: manager, lang: 'es-ES' })
    expect([meanwhile.status, meanwhile.body.respCode, meanwhile.body.respMsg]).toEqual([
      409,
      'automaticRule.running',
      'Hay una ejecución de esta regla en curso; su registro la muestra cuando termine.',
    ])
    // Not yet stale: the tick leaves it to the process that may still be working on it.
    expect(await runDueRules(server.db, settings, new Date(started.getTime() + 60_000))).toBeUndefined()
    expect((await outcomesOf(runId)).every((row) => row.outcome === 'planned')).toBe(true)

    const later = new Date(started.getTime() + settings.staleAfterMs + 60_000)
    const tick = await runDueRules(server.db, settings, later)
    expect(tick).toEqual({ recovered: [runId], ran: [] })
    const [run] = await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.id, runId))
    expect(run).toMatchObject({ status: 'done', matched: pool.length, moved: pool.length })
    const after = await server.db
      .select({ ownerId: cases.ownerId, teamId: cases.teamId })
      .from(cases)
      .where(inArray(cases.id, pool))
    expect(after.every((row) => row.teamId === lagos && row.ownerId !== null)).toBe(true)
    expect((await movedBy(runId)).sort((a, b) => a - b)).toEqual([...pool].sort((a, b) => a - b))
    const lagosCollectors = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.teamId, lagos))
    expect(after.every((row) => lagosCollectors.some((member) => member.id === row.ownerId))).toBe(true)
    // Taken over once: the next tick finds nothing to take.
    expect(
      await runDueRules(server.db, settings, new Date(later.getTime() + settings.staleAfterMs * 2)),
    ).toBeUndefined()
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it('a run whose process died longer ago than the catch-up window is not finished: it ends interrupted, its cases left as they are', async () => {
    const pool = (await poolNow()).concat(await intoPool(server, manager, cdmx, 2))
    const started = new Date()
    const ruleId = await activeRule({ name: 'Died long ago', time: hhmm(started, -6 * hourMs) })
    const { runId } = await claimed(ruleId, started, 1000)
    const settings = server.config.automaticRules
    const tick = await runDueRules(
      server.db,
      settings,
      new Date(started.getTime() + settings.catchUpMs + 60_000),
    )
    expect(tick).toEqual({ recovered: [runId], ran: [] })
    const [run] = await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.id, runId))
    expect(run).toMatchObject({
      status: 'failed',
      moved: 0,
      skipped: pool.length,
      error: 'automaticRule.interrupted',
    })
    expect((await outcomesOf(runId)).every((row) => row.reason === 'stopped')).toBe(true)
    expect(await movedBy(runId)).toEqual([])
    expect(await poolNow()).toEqual(expect.arrayContaining(pool))
    await changed(server, manager, ruleId, 'ARCHIVE')
  })
})

describe('a run stops when its rule or its owner no longer runs it', () => {
  it('a rule paused after its run was claimed moves nothing more: the run ends failed saying so, its cases left', async () => {
    const pool = (await poolNow()).concat(await intoPool(server, manager, cdmx, 3))
    const ruleId = await activeRule({ name: 'Paused under way' })
    const { runId, settings, clock } = await claimed(ruleId)
    await changed(server, manager, ruleId, 'PAUSE')
    await applyRun(server.db, runId, settings, clock)
    const [run] = await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.id, runId))
    expect(run).toMatchObject({ status: 'failed', moved: 0, error: 'automaticRule.stopped' })
    expect(await movedBy(runId)).toEqual([])
    expect(await poolNow()).toEqual(expect.arrayContaining(pool))
    const told = await server.call(messageList, {}, { token: manager, lang: 'es-ES' })
    const message = told.body.data.find((item) => item.content.includes('Paused under way'))
    expect(message!.content).toContain('La regla se pausó o archivó mientras se ejecutaba')
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it('an owner disabled after the run was claimed: it moves nothing more, and ends failed saying why', async () => {
    const pool = (await poolNow()).concat(await intoPool(server, manager, cdmx, 2))
    const ruleId = await activeRule({ name: 'Owner gone' })
    const { runId, settings, clock } = await claimed(ruleId)
    await server.db.update(users).set({ status: 'disabled' }).where(eq(users.id, managerId))
    try {
      await applyRun(server.db, runId, settings, clock)
    } finally {
      await server.db.update(users).set({ status: 'active' }).where(eq(users.id, managerId))
    }
    const [run] = await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.id, runId))
    expect(run).toMatchObject({ status: 'failed', moved: 0, error: 'automaticRule.ownerCannotAllocate' })
    expect(await movedBy(runId)).toEqual([])
    expect(await poolNow()).toEqual(expect.arrayContaining(pool))
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it('a scheduled time that comes while a run of the rule is under way waits for the next tick, then runs', async () => {
    await intoPool(server, manager, cdmx, 2)
    const now = new Date()
    const ruleId = await activeRule({ name: 'Busy at its time', time: hhmm(now, 2 * 60_000) })
    const { runId, settings, clock } = await claimed(ruleId, now)
    const due = new Date(now.getTime() + 3 * 60_000)
    expect(await runDueRules(server.db, settings, due)).toBeUndefined()
    await applyRun(server.db, runId, settings, clock)
    const next = await runDueRules(server.db, settings, new Date(due.getTime() + 60_000))
    expect(next?.ran).toHaveLength(1)
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it("a case the rule no longer takes since the plan (gone to another team's pool) is left as changed, though still held by no one", async () => {
    await intoPool(server, manager, cdmx, 2)
    const ruleId = await activeRule({ name: 'CDMX pool only' })
    const { runId, settings, clock } = await claimed(ruleId)
    const planned = (await outcomesOf(runId)).map((row) => row.caseId)
    const gone = planned[0]!
    await server.db.update(cases).set({ teamId: lagos }).where(eq(cases.id, gone))
    await applyRun(server.db, runId, settings, clock)
    const outcomes = await outcomesOf(runId)
    expect(outcomes.find((row) => row.caseId === gone)).toMatchObject({
      outcome: 'skipped',
      reason: 'changed',
    })
    expect(outcomes.filter((row) => row.outcome === 'moved').length).toBe(planned.length - 1)
    expect(await movedBy(runId)).not.toContain(gone)
    await changed(server, manager, ruleId, 'ARCHIVE')
  })

  it('an active rule edited starts its schedule afresh: a time moved to earlier today does not run at once', async () => {
    await intoPool(server, manager, cdmx, 2)
    const now = new Date()
    const ruleId = await activeRule({ name: 'Moved earlier', time: hhmm(now, 6 * hourMs) })
    // Active since this morning, five hours ago.
    await server.db
      .update(automaticRules)
      .set({ activeSince: new Date(now.getTime() - 5 * hourMs) })
      .where(eq(automaticRules.id, ruleId))
    const edited = await saved(server, manager, {
      ...poolRule(cdmx, lagos, { name: 'Moved earlier', time: hhmm(now, -2 * hourMs) }),
      ruleId,
    })
    expect(edited).toMatchObject({ state: 'active', version: 2 })
    // Saved again as it is, it stays at its version.
    const again = await saved(server, manager, {
      ...poolRule(cdmx, lagos, { name: 'Moved earlier', time: hhmm(now, -2 * hourMs) }),
      ruleId,
    })
    expect(again.version).toBe(2)
    expect(
      await runDueRules(server.db, server.config.automaticRules, new Date(now.getTime() + 60_000)),
    ).toBeUndefined()
    await changed(server, manager, ruleId, 'ARCHIVE')
  })
})
