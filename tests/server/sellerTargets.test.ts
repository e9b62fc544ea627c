import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { sellerTargets, sellerTargetsExport } from '../../contract/sellersPerformance.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { personDaySales } from '../../server/database/schema/dashboards.ts'
import { targetChanges, targets } from '../../server/database/schema/targets.ts'
import { salaryPeriodHolding } from '../../server/services/dashboards/index.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { userIdOf } from '../support/caseFixtures.ts'
import { parseCsv } from '../support/csv.ts'
import { atOnce } from '../support/engineParity.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let sellerId: number
let salesTeamId: number
const mexico = 'America/Mexico_City'
const periodNow = () =>
  salaryPeriodHolding(memberToday(new Date(), mexico), server.config.dashboards.salaryPeriodStartDay)

beforeAll(async () => {
  server = await startTestServer()
  // The demo's targets out of the way: each test sets the targets it reads.
  await server.db.delete(targetChanges)
  await server.db.delete(targets)
  sellerId = await userIdOf(server, 'seller')
  const [seller] = await server.db.select({ teamId: users.teamId }).from(users).where(eq(users.id, sellerId))
  salesTeamId = seller!.teamId!
  const period = periodNow()
  await server.db.insert(targets).values({
    kind: 'person',
    teamId: salesTeamId,
    personId: sellerId,
    periodStart: period.from,
    periodEnd: period.to,
    currency: 'MXN',
    amount: 2_000_000,
    cases: 8,
    setBy: await userIdOf(server, 'leader.sales'),
  })
}, 120_000)
afterAll(() => server?.close())

const read = async (username: string, input: { period?: string; teamId?: number } = {}) => {
  const { body } = await server.call(sellerTargets, input, { token: await server.signInAs(username) })
  expect(body.respCode).toBe('000000')
  return body.data
}

describe('the sellers against their targets (Cases)', () => {
  it('a seller sees their own row, a team leader their team’s sellers, those over the teams every seller or one team’s', async () => {
    const [own, leader, manager, officeManager] = await atOnce([
      read('seller'),
      read('leader.sales'),
      read('manager'),
      read('officemanager'),
    ])
    expect(own.rows.map((row) => row.id)).toEqual([sellerId])
    expect(own.period).toEqual(periodNow())
    expect(own.periods[0]).toEqual(periodNow())
    expect(own.periods).toHaveLength(13)
    expect(own.teams).toEqual([])
    const teamSellers = await server.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.teamId, salesTeamId), eq(users.roleId, roleIds.seller)))
    expect(leader.rows.map((row) => row.id).sort()).toEqual(teamSellers.map((row) => row.id).sort())
    const everySeller = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.roleId, roleIds.seller))
    for (const answer of [manager, officeManager]) {
      expect(answer.rows.map((row) => row.id).sort()).toEqual(everySeller.map((row) => row.id).sort())
      expect(answer.teams.map((team) => team.id)).toContain(salesTeamId)
    }
    const named = await read('manager', { teamId: salesTeamId })
    expect(named.rows.map((row) => row.id).sort()).toEqual(teamSellers.map((row) => row.id).sort())
  })

  it('refuses a team beyond the caller’s reach, in both languages, and those without the menu', async () => {
    const [other] = await server.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(and(eq(users.username, 'collector'), ne(users.id, sellerId)))
    for (const [username, teamId] of [
      ['leader.sales', other!.teamId!],
      ['seller', salesTeamId],
    ] as const) {
      const token = await server.signInAs(username)
      const refused = await server.call(sellerTargets, { teamId }, { token })
      expect([refused.status, refused.body.respCode]).toEqual([403, 'dashboard.teamOutOfReach'])
      const refusedEs = await server.call(sellerTargets, { teamId }, { token, lang: 'es-ES' })
      expect(refusedEs.body.respMsg).toBe('Solo puede ver las cifras de su propio equipo, o las suyas.')
    }
    for (const username of ['collector', 'auditor']) {
      const refused = await server.call(sellerTargets, {}, { token: await server.signInAs(username) })
      expect(refused.status).toBe(403)
    }
  })

  it("answers the seller's target of the period, the achievement by what was applied for, and the totals", async () => {
    const answer = await read('seller')
    const [row] = answer.rows
    const applied = row!.figures.applied.find((money) => money.currency === 'MXN')?.amount ?? 0
    expect(row!.targets).toEqual([
      {
        currency: 'MXN',
        amount: 2_000_000,
        orders: 8,
        achievement: applied / 2_000_000,
        ordersAchievement: row!.figures.enteredApp / 8,
        pace: expect.objectContaining({ status: expect.stringMatching(/^(ahead|onPace|behind)$/) }),
      },
    ])
    expect(answer.totals.targets).toEqual([
      { currency: 'MXN', amount: 2_000_000, orders: 8, achievement: applied / 2_000_000 },
    ])
    // The period before has no target: its figures stand alone.
    const before = await read('seller', { period: addDaysToDate(periodNow().from, -1) })
    expect(before.period).toEqual(answer.periods[1])
    expect(before.rows[0]!.targets).toEqual([])
  })

  it('the totals’ achievement counts what the sellers holding a target applied for, not a seller without one', async () => {
    const other = await server.newAccount({ roleId: roleIds.seller })
    await server.db.update(users).set({ teamId: salesTeamId }).where(eq(users.id, other.userId))
    await server.db.insert(personDaySales).values({
      personId: other.userId,
      day: periodNow().from,
      currency: 'MXN',
      saleOrders: 3,
      enteredApp: 2,
      appliedAmount: 5_000_000,
    })
    const answer = await read('officemanager', { teamId: salesTeamId })
    const theirs = answer.rows.find((row) => row.id === other.userId)
    expect(theirs?.targets).toEqual([])
    const withTarget = answer.rows.filter((row) => row.targets.length > 0)
    const applied = withTarget.reduce(
      (sum, row) => sum + (row.figures.applied.find((money) => money.currency === 'MXN')?.amount ?? 0),
      0,
    )
    expect(answer.totals.targets).toEqual([
      { currency: 'MXN', amount: 2_000_000, orders: 8, achievement: applied / 2_000_000 },
    ])
  })

  it('exports the same lines as CSV, with the headers in the request’s language', async () => {
    const token = await server.signInAs('seller')
    const english = await server.download(sellerTargetsExport, {}, { token })
    expect(english.status).toBe(200)
    const [headers, ...lines] = parseCsv(english.text).filter((line) => line.length > 1)
    expect(headers).toEqual([
      'Seller',
      'Team',
      'Sale orders',
      'Entered the app',
      'Conversion (%)',
      'Currency',
      'Amount applied for',
      'Target amount',
      'Target orders',
      'Achievement (%)',
      'Orders achievement (%)',
      'Pace',
      'Ahead (+) or behind (−)',
    ])
    const sellerLine = lines.find((line) => line[0] === 'Diego Ramírez' && line[5] === 'MXN')!
    expect(sellerLine[8]).toBe('8')
    expect(sellerLine[7]).toMatch(/20,?000\.00/)
    expect(lines.at(-1)![0]).toBe('Total')
    const spanish = await server.download(sellerTargetsExport, {}, { token, lang: 'es-ES' })
    const [spanishHeaders] = parseCsv(spanish.text)
    expect(spanishHeaders).toContain('Monto meta')
    expect(spanishHeaders).toContain('Órdenes meta')
    expect(spanishHeaders).toContain('Logro de órdenes (%)')
    expect(spanish.text).toMatch(/(Adelantado|Al ritmo|Atrasado)/)
  })
})
