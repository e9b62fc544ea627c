import { and, eq, inArray, isNull } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import {
  personTargetList,
  savePersonTarget,
  saveTeamTarget,
  targetDetail,
  targetSplitPreview,
  teamTargetList,
} from '../../contract/targets.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases, repayments } from '../../server/database/schema/cases.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import { targetChanges, targets } from '../../server/database/schema/targets.ts'
import { keepingCaseFigures, salaryPeriodHolding } from '../../server/services/dashboards/index.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { takeNotifiedRepayment } from '../../server/services/repayments/notifiedRepayment.ts'
import { caseSupply, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

// Targets on the server (issue 25, docs/decisions/0054): the saves with their recorded changes, the
// ended period read-only, a team's split adding up exactly, who may set whose, and the progress read
// from the kept figures after real repayments.

let server: TestServer
let manager: string
let leader: string
let lagos: number
let cdmx: number
let take: ReturnType<typeof caseSupply>
const write = () => ({ clientMutationId: newMutationId() })

beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
  manager = await server.signInAs('manager')
  leader = await server.signInAs('leader')
  const teamId = async (name: string) =>
    (await server.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)))[0]!.id
  lagos = await teamId('Lagos S1 Collection')
  cdmx = await teamId('CDMX S2 Collection')
}, 600_000)
afterAll(() => server?.close())

const today = () => memberToday(new Date(), 'Africa/Lagos')
/** A day of the period after the next: no seeded target, nor another test's, is there. */
let periodsAhead = 1
const aComingPeriod = () => {
  periodsAhead += 1
  let day = today()
  for (let step = 0; step < periodsAhead; step += 1) day = addDaysToDate(salaryPeriodHolding(day, 1).to, 1)
  return day
}

/** A fresh collector in a team, signed in. */
async function aCollectorIn(teamId: number) {
  const account = await server.newAccount({ roleId: roleIds.collector })
  await server.db.update(users).set({ teamId }).where(eq(users.id, account.userId))
  return account
}

const refusal = (answer: { status: number; body: { respCode: string } }) => answer.status

