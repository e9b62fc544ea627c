import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addTeam,
  approveLeave,
  clock,
  myClock,
  requestLeave,
  saveWorkSchedule,
  scheduleTeams,
  staffList,
  workSchedule,
} from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { scheduleDays } from '../../server/database/schema/staffs.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import { addDaysToDate, isoWeekdayOf, memberToday } from '../../server/services/localDays.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
let leader: string
let lagosId: number
let cdmxId: number
let collectionTypeId: number
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  leader = await server.signInAs('leader')
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosId = rows.find((row) => row.name === 'Lagos S1 Collection')!.id
  cdmxId = rows.find((row) => row.name === 'CDMX S2 Collection')!.id
  const [type] = await server.db.select().from(teamTypes).where(eq(teamTypes.code, 'collection'))
  collectionTypeId = type!.id
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const member = async (username: string) =>
  (
    await server.db
      .select({ id: users.id, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.username, username))
  )[0]!
/** A date some days from the member's today, on their own clock. */
const dayFromToday = (timeZone: string, days: number) =>
  addDaysToDate(memberToday(new Date(), timeZone), days)
const cellOf = (
  answer: { rows: { memberId: number; cells: { date: string }[] }[] },
  memberId: number,
  date: string,
) => answer.rows.find((row) => row.memberId === memberId)?.cells.find((cell) => cell.date === date)

describe('work schedules (menu 76): the teams whose schedules the user keeps', () => {
  it('a team leader reads their own team only; a manager every team', async () => {
    const own = await server.call(scheduleTeams, undefined, { token: leader })
    expect(own.body.data.map((team) => team.name)).toEqual(['Lagos S1 Collection'])
    const all = await server.call(scheduleTeams, undefined, { token: manager })
    expect(all.body.data.map((team) => team.name)).toEqual(
      expect.arrayContaining(['Lagos S1 Collection', 'CDMX S2 Collection', 'Night Shift Collection']),
    )
  })

  it('a collector cannot open them, nor a month', async () => {
    const collector = await server.signInAs('collector')
    expect((await server.call(scheduleTeams, undefined, { token: collector })).status).toBe(403)
    const month = await server.call(workSchedule, { teamId: lagosId, month: '2026-12' }, { token: collector })
    expect(month.status).toBe(403)
  })
})

