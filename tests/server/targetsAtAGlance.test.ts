import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ranking } from '../../contract/messages.ts'
import { notifyRepayment, type RepaymentNotice, repaymentSignatureHeader } from '../../contract/repayments.ts'
import { type TargetRow, targetProgress } from '../../contract/targets.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import { targetChanges, targets } from '../../server/database/schema/targets.ts'
import { salaryPeriodHolding } from '../../server/services/dashboards/index.ts'
import { memberToday } from '../../server/services/localDays.ts'
import { signRepaymentNotice } from '../../server/services/repayments/notifiedRepayment.ts'
import { allocateTo, caseSupply, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

const secret = 'test-repayment-secret'
let server: TestServer
let take: ReturnType<typeof caseSupply>
let managerId: number
beforeAll(async () => {
  server = await startTestServer({ repaymentNotifySecret: secret })
  // The demo's targets out of the way: each test sets the targets it reads.
  await server.db.delete(targetChanges)
  await server.db.delete(targets)
  take = caseSupply(server)
  managerId = await userIdOf(server, 'manager')
}, 120_000)
afterAll(() => server?.close())

/** The salary period holding today on a clock, as the server reads it for a caller there. */
const periodOn = (timeZone: string) =>
  salaryPeriodHolding(memberToday(new Date(), timeZone), server.config.dashboards.salaryPeriodStartDay)

const teamIdOf = async (name: string) =>
  (await server.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)))[0]!.id

/** A target row put straight into the table (the saves are the targets' lists' own). */
async function aTarget(
  row: { kind: 'team' | 'person'; teamId: number; personId?: number; currency: string; amount: number },
  timeZone: string,
) {
  const period = periodOn(timeZone)
  const [made] = await server.db
    .insert(targets)
    .values({
      ...row,
      periodStart: period.from,
      periodEnd: period.to,
      cases: 10,
      setBy: managerId,
    })
    .returning({ id: targets.id })
  return made!.id
}

const glanceOf = async (token: string) => {
  const { body } = await server.call(targetProgress, {}, { token })
  expect(body.respCode).toBe('000000')
  return body.data
}

/** How far behind its pace a row is for its size, as the lists sort it. */
const behindness = (row: TargetRow) => row.progress.pace.gap / row.amount

/** One of the collector's open collection cases, with its brand's currency. */
async function aCollectorCase(collectorId: number) {
  const [caseId] = await take(
    1,
    eq(cases.kind, 'collection'),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
  )
  await allocateTo(server, collectorId, [caseId!])
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, currency: apps.currency })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(eq(cases.id, caseId!))
  return { caseId: caseId!, ...row! }
}

const repay = (notice: RepaymentNotice) =>
  server.call(notifyRepayment, notice, {
    headers: { [repaymentSignatureHeader]: signRepaymentNotice(notice, secret) },
  })