describe('team and member targets', () => {
  it('adds a team target, records a change shown by the detail newest first, and an edit changing nothing records nothing', async () => {
    const period = aComingPeriod()
    const added = await server.call(
      saveTeamTarget,
      { teamId: lagos, period, currency: 'NGN', amount: 5_000_000, cases: 40, ...write() },
      { token: manager },
    )
    expect(added.status, added.body.respMsg).toBe(200)
    expect(added.body.data).toMatchObject({ kind: 'team', teamId: lagos, amount: 5_000_000, cases: 40 })
    expect(added.body.data.period.from <= period && period <= added.body.data.period.to).toBe(true)
    expect(added.body.data).toMatchObject({ editable: true, changes: 0, changedAt: null })
    const targetId = added.body.data.id
    for (const amount of [6_000_000, 7_000_000]) {
      const edited = await server.call(
        saveTeamTarget,
        { targetId, amount, cases: 45, ...write() },
        { token: manager },
      )
      expect(edited.status).toBe(200)
    }
    const same = await server.call(
      saveTeamTarget,
      { targetId, amount: 7_000_000, cases: 45, ...write() },
      { token: manager },
    )
    expect(same.body.data).toMatchObject({ amount: 7_000_000, cases: 45, changes: 2 })
    const detail = await server.call(targetDetail, { targetId }, { token: manager })
    expect(detail.body.data.changes.map((c) => [c.amountFrom, c.amountTo, c.casesFrom, c.casesTo])).toEqual([
      [6_000_000, 7_000_000, 45, 45],
      [5_000_000, 6_000_000, 40, 45],
    ])
    const [me] = await server.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.username, 'manager'))
    expect(detail.body.data.changes[0]!.changedByName).toBe(me!.name)
    const listed = await server.call(teamTargetList, { period, teamId: lagos }, { token: manager })
    expect(listed.body.data.rows.map((row) => [row.id, row.changes])).toEqual([[targetId, 2]])
    expect(listed.body.data.periods).toHaveLength(15)
  })

  it('refuses a period that has ended, adding or editing', async () => {
    const ended = await server.call(
      saveTeamTarget,
      { teamId: lagos, period: '2020-03-10', currency: 'NGN', amount: 1, cases: 1, ...write() },
      { token: manager },
    )
    expect(ended.status).toBe(409)
    expect(ended.body.respMsg).toMatch(/ended/)
    const managerId = await userIdOf(server, 'manager')
    const [old] = await server.db
      .insert(targets)
      .values({
        kind: 'team',
        teamId: lagos,
        periodStart: '2020-03-01',
        periodEnd: '2020-03-31',
        currency: 'NGN',
        amount: 10,
        cases: 1,
        setBy: managerId,
      })
      .returning({ id: targets.id })
    const edit = await server.call(
      saveTeamTarget,
      { targetId: old!.id, amount: 20, cases: 1, ...write() },
      { token: manager },
    )
    expect(edit.status).toBe(409)
    const detail = await server.call(targetDetail, { targetId: old!.id }, { token: manager })
    expect(detail.body.data.target).toMatchObject({ amount: 10, editable: false })
  })

  it('a leader sets their own members’ targets, never their own nor another team’s; a collector sets none', async () => {
    const period = aComingPeriod()
    const member = await aCollectorIn(lagos)
    const set = await server.call(
      savePersonTarget,
      { personId: member.userId, period, currency: 'NGN', amount: 300_000, cases: 5, ...write() },
      { token: leader },
    )
    expect(set.status, set.body.respMsg).toBe(200)
    expect(set.body.data).toMatchObject({ kind: 'person', personId: member.userId, teamId: lagos })
    const own = await server.call(
      savePersonTarget,
      {
        personId: await userIdOf(server, 'leader'),
        period,
        currency: 'NGN',
        amount: 1,
        cases: 1,
        ...write(),
      },
      { token: leader },
    )
    expect([own.status, own.body.respMsg]).toEqual([403, 'Your own target is set by someone above you.'])
    const other = await server.call(
      savePersonTarget,
      {
        personId: await userIdOf(server, 'collector.mx'),
        period,
        currency: 'MXN',
        amount: 1,
        cases: 1,
        ...write(),
      },
      { token: leader },
    )
    expect([other.status, other.body.respMsg]).toEqual([403, 'This team or member is beyond your reach.'])
    const team = await server.call(
      saveTeamTarget,
      { teamId: lagos, period, currency: 'NGN', amount: 1, cases: 1, ...write() },
      { token: leader },
    )
    expect(team.status).toBe(403)
    const collector = await server.signInAs('collector')
    const byCollector = await server.call(
      savePersonTarget,
      { personId: member.userId, period, currency: 'NGN', amount: 1, cases: 1, ...write() },
      { token: collector },
    )
    expect(byCollector.status).toBe(403)
    // The leader's list holds their team's members only; another team asked for is refused.
    const list = await server.call(personTargetList, { period }, { token: leader })
    expect(list.body.data.rows.every((row) => row.teamId === lagos)).toBe(true)
    expect(list.body.data.rows.map((row) => row.personId)).toContain(member.userId)
    expect(refusal(await server.call(personTargetList, { period, teamId: cdmx }, { token: leader }))).toBe(
      403,
    )
  })

  it('the split preview adds up to the team’s; members that do not add up are refused with nothing written; that do, saved with the team', async () => {
    const period = aComingPeriod()
    const team = { amount: 1_000_001, cases: 13 }
    await aCollectorIn(cdmx)
    await aCollectorIn(cdmx)
    const preview = await server.call(
      targetSplitPreview,
      { teamId: cdmx, period, currency: 'MXN', ...team, by: 'load' },
      { token: manager },
    )
    expect(preview.status, preview.body.respMsg).toBe(200)
    const members = preview.body.data.members
    expect(members.length).toBeGreaterThan(1)
    expect(members.reduce((sum, m) => sum + m.amount, 0)).toBe(team.amount)
    expect(members.reduce((sum, m) => sum + m.cases, 0)).toBe(team.cases)
    const shares = members.map(({ personId, amount, cases }) => ({ personId, amount, cases }))
    const off = shares.map((share, index) => (index === 0 ? { ...share, amount: share.amount + 150 } : share))
    for (const lang of ['en-US', 'es-ES'] as const) {
      const refused = await server.call(
        saveTeamTarget,
        { teamId: cdmx, period, currency: 'MXN', ...team, members: off, ...write() },
        { token: manager, lang },
      )
      expect(refused.status).toBe(400)
      expect(refused.body.respMsg).toContain(lang === 'en-US' ? '+$1.50 MXN, 0 cases' : '+$1.50 MXN, 0 casos')
    }
    const start = salaryPeriodHolding(period, 1).from
    const written = () =>
      server.db
        .select({ id: targets.id })
        .from(targets)
        .where(and(eq(targets.teamId, cdmx), eq(targets.periodStart, start)))
    expect(await written()).toEqual([])
    const stranger = await server.call(
      saveTeamTarget,
      {
        teamId: cdmx,
        period,
        currency: 'MXN',
        ...team,
        members: [...shares.slice(1), { ...shares[0]!, personId: await userIdOf(server, 'collector') }],
        ...write(),
      },
      { token: manager },
    )
    expect(stranger.status).toBe(400)
    expect(await written()).toEqual([])
    const saved = await server.call(
      saveTeamTarget,
      { teamId: cdmx, period, currency: 'MXN', ...team, members: shares, ...write() },
      { token: manager },
    )
    expect(saved.status, saved.body.respMsg).toBe(200)
    expect(saved.body.data.membersDifference).toEqual({ amount: 0, cases: 0 })
    const detail = await server.call(targetDetail, { targetId: saved.body.data.id }, { token: manager })
    expect(detail.body.data.members.map((m) => [m.personId, m.amount, m.cases]).sort()).toEqual(
      shares.map((s) => [s.personId, s.amount, s.cases]).sort(),
    )
    // Saved again with other shares, each member's is changed and recorded.
    const largest = shares.reduce((most, share) => (share.amount > most.amount ? share : most))
    const other = shares.find((share) => share !== largest)!
    const moved = shares.map((share) =>
      share === largest
        ? { ...share, amount: share.amount - 1 }
        : share === other
          ? { ...share, amount: share.amount + 1 }
          : share,
    )
    const again = await server.call(
      saveTeamTarget,
      { targetId: saved.body.data.id, ...team, members: moved, ...write() },
      { token: manager },
    )
    expect(again.status).toBe(200)
    const changed = await server.db
      .select({ id: targetChanges.id })
      .from(targetChanges)
      .where(
        inArray(
          targetChanges.targetId,
          detail.body.data.members.map((m) => m.id),
        ),
      )
    expect(changed).toHaveLength(2)
  })

  it('nobody sets their own target as a share of their team’s: refused naming the line, nothing written', async () => {
    const period = aComingPeriod()
    const boss = await server.newAccount({ roleId: roleIds.officeManager })
    await server.db.update(users).set({ teamId: cdmx }).where(eq(users.id, boss.userId))
    const peer = await aCollectorIn(cdmx)
    const refused = await server.call(
      saveTeamTarget,
      {
        teamId: cdmx,
        period,
        currency: 'MXN',
        amount: 200,
        cases: 2,
        members: [
          { personId: peer.userId, amount: 100, cases: 1 },
          { personId: boss.userId, amount: 100, cases: 1 },
        ],
        ...write(),
      },
      { token: await server.signInAs(boss.username) },
    )
    expect(refused.status).toBe(403)
    expect(refused.body.respCode).toBe('target.ownTarget')
    const start = salaryPeriodHolding(period, 1).from
    expect(
      await server.db
        .select({ id: targets.id })
        .from(targets)
        .where(and(eq(targets.teamId, cdmx), eq(targets.periodStart, start))),
    ).toEqual([])
  })

  it('a member who moved keeps the share set in their old team, and brings it to the new one when split there', async () => {
    const period = aComingPeriod()
    const mover = await aCollectorIn(cdmx)
    const stayer = await aCollectorIn(cdmx)
    const shares = [
      { personId: mover.userId, amount: 600, cases: 3 },
      { personId: stayer.userId, amount: 400, cases: 2 },
    ]
    const teamSave = (teamId: number, members: typeof shares, extra: Record<string, unknown> = {}) =>
      server.call(
        saveTeamTarget,
        { teamId, period, currency: 'MXN', amount: 1_000, cases: 5, members, ...extra, ...write() },
        { token: manager },
      )
    const first = await teamSave(cdmx, shares)
    expect(first.status, first.body.respMsg).toBe(200)
    await server.db.update(users).set({ teamId: lagos }).where(eq(users.id, mover.userId))
    // The old team's split still saves as it was read, the mover's share in it.
    const again = await server.call(
      saveTeamTarget,
      { targetId: first.body.data.id, amount: 1_000, cases: 5, members: shares, ...write() },
      { token: manager },
    )
    expect(again.status, again.body.respMsg).toBe(200)
    // Split in the new team, the mover's target goes with them: the old team's members no longer add up.
    const moved = await teamSave(lagos, [{ personId: mover.userId, amount: 1_000, cases: 5 }])
    expect(moved.status, moved.body.respMsg).toBe(200)
    const [mine] = await server.db
      .select({ teamId: targets.teamId, amount: targets.amount })
      .from(targets)
      .where(and(eq(targets.personId, mover.userId), eq(targets.currency, 'MXN')))
    expect(mine).toEqual({ teamId: lagos, amount: 1_000 })
    const old = await server.call(targetDetail, { targetId: first.body.data.id }, { token: manager })
    expect(old.body.data.members.map((m) => m.personId)).toEqual([stayer.userId])
    expect(old.body.data.target.membersDifference).toEqual({ amount: -600, cases: -3 })
  })

  it('two additions of one target at once: one is saved, the other answered target.exists', async () => {
    const period = aComingPeriod()
    const answers = await atOnce(
      [1, 2].map((n) =>
        server.call(
          saveTeamTarget,
          { teamId: lagos, period, currency: 'USD', amount: n * 100, cases: n, ...write() },
          { token: manager },
        ),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.body.respMsg).toMatch(/already/)
  })

  it('names a bad field in English and in Spanish', async () => {
    const bad = { teamId: lagos, currency: 'NGN', amount: -5, cases: 1, ...write() }
    const en = await server.call(saveTeamTarget, bad, { token: manager })
    expect(en.status).toBe(400)
    expect((en.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.label])).toEqual([
      ['amount', 'Target amount'],
    ])
    const es = await server.call(saveTeamTarget, bad, { token: manager, lang: 'es-ES' })
    expect((es.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.label])).toEqual([
      ['amount', 'Monto meta'],
    ])
    const badLine = await server.call(
      saveTeamTarget,
      {
        teamId: lagos,
        currency: 'NGN',
        amount: 1,
        cases: 1,
        members: [{ personId: 1, amount: 1.5, cases: 1 }],
        ...write(),
      },
      { token: manager, lang: 'es-ES' },
    )
    expect((badLine.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.label])).toEqual([
      ['members.0.amount', 'Metas de los miembros (línea 1)'],
    ])
    const noTeam = await server.call(
      saveTeamTarget,
      { teamId: 999_999, currency: 'NGN', amount: 1, cases: 1, ...write() },
      { token: manager },
    )
    expect(noTeam.status).toBe(400)
  })
})

