import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseRow } from '../../contract/cases.ts'
import {
  collectionDashboard,
  type DashboardCaseList,
  dashboardCaseLists,
  dashboardCases,
  performanceStatement,
  staffDetails,
  staffsDashboard,
} from '../../contract/dashboards.ts'
import { clock } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams } from '../../server/database/schema/system.ts'
import { keepingCaseFigures } from '../../server/services/dashboards/keptCaseFigures.ts'
import { memberToday } from '../../server/services/localDays.ts'
import { caseSupply, newMutationId } from '../support/caseFixtures.ts'
import { csvRecords } from '../support/csv.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let take: ReturnType<typeof caseSupply>
let leader: string
let lagosTeam: number
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
  leader = await server.signInAs('leader')
  const [team] = await server.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.name, 'Lagos S1 Collection'))
  lagosTeam = team!.id
  // Every day a duty day, so clocking in is not refused on the weekday the test runs.
  await server.db.update(teams).set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
}, 600_000)
afterAll(() => server?.close())

const hourMs = 3_600_000

/** A new collector of the Lagos team holding cases, each handed over as an allocation keeps the counts. */
async function lagosCollectorHolding(held: Array<Partial<typeof cases.$inferInsert>>) {
  const account = await server.newAccount({ roleId: 2 })
  await server.db
    .update(users)
    .set({ timeZone: 'Africa/Lagos', teamId: lagosTeam })
    .where(eq(users.id, account.userId))
  const caseIds = await take(held.length, eq(cases.kind, 'collection'), isNull(cases.closedAt))
  await server.db.transaction((tx) =>
    keepingCaseFigures(tx, caseIds, async () => {
      for (const [index, columns] of held.entries())
        await tx
          .update(cases)
          .set({
            ownerId: account.userId,
            teamId: lagosTeam,
            status: 'unpaid',
            appointmentAt: null,
            allocatedAt: new Date(),
            ...columns,
          })
          .where(eq(cases.id, caseIds[index]!))
    }),
  )
  return { ...account, token: await server.signInAs(account.username) }
}

/** Every page of one of the four lists, as the screen follows its cursor. */
async function walk(list: DashboardCaseList, operatorId: number, token: string): Promise<CaseRow[]> {
  const rows: CaseRow[] = []
  let after: string | undefined
  do {
    const { body } = await server.call(
      dashboardCases.list,
      { list, operatorId: String(operatorId), limit: 2, ...(after ? { after } : {}) },
      { token },
    )
    expect(body.respCode, body.respMsg).toBe('000000')
    rows.push(...body.data.rows)
    after = body.data.nextCursor ?? undefined
  } while (after)
  return rows
}

const figureOf = {
  today: 'unfinishedToday',
  thisWeek: 'unfinishedThisWeek',
  atHearing: 'expiringInPrimeTime',
  in24Hours: 'expiringWithin24Hours',
} as const