describe("a team's month (work schedule details, menu 90)", () => {
  it('a team leader reads their own team’s month, members by days; another team’s is refused', async () => {
    const answer = await server.call(workSchedule, { teamId: lagosId, month: '2026-12' }, { token: leader })
    expect(answer.body.data.team.name).toBe('Lagos S1 Collection')
    expect(answer.body.data.dates).toHaveLength(31)
    const chinedu = await member('collector')
    // Sunday 6 December is off for a team working Monday to Saturday.
    expect(cellOf(answer.body.data, chinedu.id, '2026-12-06')).toMatchObject({ day: 'off', set: false })
    const outside = await server.call(workSchedule, { teamId: cdmxId, month: '2026-12' }, { token: leader })
    expect([outside.status, outside.body.respCode]).toEqual([403, 'staffs.notYourTeam'])
    const outsideSave = await server.call(
      saveWorkSchedule,
      { teamId: cdmxId, changes: [{ memberId: chinedu.id, date: '2027-01-04', day: 'off' }], ...write() },
      { token: leader },
    )
    expect(outsideSave.body.respCode).toBe('staffs.notYourTeam')
  })

  it('refuses a month that is not one, naming the field in both languages', async () => {
    const en = await server.call(workSchedule, { teamId: lagosId, month: '2026-13' }, { token: leader })
    expect([en.status, en.body.respMsg]).toEqual([400, expect.stringMatching(/^Month: /)])
    const es = await server.call(
      workSchedule,
      { teamId: lagosId, month: 'diciembre' },
      { token: leader, lang: 'es-ES' },
    )
    expect([es.status, es.body.respMsg]).toEqual([400, expect.stringMatching(/^Mes: /)])
  })

  it('the leader marks a future day as leave and it reads as set leave; set back, it is the team’s again', async () => {
    const tunde = await member('expired')
    const day = dayFromToday(tunde.timeZone, 3)
    const month = day.slice(0, 7)
    const saved = await server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes: [{ memberId: tunde.id, date: day, day: 'leave' }], ...write() },
      { token: leader },
    )
    expect(saved.body.data).toEqual({ changed: 1 })
    const read = await server.call(workSchedule, { teamId: lagosId, month }, { token: manager })
    expect(cellOf(read.body.data, tunde.id, day)).toMatchObject({ day: 'leave', set: true, editable: true })

    const original = isoWeekdayOf(day) === 7 ? 'off' : 'work'
    await server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes: [{ memberId: tunde.id, date: day, day: original }], ...write() },
      { token: leader },
    )
    const back = await server.call(workSchedule, { teamId: lagosId, month }, { token: leader })
    expect(cellOf(back.body.data, tunde.id, day)).toMatchObject({ day: original, set: false })
    const kept = await server.db
      .select()
      .from(scheduleDays)
      .where(and(eq(scheduleDays.memberId, tunde.id), eq(scheduleDays.day, day)))
    expect(kept).toEqual([])
  })

  it('a day past is read-only: refused in both languages, and nothing of the save is written', async () => {
    const chinedu = await member('collector')
    const yesterday = dayFromToday(chinedu.timeZone, -1)
    const later = dayFromToday(chinedu.timeZone, 5)
    const changes = [
      { memberId: chinedu.id, date: later, day: 'off' as const },
      { memberId: chinedu.id, date: yesterday, day: 'leave' as const },
    ]
    const en = await server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes, ...write() },
      { token: leader },
    )
    expect([en.status, en.body.respCode, en.body.respMsg]).toEqual([
      422,
      'staffs.dayPassed',
      `${yesterday} has passed for Chinedu Okafor: a day past is history on the schedule and cannot be changed.`,
    ])
    const es = await server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes, ...write() },
      { token: leader, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toBe(
      `El ${yesterday} ya pasó para Chinedu Okafor: un día pasado es historial en el horario y no se puede cambiar.`,
    )
    const written = await server.db.select().from(scheduleDays).where(eq(scheduleDays.memberId, chinedu.id))
    expect(written).toEqual([])
    const read = await server.call(
      workSchedule,
      { teamId: lagosId, month: yesterday.slice(0, 7) },
      { token: leader },
    )
    expect(cellOf(read.body.data, chinedu.id, yesterday)).toMatchObject({ editable: false })
  })

  it('a member the leader set on leave today reads on leave in the staffs list; set to work, on duty', async () => {
    const chinedu = await member('collector')
    const today = dayFromToday(chinedu.timeZone, 0)
    const statusOf = async () =>
      (await server.call(staffList, { search: 'Chinedu' }, { token: leader })).body.data.rows.find(
        (row) => row.id === chinedu.id,
      )?.status
    const setToday = (day: 'leave' | 'work' | 'off') =>
      server.call(
        saveWorkSchedule,
        { teamId: lagosId, changes: [{ memberId: chinedu.id, date: today, day }], ...write() },
        { token: leader },
      )
    await setToday('leave')
    expect(await statusOf()).toBe('onLeave')
    await setToday(isoWeekdayOf(today) === 7 ? 'off' : 'work')
    expect(await statusOf()).toBe('onDuty')
  })

  it('refuses a member of another team, naming them and the team', async () => {
    const ana = await member('collector.mx')
    const answer = await server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes: [{ memberId: ana.id, date: '2027-01-04', day: 'off' }], ...write() },
      { token: manager },
    )
    expect([answer.status, answer.body.respMsg]).toEqual([
      400,
      'Ana Torres is not a member of Lagos S1 Collection.',
    ])
  })
})