/** Cases of the Naira brand nobody else took, handed to a person as an allocation would (counts kept). */
async function handOver(userId: number, count: number) {
  const [brand] = await server.db.select({ id: apps.id }).from(apps).where(eq(apps.currency, 'NGN'))
  const ids = await take(
    count,
    eq(cases.kind, 'collection'),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
    eq(cases.appId, brand!.id),
  )
  await server.db.transaction((tx) =>
    keepingCaseFigures(tx, ids, () =>
      tx
        .update(cases)
        .set({ ownerId: userId, teamId: lagos, allocatedAt: new Date() })
        .where(inArray(cases.id, ids)),
    ),
  )
  return ids
}

let noticeCount = 0
async function repay(caseId: number, amount: number, settles: boolean) {
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, amount: cases.amount, paidAmount: cases.paidAmount })
    .from(cases)
    .where(eq(cases.id, caseId))
  noticeCount += 1
  await takeNotifiedRepayment(server.db, {
    repaymentId: `TARGET-${noticeCount}`,
    caseNo: row!.caseNo,
    amount: settles ? Math.max(100, row!.amount - row!.paidAmount) : amount,
    kind: 'normal',
    paidAt: new Date().toISOString(),
  }).catch(() => undefined)
}

/** The member's target row as the manager's list shows it. */
async function listedTargetOf(personId: number, name: string) {
  const { body } = await server.call(personTargetList, { search: name, currency: 'NGN' }, { token: manager })
  return body.data.rows.find((row) => row.personId === personId)!
}