describe('targets at a glance (the welcome page and the ranking bar)', () => {
  it('shows the collector their own target moving with a repayment, the leader the members most behind first, the manager the teams', async () => {
    const lagos = await teamIdOf('Lagos S1 Collection')
    const cdmx = await teamIdOf('CDMX S2 Collection')
    const collectorId = await userIdOf(server, 'collector')
    const leaderId = await userIdOf(server, 'leader')
    const [other] = await server.db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(and(eq(users.teamId, lagos), ne(users.id, collectorId), ne(users.id, leaderId)))
      .limit(1)
    const held = await aCollectorCase(collectorId)
    const lagosClock = 'Africa/Lagos'
    const ownId = await aTarget(
      { kind: 'person', teamId: lagos, personId: collectorId, currency: held.currency, amount: 1_000_000 },
      lagosClock,
    )
    const otherId = await aTarget(
      {
        kind: 'person',
        teamId: lagos,
        personId: other!.id,
        currency: held.currency,
        amount: 100_000_000_000,
      },
      lagosClock,
    )
    const [collector, leader, manager] = await Promise.all(
      ['collector', 'leader', 'manager'].map((name) => server.signInAs(name)),
    )

    const before = await glanceOf(collector!)
    expect(before.scope).toBe('own')
    expect(before.period).toEqual(periodOn(lagosClock))
    expect(before.rows).toEqual([])
    expect(before.own.map((row) => row.id)).toEqual([ownId])
    const paidAt = new Date(Date.now() - 1_000).toISOString()
    const told = await repay({
      repaymentId: `T-${held.caseId}`,
      caseNo: held.caseNo,
      amount: 10_000,
      kind: 'normal',
      paidAt,
    })
    expect(told.body.data.applied).toBe(true)
    const [own] = (await glanceOf(collector!)).own
    expect(own).toMatchObject({
      kind: 'person',
      personId: collectorId,
      personName: 'Chinedu Okafor',
      teamName: 'Lagos S1 Collection',
      teamKind: 'collection',
      currency: held.currency,
      amount: 1_000_000,
      cases: 10,
      editable: true,
      setByName: 'Roberto Castillo',
      changes: 0,
      membersDifference: null,
    })
    const reached = own!.progress.reachedAmount
    expect(reached).toBe(before.own[0]!.progress.reachedAmount + 10_000)
    expect(own!.progress.achievement).toBeCloseTo(reached / 1_000_000)
    expect(own!.progress.pace.expected).toBe(
      Math.round((1_000_000 * own!.progress.pace.workDaysGone) / own!.progress.pace.workDays),
    )

    // The ranking bar carries the same target and pace.
    const rank = (await server.call(ranking, { timeZone: 'month' }, { token: collector! })).body.data
    expect(rank.target).toEqual({
      currency: held.currency,
      amount: 1_000_000,
      reachedAmount: reached,
      achievement: own!.progress.achievement,
      pace: own!.progress.pace,
    })

    // Made exactly what they reached, the collector is ahead of (or level with) a member far from theirs.
    await server.db.update(targets).set({ amount: reached }).where(eq(targets.id, ownId))
    const lagosTeam = await aTarget(
      { kind: 'team', teamId: lagos, currency: held.currency, amount: 50_000_000 },
      'America/Mexico_City',
    )
    const cdmxTeam = await aTarget(
      { kind: 'team', teamId: cdmx, currency: 'MXN', amount: 80_000_000 },
      'America/Mexico_City',
    )
    const [asCollector, asLeader, asManager] = await atOnce([
      glanceOf(collector!),
      glanceOf(leader!),
      glanceOf(manager!),
    ])
    expect(asCollector.rows).toEqual([])
    expect(asLeader.scope).toBe('team')
    expect(asLeader.own).toEqual([])
    expect(asLeader.rows.map((row) => [row.id, row.personName])).toEqual([
      [otherId, other!.name],
      [ownId, 'Chinedu Okafor'],
    ])
    expect(asManager.scope).toBe('all')
    expect(asManager.rows.map((row) => row.id).sort()).toEqual([lagosTeam, cdmxTeam].sort())
    const lagosRow = asManager.rows.find((row) => row.id === lagosTeam)!
    expect(lagosRow).toMatchObject({ kind: 'team', personId: null, teamName: 'Lagos S1 Collection' })
    // The members' targets add up to more than the team's by this much.
    expect(lagosRow.membersDifference).toEqual({ amount: reached + 100_000_000_000 - 50_000_000, cases: 10 })
    const ratios = asManager.rows.map(behindness)
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b))
  })

  it('answers empty lists to someone with no target and nobody to oversee', async () => {
    for (const name of ['seller', 'collector.mx']) {
      const glance = await glanceOf(await server.signInAs(name))
      expect([glance.scope, glance.own, glance.rows]).toEqual(['own', [], []])
      const rank = (await server.call(ranking, { timeZone: 'day' }, { token: await server.signInAs(name) }))
        .body.data
      expect(rank.target).toBeUndefined()
    }
  })
})
