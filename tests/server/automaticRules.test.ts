import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewRule, ruleDetail, ruleList, ruleRunCases, ruleRuns } from '../../contract/automaticRules.ts'
import { messageList } from '../../contract/messages.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { automaticRuleRuns } from '../../server/database/schema/automaticRules.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { runDueRules } from '../../server/services/automaticRules/index.ts'
import { changed, intoPool, poolRule, rulesRunServer, saved } from '../support/automaticRuleSamples.ts'
import type { TestServer } from '../support/testServer.ts'

// Issue 26, docs/decisions/0055: a rule made, previewed, activated and run on its schedule at the
// test's clock, paused and resumed, edited into a new version and archived, each run on record.

let server: TestServer
let manager: string
let lagos: number
let cdmx: number
let managerId: number
const dayMs = 86_400_000
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs)

beforeAll(async () => {
  ;({ server, manager, managerId, lagos, cdmx } = await rulesRunServer())
})
afterAll(() => server?.close())

const tick = (now: Date) => runDueRules(server.db, server.config.automaticRules, now)

async function casesOf(caseIds: number[]) {
  return server.db
    .select({
      id: cases.id,
      ownerId: cases.ownerId,
      teamId: cases.teamId,
      way: cases.allocationWay,
      allocatedById: cases.allocatedById,
    })
    .from(cases)
    .where(inArray(cases.id, caseIds))
}

async function allocationsOf(caseIds: number[]) {
  return server.db
    .select({
      entityId: transitions.entityId,
      payload: transitions.eventPayload,
      actorId: transitions.actorId,
      clientMutationId: transitions.clientMutationId,
      runId: sql<string | null>`${transitions.eventPayload} -> 'rule' ->> 'runId'`,
    })
    .from(transitions)
    .where(
      and(
        eq(transitions.entityType, 'case'),
        eq(transitions.eventType, 'ALLOCATE'),
        inArray(transitions.entityId, caseIds),
      ),
    )
}

async function runsOf(ruleId: number) {
  const { body } = await server.call(ruleRuns, { ruleId }, { token: manager })
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data.rows
}