/** What the repayments table holds of the member's this period, summed directly. */
async function recoveredBy(personId: number, timeZone: string) {
  const period = salaryPeriodHolding(memberToday(new Date(), 'Africa/Lagos'), 1)
  const rows = await server.db
    .select({ amount: repayments.amount, paidAt: repayments.paidAt })
    .from(repayments)
    .where(eq(repayments.collectorId, personId))
  return rows
    .filter((row) => {
      const day = memberToday(row.paidAt, timeZone)
      return day >= period.from && day <= period.to
    })
    .reduce((sum, row) => sum + row.amount, 0)
}

async function aTargetedCollector(amount: number) {
  const member = await aCollectorIn(lagos)
  const [row] = await server.db
    .select({ name: users.displayName, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, member.userId))
  const set = await server.call(
    savePersonTarget,
    { personId: member.userId, currency: 'NGN', amount, cases: 2, ...write() },
    { token: manager },
  )
  expect(set.status, set.body.respMsg).toBe(200)
  return { ...member, name: row!.name, timeZone: row!.timeZone }
}

describe('progress from the kept figures', () => {
  it('a real repayment moves the member’s achievement', async () => {
    const member = await aTargetedCollector(10_000)
    const [caseId] = await handOver(member.userId, 1)
    expect((await listedTargetOf(member.userId, member.name)).progress.reachedAmount).toBe(0)
    await repay(caseId!, 2_500, false)
    const row = await listedTargetOf(member.userId, member.name)
    expect(row.progress).toMatchObject({ reachedAmount: 2_500, achievement: 0.25 })
  })

  it('after random repayments, some finishing the case, the achievement is what the repayments table holds ÷ the target', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(
          fc.record({
            caseIndex: fc.nat(2),
            amount: fc.integer({ min: 100, max: 50_000 }),
            settles: fc.boolean(),
          }),
          {
            maxLength: 5,
          },
        ),
        async (target, payments) => {
          const member = await aTargetedCollector(target)
          const caseIds = await handOver(member.userId, 3)
          for (const payment of payments)
            await repay(caseIds[payment.caseIndex]!, payment.amount, payment.settles)
          const recovered = await recoveredBy(member.userId, member.timeZone)
          const row = await listedTargetOf(member.userId, member.name)
          expect(row.progress.reachedAmount).toBe(recovered)
          expect(row.progress.achievement).toBeCloseTo(recovered / target, 12)
        },
      ),
      { numRuns: 15 },
    )
  }, 240_000)
})

