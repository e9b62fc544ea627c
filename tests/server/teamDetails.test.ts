import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCases } from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { addMember, addTeam, setMemberValidity, teamDetails } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { clockEvents, leaveRequests } from '../../server/database/schema/staffs.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import { teamDetailsOf } from '../../server/services/staffs/teamDetails.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
let leader: string
let lagosId: number
let cdmxId: number
let salesTypeId: number
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  leader = await server.signInAs('leader')
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosId = rows.find((row) => row.name === 'Lagos S1 Collection')!.id
  cdmxId = rows.find((row) => row.name === 'CDMX S2 Collection')!.id
  const [sales] = await server.db.select().from(teamTypes).where(eq(teamTypes.code, 'sales'))
  salesTypeId = sales!.id
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const idOf = async (username: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id

describe('team details: who may open them', () => {
  it("a team leader opens their own team, and is refused another's in both languages", async () => {
    const own = await server.call(teamDetails, { teamId: lagosId }, { token: leader })
    expect(own.status).toBe(200)
    expect(own.body.data.team.name).toBe('Lagos S1 Collection')
    const en = await server.call(teamDetails, { teamId: cdmxId }, { token: leader })
    expect([en.status, en.body.respCode]).toEqual([403, 'staffs.notYourTeam'])
    const es = await server.call(teamDetails, { teamId: cdmxId }, { token: leader, lang: 'es-ES' })
    expect(es.body.respMsg).toBe('Solo puede ver y asignar dentro de su propio equipo.')
    expect(JSON.stringify(en.body.data)).not.toContain('CDMX')
  })

  it('a manager opens any team; a team that does not exist is not found', async () => {
    const cdmx = await server.call(teamDetails, { teamId: cdmxId }, { token: manager })
    expect(cdmx.body.data.members.map((member) => member.name)).toContain('Jorge Medina')
    const none = await server.call(teamDetails, { teamId: 999_999 }, { token: manager, lang: 'es-ES' })
    expect([none.status, none.body.respMsg]).toEqual([404, 'El equipo no existe.'])
  })

  it('a collector cannot open them (no staffs menu), and a team that is no number is named', async () => {
    const collector = await server.signInAs('collector')
    const refused = await server.call(teamDetails, { teamId: lagosId }, { token: collector })
    expect(refused.status).toBe(403)
    const bad = await server.call(teamDetails, { teamId: 'abc' as never }, { token: manager, lang: 'es-ES' })
    expect(bad.status).toBe(400)
    expect(bad.body.respMsg).toContain('Equipo')
  })
})

describe('team details: members, attendance today on their own clock, open cases', () => {
  // Sunday 8 March 2026 at 10:30 UTC: already Monday the 9th in Kiritimati (UTC+14), still Saturday
  // the 7th in Pago Pago (UTC-11), Sunday in Lagos.
  const now = new Date('2026-03-08T10:30:00Z')
  let teamId: number
  const member: Record<string, number> = {}

  beforeAll(async () => {
    const team = await server.call(
      addTeam,
      {
        name: 'Date Line Sales',
        teamTypeId: salesTypeId,
        leaderId: null,
        managerId: null,
        dutyDays: [1, 2, 3, 4, 5, 6],
        ...write(),
      },
      { token: manager },
    )
    teamId = team.body.data.teamId
    const people = [
      ['early', 'Pacific/Kiritimati', '2026-01-05'],
      ['late', 'Pacific/Pago_Pago', '2026-01-05'],
      ['lagos', 'Africa/Lagos', '2026-01-05'],
      ['away', 'Pacific/Pago_Pago', '2026-01-05'],
      ['sleepy', 'Pacific/Kiritimati', '2026-01-05'],
      ['newcomer', 'Africa/Lagos', '2026-03-20'],
      ['gone', 'Africa/Lagos', '2026-01-05'],
    ] as const
    for (const [i, [name, timeZone, entryDate]] of people.entries()) {
      const added = await server.call(
        addMember,
        {
          name: `Dateline ${name}`,
          username: `dateline.${name}`,
          countryCode: '52',
          phone: `55 4444 ${String(i).padStart(4, '0')}`,
          roleId: roleIds.seller,
          teamId,
          timeZone,
          entryDate,
          ...write(),
        },
        { token: manager },
      )
      member[name] = added.body.data.memberId
    }
    await server.db.update(users).set({ leftDate: '2026-03-01' }).where(eq(users.id, member.gone!))
    const clock = (who: string, kind: 'in' | 'out', at: string, day: string) => ({
      memberId: member[who]!,
      kind,
      at: new Date(at),
      day,
    })
    await server.db.insert(clockEvents).values([
      // Their Monday 00:10.
      clock('early', 'in', '2026-03-08T10:10:00Z', '2026-03-09'),
      // Their Saturday 08:00 to 18:00: the clock-out falls on the 8th in UTC, still their 7th.
      clock('late', 'in', '2026-03-07T19:00:00Z', '2026-03-07'),
      clock('late', 'out', '2026-03-08T05:00:00Z', '2026-03-07'),
      // Their Sunday 23:00: yesterday, so not clocked in today.
      clock('sleepy', 'in', '2026-03-08T09:00:00Z', '2026-03-08'),
    ])
    await server.db.insert(leaveRequests).values({
      memberId: member.away!,
      teamId,
      days: ['2026-03-06', '2026-03-07'],
      status: 'approved',
      lifecycle: {},
    })
    const open = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(isNull(cases.closedAt), eq(cases.kind, 'collection')))
      .limit(3)
    const closed = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(isNotNull(cases.closedAt))
      .limit(1)
    for (const row of [...open, ...closed])
      await server.db.update(cases).set({ ownerId: member.early!, teamId }).where(eq(cases.id, row.id))
  })

  it("reads each member's day on their own clock", async () => {
    const details = await teamDetailsOf(server.db, { teamId: null } as never, teamId, 'en', now)
    const byName = new Map(details.members.map((row) => [row.name.replace('Dateline ', ''), row]))
    expect(byName.get('early')).toMatchObject({
      today: '2026-03-09',
      attendance: 'clockedIn',
      clockIn: '2026-03-08T10:10:00.000Z',
      clockOut: null,
    })
    expect(byName.get('late')).toMatchObject({
      today: '2026-03-07',
      attendance: 'clockedOut',
      clockOut: '2026-03-08T05:00:00.000Z',
    })
    expect(byName.get('lagos')).toMatchObject({ today: '2026-03-08', attendance: 'offDuty' })
    expect(byName.get('away')).toMatchObject({ attendance: 'onLeave', leaveDaysLast7Days: 1 })
    expect(byName.get('sleepy')).toMatchObject({ today: '2026-03-09', attendance: 'notClockedIn' })
    expect(byName.get('newcomer')).toMatchObject({ attendance: 'notStarted' })
    expect(byName.has('gone')).toBe(false)
  })

  it("the case lists' team-leader filter finds the team's cases, and its open ones are the count shown", async () => {
    const { body } = await server.call(allCases.list, { teamId, closed: 'no', limit: 50 }, { token: manager })
    expect(body.data.rows).toHaveLength(3)
    const all = await server.call(allCases.list, { teamId, limit: 50 }, { token: manager })
    expect(all.body.data.rows).toHaveLength(4)
    const others = await server.call(allCases.list, { teamId: lagosId, limit: 50 }, { token: manager })
    expect(others.body.data.rows.some((row) => row.owner === 'Dateline early')).toBe(false)
  })

  it('counts the open cases each member holds and the team has, leaving closed ones out', async () => {
    const { body } = await server.call(teamDetails, { teamId }, { token: manager, lang: 'es-ES' })
    const early = body.data.members.find((row) => row.id === member.early)
    expect(early?.openCases).toBe(3)
    expect(body.data.members.find((row) => row.id === member.late)?.openCases).toBe(0)
    expect(body.data.openCases).toBe(3)
    expect(body.data.team).toMatchObject({ teamTypeCode: 'sales', teamTypeName: 'Ventas' })
  })
})

describe('marking oneself invalid', () => {
  it('a manager is refused, with the reason in both languages, and stays valid', async () => {
    const self = await idOf('manager')
    const en = await server.call(
      setMemberValidity,
      { memberId: self, valid: false, ...write() },
      { token: manager },
    )
    expect([en.status, en.body.respCode]).toEqual([403, 'staffs.notYourself'])
    expect(en.body.respMsg).toContain('cannot mark yourself invalid')
    const es = await server.call(
      setMemberValidity,
      { memberId: self, valid: false, ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toContain('No puede marcarse como inválido')
    const [row] = await server.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, self)))
    expect(row?.status).toBe('active')
  })
})