describe('a rule previewed, activated and run on its schedule (issue 26)', () => {
  it('moves on its scheduled time what its preview showed, once, naming the rule, its version and the run', async () => {
    const pool = await intoPool(server, manager, cdmx, 12)
    const definition = poolRule(cdmx, lagos)
    const draft = await saved(server, manager, definition)
    expect(draft).toMatchObject({
      state: 'draft',
      version: 1,
      teamId: lagos,
      ownerId: managerId,
      nextRunAt: null,
    })

    // The dry run: who would get how many, and nothing written.
    const before = await casesOf(pool)
    const transitionsBefore = await allocationsOf(pool)
    const preview = await server.call(previewRule, definition, { token: manager })
    expect(preview.body.respCode, preview.body.respMsg).toBe('000000')
    expect(preview.body.data).toMatchObject({ matched: 12, taken: 12, skippedReasons: [] })
    const lagosMembers = await server.db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(and(eq(users.teamId, lagos), eq(users.roleId, 2)))
    expect(preview.body.data.allocation?.shares.map((share) => share.count).sort()).toEqual([6, 6])
    expect(preview.body.data.allocation?.shares.map((share) => share.memberId).sort()).toEqual(
      lagosMembers.map((member) => member.id).sort(),
    )
    // A few of the cases it would take, for the eye: from the pool, held by no one.
    expect(preview.body.data.sample).toHaveLength(10)
    expect(pool).toEqual(expect.arrayContaining(preview.body.data.sample.map((item) => item.caseId)))
    expect(preview.body.data.sample.every((item) => item.holderName === null)).toBe(true)
    expect(await casesOf(pool)).toEqual(before)
    expect(await allocationsOf(pool)).toEqual(transitionsBefore)
    expect(
      await server.db.select().from(automaticRuleRuns).where(eq(automaticRuleRuns.ruleId, draft.id)),
    ).toEqual([])

    const active = await changed(server, manager, draft.id, 'ACTIVATE')
    expect(active.state).toBe('active')
    const slot = active.nextRunAt!
    expect(slot.slice(11)).toBe('07:00:00.000Z')

    // The time comes: the tick a little after it runs the rule once.
    const ran = await tick(at(slot, 30_000))
    expect(ran?.ran).toHaveLength(1)
    const runId = ran!.ran[0]!
    const after = await casesOf(pool)
    expect(after.every((row) => row.teamId === lagos && row.way === 'automatic')).toBe(true)
    expect(after.every((row) => row.allocatedById === managerId)).toBe(true)
    for (const share of preview.body.data.allocation!.shares)
      expect(after.filter((row) => row.ownerId === share.memberId)).toHaveLength(share.count)
    const recorded = (await allocationsOf(pool)).filter((row) => row.runId === runId)
    expect(recorded).toHaveLength(12)
    for (const row of recorded) {
      expect(row.actorId).toBe(managerId)
      // No client sent a scheduled run: a client id on a case's step always means a client's write.
      expect(row.clientMutationId).toBeNull()
      expect(row.payload).toMatchObject({
        teamId: lagos,
        way: 'automatic',
        rule: { ruleId: draft.id, version: 1, runId },
      })
    }

    // Its record: the preview's figures, each case moved to its member.
    const [run] = await runsOf(draft.id)
    expect(run).toMatchObject({
      id: runId,
      version: 1,
      trigger: 'schedule',
      scheduledFor: slot,
      status: 'done',
      matched: preview.body.data.matched,
      moved: preview.body.data.taken,
      skipped: 0,
      skippedReasons: preview.body.data.skippedReasons,
      error: null,
    })
    const runCases = await server.call(ruleRunCases, { runId, limit: 5 }, { token: manager })
    expect(runCases.body.data.rows).toHaveLength(5)
    expect(runCases.body.data.rows.every((row) => row.outcome === 'moved' && row.fromName === null)).toBe(
      true,
    )
    expect(lagosMembers.map((member) => member.name)).toEqual(
      expect.arrayContaining([runCases.body.data.rows[0]!.memberName]),
    )
    const rest = await server.call(
      ruleRunCases,
      { runId, limit: 50, after: runCases.body.data.nextCursor! },
      { token: manager },
    )
    expect(rest.body.data.rows).toHaveLength(7)
    expect(rest.body.data.nextCursor).toBeNull()

    // The owner is told, in the language they read.
    const told = await server.call(messageList, {}, { token: manager, lang: 'es-ES' })
    const message = told.body.data.find((item) => item.link === `/cases/automatical?ruleId=${draft.id}`)
    expect(message).toMatchObject({
      name: 'DIVISION_COMPLETED_MESSAGE',
      link: `/cases/automatical?ruleId=${draft.id}`,
    })
    expect(message!.content).toContain(
      'La regla «Pool to Lagos» (versión 1) se ejecutó: 12 casos coincidieron, 12 asignados',
    )

    // The same time, and any tick before the next one, runs nothing more.
    expect(await tick(at(slot, 30_000))).toBeUndefined()
    expect(await tick(at(slot, 3 * 3_600_000))).toBeUndefined()
    expect(await runsOf(draft.id)).toHaveLength(1)
  })

  it('a paused rule does not run; resumed, it runs; edited, its next run names the new version; archived, it runs no more and its records stay', async () => {
    const [rule] = (await server.call(ruleList, {}, { token: manager })).body.data.filter(
      (row) => row.definition.name === 'Pool to Lagos',
    )
    const firstSlot = rule!.lastRun!.scheduledFor!
    await changed(server, manager, rule!.id, 'PAUSE')
    const paused = await intoPool(server, manager, cdmx, 5)
    expect(await tick(at(firstSlot, dayMs + 30_000))).toBeUndefined()
    expect((await casesOf(paused)).every((row) => row.ownerId === null)).toBe(true)

    const resumed = await changed(server, manager, rule!.id, 'RESUME')
    expect(resumed.state).toBe('active')
    // The day after: the time missed while paused is not run late; this one is.
    const second = await tick(at(firstSlot, 2 * dayMs + 30_000))
    expect(second?.ran).toHaveLength(1)
    expect((await casesOf(paused)).every((row) => row.teamId === lagos && row.ownerId !== null)).toBe(true)

    const edited = await saved(server, manager, { ...poolRule(cdmx, lagos, { cap: 2 }), ruleId: rule!.id })
    expect(edited).toMatchObject({ state: 'active', version: 2 })
    const detail = await server.call(ruleDetail, { ruleId: rule!.id }, { token: manager })
    expect(detail.body.data.versions.map((version) => version.version)).toEqual([1, 2])
    expect(detail.body.data.definition.cap).toBe(2)
    const third = await intoPool(server, manager, cdmx, 3)
    const ranThird = await tick(at(firstSlot, 3 * dayMs + 30_000))
    expect(ranThird?.ran).toHaveLength(1)
    const [latest] = await runsOf(rule!.id)
    expect(latest).toMatchObject({ version: 2, matched: 3, moved: 2, skipped: 1 })
    expect(latest!.skippedReasons).toEqual([{ reason: 'overCap', count: 1 }])
    const movedOf = (await allocationsOf(third)).filter((row) => row.runId === latest!.id)
    expect(movedOf.map((row) => (row.payload as { rule: { version: number } }).rule.version)).toEqual([2, 2])

    await changed(server, manager, rule!.id, 'ARCHIVE')
    expect(await tick(at(firstSlot, 4 * dayMs + 30_000))).toBeUndefined()
    const records = await runsOf(rule!.id)
    expect(records.map((run) => run.version)).toEqual([2, 1, 1])
    // Its records page by page, newest first, none lost or shown twice.
    const page = await server.call(ruleRuns, { ruleId: rule!.id, limit: 2 }, { token: manager })
    const next = await server.call(
      ruleRuns,
      { ruleId: rule!.id, limit: 2, after: page.body.data.nextCursor! },
      { token: manager },
    )
    expect([...page.body.data.rows, ...next.body.data.rows].map((run) => run.id)).toEqual(
      records.map((run) => run.id),
    )
    expect(next.body.data.nextCursor).toBeNull()
    const archived = await server.call(ruleList, { state: 'archived' }, { token: manager })
    expect(archived.body.data.map((row) => row.id)).toContain(rule!.id)
    const listed = await server.call(ruleList, {}, { token: manager })
    expect(listed.body.data.map((row) => row.id)).not.toContain(rule!.id)
  })
})