describe('the lists’ pages', () => {
  it('walked a few rows at a time, in either order, give every row of the period once', async () => {
    for (const [list, order] of [
      [personTargetList, 'asc'],
      [teamTargetList, 'desc'],
    ] as const) {
      const whole = await server.call(list, { limit: 100, order }, { token: manager })
      const walked: number[] = []
      let after: string | undefined
      do {
        const page = await server.call(
          list,
          { limit: 3, order, ...(after ? { after } : {}) },
          { token: manager },
        )
        expect(page.status).toBe(200)
        walked.push(...page.body.data.rows.map((row) => row.id))
        after = page.body.data.nextCursor ?? undefined
      } while (after)
      expect(walked).toEqual(whole.body.data.rows.map((row) => row.id))
      expect(walked.length).toBeGreaterThan(3)
    }
  })
})

describe('the demo’s targets', () => {
  it('every team has this period’s targets with its members’ adding up to it, and their achievements differ', async () => {
    const { body } = await server.call(teamTargetList, { limit: 100 }, { token: manager })
    const seeded = body.data.rows.filter((row) => row.setAt < new Date(Date.now() - 1).toISOString())
    const teamIds = (await server.db.select({ id: teams.id }).from(teams)).map((team) => team.id)
    expect(new Set(seeded.map((row) => row.teamId))).toEqual(new Set(teamIds))
    expect(
      seeded.filter((row) => row.membersDifference !== null).map((row) => row.membersDifference),
    ).toContainEqual({
      amount: 0,
      cases: 0,
    })
    expect(new Set(seeded.map((row) => row.progress.achievement)).size).toBeGreaterThan(2)
  })
})