describe('clocking in on working days only', () => {
  /** A fresh member of a new team working the given ISO weekdays. */
  async function memberOfTeamWorking(dutyDays: number[]) {
    const account = await server.newAccount()
    const team = await server.call(
      addTeam,
      {
        name: `Clock team ${randomUUID().slice(0, 8)}`,
        teamTypeId: collectionTypeId,
        leaderId: null,
        managerId: null,
        dutyDays,
        ...write(),
      },
      { token: manager },
    )
    await server.db
      .update(users)
      .set({ teamId: team.body.data.teamId, entryDate: '2026-01-01' })
      .where(eq(users.id, account.userId))
    return { ...account, teamId: team.body.data.teamId, token: await server.signInAs(account.username) }
  }
  // newAccount members are in Mexico City.
  const todayThere = () => memberToday(new Date(), 'America/Mexico_City')

  it('on a duty day the member is offered it and clocks in', async () => {
    const someone = await memberOfTeamWorking([1, 2, 3, 4, 5, 6, 7])
    expect((await server.call(myClock, undefined, { token: someone.token })).body.data.workDay).toBe(true)
    const clocked = await server.call(clock, { kind: 'in', ...write() }, { token: someone.token })
    expect(clocked.body.data).toMatchObject({ workDay: true, clockIn: expect.any(String) })
  })

  it('on a day off it is refused with a clear message in both languages, and nothing is written', async () => {
    const today = isoWeekdayOf(todayThere())
    const someone = await memberOfTeamWorking([1, 2, 3, 4, 5, 6, 7].filter((day) => day !== today))
    expect((await server.call(myClock, undefined, { token: someone.token })).body.data.workDay).toBe(false)
    const en = await server.call(clock, { kind: 'in', ...write() }, { token: someone.token })
    expect([en.status, en.body.respMsg]).toEqual([
      422,
      'Today is not one of your duty days: clocking in is for days you work.',
    ])
    const es = await server.call(clock, { kind: 'in', ...write() }, { token: someone.token, lang: 'es-ES' })
    expect(es.body.respMsg).toBe(
      'Hoy no es uno de sus días de trabajo: el registro de entrada es para los días que trabaja.',
    )
    expect((await server.call(myClock, undefined, { token: someone.token })).body.data.clockIn).toBeNull()
  })

  it('a manager over the teams has no duty day to clock in on', async () => {
    const answer = await server.call(clock, { kind: 'in', ...write() }, { token: manager })
    expect(answer.body.respCode).toBe('staffs.notDutyDay')
  })

  it('follows the day the leader set: given off, refused; a day off set to work, allowed', async () => {
    const today = todayThere()
    const off = await memberOfTeamWorking([1, 2, 3, 4, 5, 6, 7])
    await server.call(
      saveWorkSchedule,
      { teamId: off.teamId, changes: [{ memberId: off.userId, date: today, day: 'off' }], ...write() },
      { token: manager },
    )
    expect((await server.call(clock, { kind: 'in', ...write() }, { token: off.token })).body.respCode).toBe(
      'staffs.notDutyDay',
    )
    const extra = await memberOfTeamWorking(
      [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== isoWeekdayOf(today)),
    )
    await server.call(
      saveWorkSchedule,
      { teamId: extra.teamId, changes: [{ memberId: extra.userId, date: today, day: 'work' }], ...write() },
      { token: manager },
    )
    const clocked = await server.call(clock, { kind: 'in', ...write() }, { token: extra.token })
    expect(clocked.body.data).toMatchObject({ workDay: true, clockIn: expect.any(String) })
  })

  it('approved leave today is not a working day', async () => {
    const someone = await memberOfTeamWorking([1, 2, 3, 4, 5, 6, 7])
    const asked = await server.call(
      requestLeave,
      { days: [todayThere()], ...write() },
      { token: someone.token },
    )
    await server.call(approveLeave, { leaveId: asked.body.data.id, ...write() }, { token: manager })
    expect(
      (await server.call(clock, { kind: 'in', ...write() }, { token: someone.token })).body.respCode,
    ).toBe('staffs.notDutyDay')
  })
})

describe('a leave request is recorded from its creation', () => {
  it('REQUEST from new, then APPROVE, each with machine, version, who, from, event and to', async () => {
    const collector = await server.signInAs('collector')
    const chinedu = await member('collector')
    const days = [dayFromToday(chinedu.timeZone, 20)]
    const mutation = randomUUID()
    const asked = await server.call(requestLeave, { days, clientMutationId: mutation }, { token: collector })
    await server.call(approveLeave, { leaveId: asked.body.data.id, ...write() }, { token: leader })
    const recorded = await server.db
      .select()
      .from(transitions)
      .where(and(eq(transitions.entityType, 'leaveRequest'), eq(transitions.entityId, asked.body.data.id)))
      .orderBy(transitions.id)
    expect(recorded.map((row) => [row.machine, row.eventType])).toEqual([
      ['leave@3', 'REQUEST'],
      ['leave@3', 'APPROVE'],
    ])
    expect(recorded[0]).toMatchObject({
      actorId: chinedu.id,
      clientMutationId: mutation,
      fromState: { value: 'new', context: { memberId: null, days: [] } },
      eventPayload: { by: chinedu.id, days },
      toState: { value: 'pending', context: { memberId: chinedu.id, days, approvedBy: null } },
      at: expect.any(Date),
    })
    expect(recorded[1]?.fromState).toEqual(recorded[0]?.toState)
  })
})
