import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCollectionRecord } from '../../contract/cases.ts'
import {
  collectionDashboard,
  type MoneyFigure,
  performanceDetails,
  performanceDetailsExport,
  performanceStatement,
  staffDetails,
  staffPerformance,
  staffsDashboard,
  staffsStatement,
  type WorkFigures,
} from '../../contract/dashboards.ts'
import { roleIds } from '../../contract/menus.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams } from '../../server/database/schema/system.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { aRecord, newMutationId } from '../support/caseFixtures.ts'
import { csvRecords } from '../support/csv.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  for (const username of ['collector', 'collector.mx', 'leader', 'manager', 'officemanager', 'seller'])
    tokens[username] = await server.signInAs(username)
  // Some work of the day, through the collectors' own calls, in two teams and two countries.
  for (const username of ['collector', 'collector.mx']) {
    const held = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.ownerId, await userIdOf(username)), isNull(cases.closedAt)))
      .orderBy(asc(cases.id))
      .limit(2)
    for (const [index, { id }] of held.entries()) {
      const record = aRecord({ channel: index === 0 ? 'call' : 'whatsapp' })
      const { body } = await server.call(
        addCollectionRecord,
        { caseId: id, clientMutationId: newMutationId(), record },
        { token: tokens[username] },
      )
      expect(body.respCode, body.respMsg).toBe('000000')
    }
  }
}, 600_000)
afterAll(() => server?.close())

async function teamIdOf(name: string) {
  const [team] = await server.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name))
  return team!.id
}

async function membersOf(teamId: number, roleId?: number) {
  const rows = await server.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.teamId, teamId), roleId === undefined ? undefined : eq(users.roleId, roleId)))
    .orderBy(asc(users.id))
  return rows.map((row) => row.id)
}

async function userIdOf(username: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return row!.id
}

/** The last 92 days on the caller's calendar (the most a period spans): the seed's records fall in it. */
const lastQuarter = () => {
  const to = memberToday(new Date(), 'America/Mexico_City')
  return { period: 'custom' as const, from: addDaysToDate(to, -91), to }
}

describe('whose figures a dashboard shows: the one policy’s reach', () => {
  it('a collector sees their own row only, and a team named is refused in both languages', async () => {
    const me = await userIdOf('collector')
    const { body } = await server.call(collectionDashboard, {}, { token: tokens.collector })
    expect(body.respCode).toBe('000000')
    expect(body.data.scope).toMatchObject({ kind: 'person', id: me })
    expect(body.data.rows.map((row) => [row.kind, row.id])).toEqual([['person', me]])

    const ownTeam = await teamIdOf('Lagos S1 Collection')
    for (const [lang, text] of [
      ['en-US', 'You may see the figures of your own team only, or your own.'],
      ['es-ES', 'Solo puede ver las cifras de su propio equipo, o las suyas.'],
    ] as const) {
      const refused = await server.call(
        collectionDashboard,
        { teamId: String(ownTeam) },
        { token: tokens.collector, lang },
      )
      expect(refused.status).toBe(403)
      expect(refused.body.respMsg).toBe(text)
    }
    // The statement of the staff (96) is not a collector's menu.
    expect((await server.call(staffsStatement.list, {}, { token: tokens.collector })).status).toBe(403)
  })

  it('a team leader sees each member of their team, and another team is refused in both languages', async () => {
    const lagos = await teamIdOf('Lagos S1 Collection')
    const { body } = await server.call(staffsStatement.list, {}, { token: tokens.leader })
    expect(body.data.scope).toMatchObject({ kind: 'team', id: lagos, name: 'Lagos S1 Collection' })
    expect(body.data.rows.every((row) => row.kind === 'person')).toBe(true)
    expect(body.data.rows.map((row) => row.id).sort((a, b) => a! - b!)).toEqual(await membersOf(lagos))

    const cdmx = await teamIdOf('CDMX S2 Collection')
    for (const [lang, text] of [
      ['en-US', 'You may see the figures of your own team only, or your own.'],
      ['es-ES', 'Solo puede ver las cifras de su propio equipo, o las suyas.'],
    ] as const) {
      const refused = await server.call(
        staffsDashboard,
        { teamId: String(cdmx) },
        { token: tokens.leader, lang },
      )
      expect(refused.status).toBe(403)
      expect(refused.body.respCode).not.toBe('000000')
      expect(refused.body.respMsg).toBe(text)
    }
  })

  it.each(['manager', 'officemanager'])(
    'the %s sees one row per team, or the members of the team they name',
    async (username) => {
      const every = await server.db.select({ id: teams.id }).from(teams)
      const { body } = await server.call(collectionDashboard, {}, { token: tokens[username] })
      expect(body.data.scope).toEqual({ kind: 'operation', id: null, name: null })
      const teamRows = body.data.rows.filter((row) => row.id !== null)
      expect(teamRows.every((row) => row.kind === 'team')).toBe(true)
      expect(teamRows.map((row) => row.id).sort()).toEqual(every.map((team) => team.id).sort())

      const cdmx = await teamIdOf('CDMX S2 Collection')
      const named = await server.call(
        staffPerformance.list,
        { teamId: String(cdmx) },
        { token: tokens[username] },
      )
      expect(named.body.data.scope).toMatchObject({ kind: 'team', id: cdmx })
      expect(named.body.data.rows.map((row) => row.id).sort((a, b) => a! - b!)).toEqual(await membersOf(cdmx))
    },
  )

  it('a team that does not exist is not found', async () => {
    const { status } = await server.call(collectionDashboard, { teamId: '99999' }, { token: tokens.manager })
    expect(status).toBe(404)
  })
})