describe('the four case lists a collection figure opens', () => {
  it('hold exactly the cases the figures count, for the leader and for the collector, in the list and its file', async () => {
    const now = Date.now()
    const member = await lagosCollectorHolding([
      { appointmentAt: new Date(now + 2 * hourMs) },
      { appointmentAt: new Date(now + 20 * hourMs) },
      { appointmentAt: new Date(now + 30 * hourMs) },
      { allocatedAt: new Date(now - 10 * 86_400_000) },
      // Paid off: finished, counted by none of them and in no list.
      { status: 'paidOff', appointmentAt: new Date(now + hourMs) },
    ])
    const { body } = await server.call(collectionDashboard, {}, { token: leader })
    const row = body.data.rows.find((each) => each.id === member.userId)!
    expect(row.unfinishedToday).toBeGreaterThan(0)
    expect(row.expiringWithin24Hours).toBe(2)
    // The holder's statement reads the same unfinished cases from the kept figures.
    const statement = await server.call(performanceStatement, {}, { token: member.token })
    expect(statement.body.data.unfinished).toEqual({
      today: row.unfinishedToday,
      thisWeek: row.unfinishedThisWeek,
      expiringInPrimeTime: row.expiringInPrimeTime,
      expiringWithin24Hours: row.expiringWithin24Hours,
    })
    for (const list of dashboardCaseLists) {
      const asLeader = await walk(list, member.userId, leader)
      expect(asLeader.length, list).toBe(row[figureOf[list]])
      expect(asLeader.every((caseRow) => caseRow.status !== 'paidOff' && !caseRow.closed)).toBe(true)
      const asHolder = await walk(list, member.userId, member.token)
      expect(asHolder.map((caseRow) => caseRow.id)).toEqual(asLeader.map((caseRow) => caseRow.id))
      const file = await server.download(
        dashboardCases.export,
        { list, operatorId: String(member.userId) },
        { token: leader, lang: 'es-ES' },
      )
      const { header, records } = csvRecords(file.text)
      expect(header[0]).toBe('N.º de caso')
      expect(records.map((record) => record['N.º de caso'])).toEqual(
        asLeader.map((caseRow) => caseRow.caseNo),
      )
    }
  })

  it('another member’s list is refused to a collector, another team’s member to a leader, an unknown member not found', async () => {
    const member = await lagosCollectorHolding([{}])
    const other = await lagosCollectorHolding([{}])
    const refused = await server.call(
      dashboardCases.list,
      { list: 'today', operatorId: String(other.userId) },
      { token: member.token, lang: 'es-ES' },
    )
    expect(refused.status).toBe(403)
    expect(refused.body.respMsg).toBe('Las cifras de este miembro no le corresponden: está en otro equipo.')
    const [mexican] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'collector.mx'))
    const elsewhere = await server.call(
      dashboardCases.export,
      { list: 'in24Hours', operatorId: String(mexican!.id) },
      { token: leader },
    )
    expect(elsewhere.status).toBe(403)
    const unknown = await server.call(
      dashboardCases.list,
      { list: 'today', operatorId: '987654' },
      { token: leader },
    )
    expect(unknown.status).toBe(404)
  })
})

describe('the staff dashboard and a member’s details', () => {
  it('shows a member’s clock-in of today on their clock, the cases they hold and their days on their schedule', async () => {
    const member = await lagosCollectorHolding([{}, {}, { status: 'paidOff' }])
    const pressed = await server.call(
      clock,
      { kind: 'in', clientMutationId: newMutationId() },
      { token: member.token },
    )
    expect(pressed.body.respCode, pressed.body.respMsg).toBe('000000')
    const { body } = await server.call(staffsDashboard, { period: 'today' }, { token: leader })
    const row = body.data.rows.find((each) => each.id === member.userId)!
    expect(row.clockIn).toMatch(/^\d\d:\d\d$/)
    expect(row.clockOut).toBeNull()
    expect(row.casesHeld).toBe(2)
    expect(row.figures.dutyDays).toBe(1)

    const today = memberToday(new Date(), 'Africa/Lagos')
    const details = await server.call(
      staffDetails,
      { operatorId: String(member.userId), period: 'thisWeek' },
      { token: leader },
    )
    expect(details.body.data.member).toMatchObject({ id: member.userId, timeZone: 'Africa/Lagos' })
    const todays = details.body.data.daily.find((day) => day.day === today)!
    expect(todays).toMatchObject({ clockIn: row.clockIn, dutyDays: 1 })
    expect(todays.scheduled).toBe('work')
    expect(details.body.data.days.to).toBe(today)
    expect(details.body.data.totals.dutyDays).toBe(1)
  })

  it('a team’s row adds up its members’ attendance and held cases, with no clock of its own', async () => {
    const manager = await server.signInAs('manager')
    // The leader's today (Lagos) may be another date than the manager's (Mexico City): a named period
    // is read on the caller's calendar, so the manager asks for the leader's days by date.
    const leaders = await server.call(staffsDashboard, { period: 'today' }, { token: leader })
    const { from, to } = leaders.body.data.days
    const managers = await server.call(staffsDashboard, { period: 'custom', from, to }, { token: manager })
    expect(managers.body.data.days).toEqual({ from, to })
    const team = managers.body.data.rows.find((row) => row.id === lagosTeam)!
    expect(team).toMatchObject({ kind: 'team', clockIn: null, clockOut: null })
    const members = leaders.body.data.rows
    const sum = (of: (row: (typeof members)[number]) => number) =>
      members.reduce((all, row) => all + of(row), 0)
    expect(team.casesHeld).toBe(sum((row) => row.casesHeld))
    expect(team.absencesLast3Days).toBe(sum((row) => row.absencesLast3Days))
    expect(team.leaveDaysLast7Days).toBe(sum((row) => row.leaveDaysLast7Days))
    expect(team.figures.dutyDays).toBe(sum((row) => row.figures.dutyDays))
    expect(team.casesHeld).toBeGreaterThan(0)
  })
})