describe('a chosen period, checked at the edge', () => {
  const refusalOf = async (input: Record<string, string>, lang: 'en-US' | 'es-ES') => {
    const { status, body } = await server.call(performanceDetails, input as never, {
      token: tokens.manager,
      lang,
    })
    return { status, fields: (body.data as unknown as InvalidFields).fields, message: body.respMsg }
  }

  it('a custom period without its end is refused naming the field, in English and in Spanish', async () => {
    const en = await refusalOf({ period: 'custom', from: '2026-11-01' }, 'en-US')
    expect(en.status).toBe(400)
    expect(en.fields.map((field) => [field.field, field.label])).toEqual([['to', 'To']])
    const es = await refusalOf({ period: 'custom', from: '2026-11-01' }, 'es-ES')
    expect(es.fields.map((field) => [field.field, field.label])).toEqual([['to', 'Hasta']])
    expect(es.message).toContain('Hasta')
  })

  it('a start after the end, and more than 92 days, are refused naming the end', async () => {
    const order = await refusalOf({ period: 'custom', from: '2026-11-10', to: '2026-11-01' }, 'en-US')
    expect(order.status).toBe(400)
    expect(order.fields.map((field) => [field.field, field.key])).toEqual([['to', 'range.order']])
    const long = await refusalOf({ period: 'custom', from: '2026-01-01', to: '2026-04-03' }, 'es-ES')
    expect(long.status).toBe(400)
    expect(long.fields.map((field) => [field.field, field.key])).toEqual([['to', 'dashboard.periodTooLong']])
    expect(long.message).toContain('92 días')
    // 92 days exactly is a quarter: taken.
    const quarter = await server.call(
      performanceDetails,
      { period: 'custom', from: '2026-01-01', to: '2026-04-02' },
      { token: tokens.manager },
    )
    expect(quarter.status).toBe(200)
    expect(quarter.body.data.daily).toHaveLength(92)
  })

  it('a daily series holds every day of the period, days without work as zeros', async () => {
    const { body } = await server.call(
      performanceDetails,
      { period: 'custom', from: '2001-03-01', to: '2001-03-10' },
      { token: tokens.leader },
    )
    expect(body.data.daily.map((day) => day.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2001-03-${String(i + 1).padStart(2, '0')}`),
    )
    expect(body.data.daily.every((day) => day.calls === 0 && day.money.length === 0)).toBe(true)
    expect(body.data.totals.collectionRecords).toBe(0)
  })
})

type Counted = Omit<WorkFigures, 'money'> & { money: Record<string, Omit<MoneyFigure, 'currency'>> }

/** Figures added up as the level above would, money per currency. */
function added(figures: WorkFigures[]): Counted {
  const sum: Counted = {
    calls: 0,
    whatsappMessages: 0,
    collectionRecords: 0,
    finishedCases: 0,
    dutyDays: 0,
    workPerformancePoint: 0,
    money: {},
  }
  for (const figure of figures) {
    for (const name of [
      'calls',
      'whatsappMessages',
      'collectionRecords',
      'finishedCases',
      'dutyDays',
      'workPerformancePoint',
    ] as const)
      sum[name] += figure[name]
    for (const { currency, repayments, repaidAmount } of figure.money) {
      const money = sum.money[currency] ?? { repayments: 0, repaidAmount: 0 }
      sum.money[currency] = {
        repayments: money.repayments + repayments,
        repaidAmount: money.repaidAmount + repaidAmount,
      }
    }
  }
  return sum
}

describe('figures that add up', () => {
  it('a team’s figures are the sum of its members’, the operation’s the sum of the teams’, money per currency', async () => {
    const period = lastQuarter()
    const { body } = await server.call(staffsStatement.list, period, { token: tokens.manager })
    const teamRows = body.data.rows
    expect(added(teamRows.map((row) => row.figures))).toEqual(added([body.data.totals]))
    expect(body.data.totals.collectionRecords).toBeGreaterThan(0)
    for (const team of teamRows.filter((row) => row.id !== null)) {
      const members = await server.call(
        staffsStatement.list,
        { ...period, teamId: String(team.id) },
        {
          token: tokens.manager,
        },
      )
      expect(added(members.body.data.rows.map((row) => row.figures)), team.name!).toEqual(
        added([team.figures]),
      )
    }
    // The leader's own view of their team has the figures the manager sees for it.
    const lagos = await teamIdOf('Lagos S1 Collection')
    const leaders = await server.call(staffsStatement.list, period, { token: tokens.leader })
    expect(added([leaders.body.data.totals])).toEqual(
      added([teamRows.find((row) => row.id === lagos)!.figures]),
    )
    // The performance details of the operation add up to the same totals, day by day.
    const details = await server.call(performanceDetails, period, { token: tokens.manager })
    expect(added(details.body.data.daily)).toEqual(added([body.data.totals]))
  })

  it('the staff statement’s file has one row per team and currency, money in major units beside it', async () => {
    const period = lastQuarter()
    const { body } = await server.call(staffsStatement.list, period, { token: tokens.manager })
    const file = await server.download(staffsStatement.export, period, {
      token: tokens.manager,
      lang: 'es-ES',
    })
    expect(file.status).toBe(200)
    const { header, records } = csvRecords(file.text)
    expect(header).toContain('Monto pagado')
    const expected = body.data.rows.flatMap((row) =>
      row.figures.money.length === 0
        ? [{ team: row.teamName ?? '', currency: '' }]
        : row.figures.money.map((money) => ({ team: row.teamName ?? '', currency: money.currency })),
    )
    expect(records.map((record) => ({ team: record.Equipo, currency: record.Moneda }))).toEqual(expected)
    const withMoney = body.data.rows.find((row) => row.figures.money.length > 0)!
    const money = withMoney.figures.money[0]!
    const line = records.find(
      (record) => record.Equipo === withMoney.teamName && record.Moneda === money.currency,
    )!
    expect(line['Monto pagado']).toBe((money.repaidAmount / 100).toFixed(2))
  })
})

describe('the daily performance’s file', () => {
  it('has one row per day and currency, in the reader’s language, the days without work included', async () => {
    const period = lastQuarter()
    const { body } = await server.call(performanceDetails, period, { token: tokens.manager })
    const file = await server.download(performanceDetailsExport, period, { token: tokens.manager })
    expect(file.status).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="daily-performance-/)
    const { header, records } = csvRecords(file.text)
    expect(header.slice(0, 3)).toEqual(['Day', 'Calls', 'WhatsApp messages'])
    const expected = body.data.daily.flatMap((day) =>
      day.money.length === 0
        ? [[day.day, String(day.calls), '']]
        : day.money.map((money) => [day.day, String(day.calls), money.currency]),
    )
    expect(records.map((record) => [record.Day, record.Calls, record.Currency])).toEqual(expected)
    expect(new Set(records.map((record) => record.Day)).size).toBe(92)
  })
})

describe('the performance statement', () => {
  it('a Lagos collector gets the Nigeria and Pakistan variant, a Mexico City one the standard one', async () => {
    const lagos = await server.call(performanceStatement, {}, { token: tokens.collector })
    expect(lagos.body.data.variant).toBe('ngpk')
    const mexico = await server.call(performanceStatement, {}, { token: tokens['collector.mx'] })
    expect(mexico.body.data.variant).toBe('standard')
    expect(mexico.body.data.settings).toEqual({
      primeTime: { fromHour: 9, toHour: 13 },
      salaryPeriodStartDay: 1,
      workPoints: { finishedCases: 10, calls: 2, whatsappMessages: 1 },
    })
  })

  it('a collector sees their own rank row, a leader their team’s, a manager at most 20 and no rank of their own', async () => {
    const me = await userIdOf('collector')
    const mine = await server.call(performanceStatement, {}, { token: tokens.collector })
    for (const window of mine.body.data.ranks) {
      expect(window.rows.map((row) => row.personId)).toEqual([me])
      expect(window.myRank).toBe(window.rows[0]!.rank)
    }
    expect(mine.body.data.ranks.map((window) => window.window)).toEqual([
      'yesterday',
      'thisWeek',
      'salaryPeriod',
      'allS1',
    ])
    // Only collectors are ranked: the team's leader is not among them.
    const lagos = await membersOf(await teamIdOf('Lagos S1 Collection'), roleIds.collector)
    const leaders = await server.call(performanceStatement, {}, { token: tokens.leader })
    const week = leaders.body.data.ranks.find((window) => window.window === 'thisWeek')!
    expect(week.rows.map((row) => row.personId).sort((a, b) => a - b)).toEqual(lagos)
    expect(week.of).toBe(lagos.length)
    // A collector's team windows, read apart, rank them as the leader's, read with the team's days.
    for (const window of mine.body.data.ranks.filter((each) => each.window !== 'allS1')) {
      const team = leaders.body.data.ranks.find((each) => each.window === window.window)!
      expect(team.days).toEqual(window.days)
      expect(team.rows.find((row) => row.personId === me)).toEqual(window.rows[0])
    }
    // Equal figures share a rank: ranks rise only past people with more finished cases.
    for (const row of week.rows)
      expect(row.rank).toBe(1 + week.rows.filter((other) => other.finishedCases > row.finishedCases).length)
    // A Mexico City collector is in no S1 team: unranked there.
    const mexico = await server.call(performanceStatement, {}, { token: tokens['collector.mx'] })
    expect(mexico.body.data.ranks.find((window) => window.window === 'allS1')!.myRank).toBeNull()
    const managers = await server.call(performanceStatement, {}, { token: tokens.manager })
    const seller = await userIdOf('seller')
    for (const window of managers.body.data.ranks) {
      expect(window.myRank).toBeNull()
      expect(window.rows.map((row) => row.personId)).not.toContain(seller)
      expect(window.rows.length).toBeLessThanOrEqual(20)
    }
    // A manager's S1 window, taken from the operation's collectors, ranks the same people the same
    // way as the Lagos leader's, read on its own: asked by a manager on the leader's clock, so both
    // read the same salary-period days.
    const lagosManager = await server.newAccount({ roleId: roleIds.manager })
    await server.db.update(users).set({ timeZone: 'Africa/Lagos' }).where(eq(users.id, lagosManager.userId))
    const onLagosClock = await server.call(
      performanceStatement,
      {},
      { token: await server.signInAs(lagosManager.username) },
    )
    const s1 = (answer: typeof managers) =>
      answer.body.data.ranks.find((window) => window.window === 'allS1')!
    expect(s1(onLagosClock).days).toEqual(s1(leaders).days)
    expect(s1(onLagosClock).of).toBe(s1(leaders).of)
    const leadersRank = new Map(s1(leaders).rows.map((row) => [row.personId, row.rank]))
    const shared = s1(onLagosClock).rows.filter((row) => leadersRank.has(row.personId))
    expect(shared.length).toBeGreaterThan(0)
    for (const row of shared) expect(row.rank).toBe(leadersRank.get(row.personId))
  })

  it('the salary period is shown day by day, and its finished cases are the sum of its days', async () => {
    const { body } = await server.call(performanceStatement, {}, { token: tokens.manager })
    const days = body.data.daily.map((day) => day.day)
    expect(days[0]).toBe(body.data.salaryPeriod.from)
    expect(days.at(-1)).toBe(body.data.salaryPeriod.to)
    expect(body.data.finished.salaryPeriod).toBe(
      body.data.daily.reduce((all, day) => all + day.finishedCases, 0),
    )
  })
})

describe('who holds no team', () => {
  it('people in no team are one row of the manager’s tables, so the totals still add up', async () => {
    const noTeam = await server.db.select({ id: users.id }).from(users).where(isNull(users.teamId))
    const { body } = await server.call(staffsDashboard, {}, { token: tokens.manager })
    expect(noTeam.length).toBeGreaterThan(0)
    expect(body.data.rows.filter((row) => row.id === null)).toHaveLength(1)
    expect(body.data.rows.every((row) => row.kind === 'team' && row.clockIn === null)).toBe(true)
  })
})

describe('the demo operation’s attendance', () => {
  it('each member has five weeks at work behind them: in and out on most working days, never on a day off', async () => {
    const collectorId = await userIdOf('collector')
    const today = memberToday(new Date(), 'Africa/Lagos')
    const { body } = await server.call(
      staffDetails,
      {
        period: 'custom',
        from: addDaysToDate(today, -14),
        to: addDaysToDate(today, -1),
        operatorId: collectorId,
      },
      { token: tokens.manager },
    )
    expect(body.respCode, body.respMsg).toBe('000000')
    const days = body.data.daily
    const worked = days.filter((day) => day.clockIn !== null)
    const workingDays = days.filter((day) => day.scheduled === 'work')
    expect(worked.every((day) => day.scheduled === 'work')).toBe(true)
    expect(worked.every((day) => day.clockOut !== null && day.clockOut > day.clockIn!)).toBe(true)
    expect(worked.length).toBeGreaterThanOrEqual(workingDays.length / 2)
    // Each day with a clock-in is a day on duty in the kept figures.
    expect(body.data.totals.dutyDays).toBe(worked.length)
  })
})
