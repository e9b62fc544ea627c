import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { messageList } from '../../contract/messages.ts'
import { signIn } from '../../contract/session.ts'
import {
  addMember,
  addTeam,
  approveLeave,
  cancelLeave,
  clock,
  editMember,
  editTeam,
  leaveList,
  myClock,
  requestLeave,
  setMemberValidity,
  staffExport,
  staffList,
} from '../../contract/staffs.ts'
import { allTeams } from '../../contract/system.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import { memberToday } from '../../server/services/localDays.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
let leader: string
let collectionTypeId: number
let lagosId: number
let cdmxId: number
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  leader = await server.signInAs('leader')
  const [type] = await server.db.select().from(teamTypes).where(eq(teamTypes.code, 'collection'))
  collectionTypeId = type!.id
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosId = rows.find((row) => row.name === 'Lagos S1 Collection')!.id
  cdmxId = rows.find((row) => row.name === 'CDMX S2 Collection')!.id
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
let serial = 0
const newMember = (teamId: number | null, roleId: number = roleIds.collector) => {
  serial += 1
  return {
    name: `Staff Member ${serial}`,
    username: `staff.member.${serial}`,
    countryCode: '234',
    phone: `0803 777 ${String(serial).padStart(4, '0')}`,
    roleId,
    teamId,
    timeZone: 'Africa/Lagos',
    entryDate: '2026-01-05',
  }
}
const idOf = async (username: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id

describe('the teams seeded with members at their head (issue 14)', () => {
  it('reads every seeded leader and the manager as members', async () => {
    const { body } = await server.call(allTeams, undefined, { token: manager })
    const byName = new Map(body.data.map((team) => [team.name, team]))
    expect(byName.get('Lagos S1 Collection')).toMatchObject({
      leaderId: await idOf('leader'),
      leaderName: 'Adaeze Nwosu',
      managerId: await idOf('manager'),
    })
    expect(byName.get('CDMX S2 Collection')).toMatchObject({ leaderId: await idOf('leader.mx') })
    expect(byName.get('CDMX Sales')).toMatchObject({ leaderId: await idOf('leader.sales') })
    expect(byName.get('Night Shift Collection')).toMatchObject({ leaderId: null, leaderName: '' })
  })
})

describe('the staffs list (menu 1, index 2)', () => {
  it('a collector cannot open it, in both languages', async () => {
    const collector = await server.signInAs('collector')
    const en = await server.call(staffList, {}, { token: collector })
    expect(en.status).toBe(403)
    const es = await server.call(staffList, {}, { token: collector, lang: 'es-ES' })
    expect(es.status).toBe(403)
    expect(es.body.respMsg).not.toBe(en.body.respMsg)
  })

  it('a team leader sees only their team; a manager everyone, by team, role and status', async () => {
    const mine = await server.call(staffList, { limit: 200 }, { token: leader })
    expect(mine.body.data.rows.length).toBeGreaterThan(0)
    expect(mine.body.data.rows.every((row) => row.teamId === lagosId)).toBe(true)
    const theirs = await server.call(staffList, { teamId: cdmxId }, { token: leader })
    expect(theirs.body.data.rows).toEqual([])
    const everyone = await server.call(staffList, { limit: 200 }, { token: manager })
    expect(new Set(everyone.body.data.rows.map((row) => row.teamId)).size).toBeGreaterThan(2)
    const leaders = await server.call(
      staffList,
      { roleId: roleIds.teamLeader, limit: 200 },
      { token: manager },
    )
    expect(leaders.body.data.rows.map((row) => row.username).sort()).toEqual(
      expect.arrayContaining(['leader', 'leader.mx', 'leader.sales']),
    )
    expect(leaders.body.data.rows.every((row) => row.roleId === roleIds.teamLeader)).toBe(true)
    const onDuty = await server.call(staffList, { status: 'onDuty', limit: 200 }, { token: manager })
    expect(onDuty.body.data.rows.every((row) => row.status === 'onDuty' && row.valid)).toBe(true)
  })

  it('searches by name or by phone digits, and pages by the keyset', async () => {
    const byName = await server.call(staffList, { search: 'adaeze' }, { token: manager })
    expect(byName.body.data.rows.map((row) => row.username)).toEqual(['leader'])
    const byPhone = await server.call(staffList, { search: '0000021' }, { token: manager })
    expect(byPhone.body.data.rows.map((row) => row.username)).toEqual(['collector.mx'])
    const first = await server.call(staffList, { limit: 2 }, { token: manager })
    expect(first.body.data.nextCursor).not.toBeNull()
    const second = await server.call(
      staffList,
      { limit: 2, after: first.body.data.nextCursor! },
      { token: manager },
    )
    const firstIds = first.body.data.rows.map((row) => row.id)
    expect(second.body.data.rows.some((row) => firstIds.includes(row.id))).toBe(false)
  })

  it('a member whose leave of today is approved reads on leave', async () => {
    const account = await server.newAccount({ roleId: roleIds.collector })
    await server.db
      .update(users)
      .set({ teamId: lagosId, timeZone: 'Africa/Lagos' })
      .where(eq(users.id, account.userId))
    const token = await server.signInAs(account.username)
    const today = memberToday(new Date(), 'Africa/Lagos')
    const asked = await server.call(requestLeave, { days: [today], ...write() }, { token })
    const onDuty = await server.call(staffList, { status: 'onDuty', limit: 200 }, { token: leader })
    expect(onDuty.body.data.rows.map((row) => row.id)).toContain(account.userId)
    await server.call(approveLeave, { leaveId: asked.body.data.id, ...write() }, { token: leader })
    const onLeave = await server.call(staffList, { status: 'onLeave', limit: 200 }, { token: leader })
    expect(onLeave.body.data.rows.map((row) => row.id)).toContain(account.userId)
  })

  it('a member past their left date reads left', async () => {
    const account = await server.newAccount({ roleId: roleIds.collector })
    await server.db.update(users).set({ leftDate: '2026-01-01' }).where(eq(users.id, account.userId))
    const left = await server.call(staffList, { status: 'left', limit: 200 }, { token: manager })
    expect(left.body.data.rows.map((row) => row.id)).toContain(account.userId)
  })

  it('exports the filter as CSV with headers in the request language', async () => {
    const en = await server.download(staffExport, { teamId: lagosId }, { token: leader })
    expect(en.status).toBe(200)
    expect(en.text.split('\n')[0]).toContain('Name,Username,Phone,Role,Team,Entry date,Status,Valid')
    expect(en.text).toContain('Adaeze Nwosu')
    const theirs = await server.download(staffExport, { teamId: cdmxId }, { token: leader })
    expect(theirs.text.trim().split('\n')).toHaveLength(1)
    const collector = await server.signInAs('collector')
    expect((await server.download(staffExport, {}, { token: collector })).status).toBe(403)
    const es = await server.download(staffExport, { teamId: lagosId }, { token: leader, lang: 'es-ES' })
    expect(es.text.split('\n')[0]).toContain('Nombre,Usuario,Teléfono,Rol,Equipo,Fecha de ingreso,Estado')
  })
})

describe('adding and editing members', () => {
  it('a new member gets a one-time password that must be changed at the first sign-in', async () => {
    const input = newMember(lagosId)
    const mutation = write()
    const { body } = await server.call(addMember, { ...input, ...mutation }, { token: manager })
    expect(body.respCode).toBe('000000')
    expect(body.data.oneTimePassword).toMatch(/^[A-Za-z2-9]{10}$/)
    const [row] = await server.db.select().from(users).where(eq(users.id, body.data.memberId))
    expect(row).toMatchObject({ phone: `234803777${String(serial).padStart(4, '0')}`, cc: 'NG' })
    const first = await server.call(signIn, {
      username: input.username,
      password: body.data.oneTimePassword!,
    })
    expect(first.body.respCode).toBe('auth.passwordExpired')
    // Sent again, the same write adds nobody and shows no password: it is not kept.
    const again = await server.call(addMember, { ...input, ...mutation }, { token: manager })
    expect(again.body.data).toEqual({ memberId: body.data.memberId, oneTimePassword: null })
  })

  it('refuses a username or a phone another member has, naming the field, in both languages', async () => {
    const taken = { ...newMember(lagosId), username: 'Collector' }
    const en = await server.call(addMember, { ...taken, ...write() }, { token: manager })
    expect([en.status, en.body.respMsg, en.body.data]).toEqual([
      409,
      'This username belongs to another member.',
      { field: 'username' },
    ])
    const es = await server.call(addMember, { ...taken, ...write() }, { token: manager, lang: 'es-ES' })
    expect(es.body.respMsg).toBe('Este usuario ya es de otro miembro.')
    const phone = { ...newMember(lagosId), countryCode: '52', phone: '55 1000 00021' }
    const byPhone = await server.call(addMember, { ...phone, ...write() }, { token: manager, lang: 'es-ES' })
    expect([byPhone.status, byPhone.body.respMsg, byPhone.body.data]).toEqual([
      409,
      'Este número de teléfono ya es de otro miembro.',
      { field: 'phone' },
    ])
    const badPhone = await server.call(
      addMember,
      { ...newMember(lagosId), phone: 'call me', ...write() },
      { token: manager },
    )
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.respMsg).toMatch(/^Phone: /)
  })

  it('takes a country code typed as dialled (+234) as its digits, and refuses one no country has, naming the field in both languages', async () => {
    const input = { ...newMember(lagosId), countryCode: '+234' }
    const added = await server.call(addMember, { ...input, ...write() }, { token: manager })
    expect(added.body.respCode).toBe('000000')
    const [row] = await server.db.select().from(users).where(eq(users.id, added.body.data.memberId))
    expect(row).toMatchObject({ phone: `234803777${String(serial).padStart(4, '0')}`, cc: 'NG' })

    const unknown = { ...newMember(lagosId), countryCode: '999' }
    const en = await server.call(addMember, { ...unknown, ...write() }, { token: manager })
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      'Country code: no country has this calling code: choose a country from the list',
    ])
    expect(en.body.data).toMatchObject({ fields: [{ field: 'countryCode', key: 'countryCode.unknown' }] })
    const es = await server.call(addMember, { ...unknown, ...write() }, { token: manager, lang: 'es-ES' })
    expect([es.status, es.body.respMsg]).toEqual([
      400,
      'Código de país: Ningún país tiene este código: elija un país de la lista',
    ])
    expect(await server.db.select().from(users).where(eq(users.username, unknown.username))).toEqual([])
  })

  it('a team leader adds collectors to their own team only, never someone over a team', async () => {
    const other = await server.call(addMember, { ...newMember(cdmxId), ...write() }, { token: leader })
    expect([other.status, other.body.respCode]).toEqual([403, 'staffs.notYourTeam'])
    const boss = await server.call(
      addMember,
      { ...newMember(lagosId, roleIds.manager), ...write() },
      { token: leader, lang: 'es-ES' },
    )
    expect([boss.status, boss.body.respMsg]).toEqual([
      403,
      'Solo puede dar, cambiar o desactivar roles por debajo del suyo, y nunca su propio rol o equipo.',
    ])
    const own = await server.call(addMember, { ...newMember(lagosId), ...write() }, { token: leader })
    expect(own.body.respCode).toBe('000000')
    const edited = await server.call(
      editMember,
      { ...newMember(lagosId), memberId: own.body.data.memberId, ...write() },
      { token: leader },
    )
    expect(edited.body.respCode).toBe('000000')
    const gone = await server.call(
      editMember,
      { ...newMember(lagosId), memberId: own.body.data.memberId, leftDate: '2026-02-01', ...write() },
      { token: leader },
    )
    expect(gone.body.respCode).toBe('000000')
    const left = await server.call(staffList, { status: 'left', limit: 200 }, { token: leader })
    expect(left.body.data.rows.map((row) => row.id)).toContain(own.body.data.memberId)
    const before = await server.call(
      editMember,
      { ...newMember(lagosId), memberId: own.body.data.memberId, leftDate: '2025-12-31', ...write() },
      { token: leader, lang: 'es-ES' },
    )
    expect(before.status).toBe(400)
    expect(before.body.respMsg).toMatch(/^Fecha de baja: /)
    const outside = await server.call(
      editMember,
      { ...newMember(lagosId), memberId: await idOf('collector.mx'), ...write() },
      { token: leader },
    )
    expect(outside.body.respCode).toBe('staffs.notYourTeam')
  })

  it('a team leader cannot mark another team’s member invalid, nor themselves', async () => {
    const other = await server.call(
      setMemberValidity,
      { memberId: await idOf('collector.mx'), valid: false, ...write() },
      { token: leader },
    )
    expect([other.status, other.body.respCode]).toEqual([403, 'staffs.notYourTeam'])
    const self = await server.call(
      setMemberValidity,
      { memberId: await idOf('leader'), valid: false, ...write() },
      { token: leader },
    )
    expect([self.status, self.body.respCode]).toEqual([403, 'policy.roleAbove'])
  })

  it('marking a member invalid ends their sessions at once and says how many cases are left', async () => {
    const account = await server.newAccount({ roleId: roleIds.collector })
    await server.db.update(users).set({ teamId: lagosId }).where(eq(users.id, account.userId))
    const token = await server.signInAs(account.username)
    const [held] = await server.db.select({ id: cases.id }).from(cases).limit(2)
    await server.db.update(cases).set({ ownerId: account.userId }).where(eq(cases.id, held!.id))
    const { body } = await server.call(
      setMemberValidity,
      { memberId: account.userId, valid: false, ...write() },
      { token: leader },
    )
    expect(body.data).toEqual({ memberId: account.userId, valid: false, openCases: 1 })
    expect((await server.call(leaveList, {}, { token })).status).toBe(401)
    const refused = await server.call(signIn, { username: account.username, password: account.password })
    expect(refused.body.respCode).toBe('auth.accountDisabled')
    const list = await server.call(staffList, { search: account.username.slice(0, 3) }, { token: manager })
    expect(list.status).toBe(200)
  })
})

describe('teams', () => {
  const team = (name: string, leaderId: number | null = null) => ({
    name,
    teamTypeId: collectionTypeId,
    leaderId,
    managerId: null,
    dutyDays: [5, 1, 2],
  })

  it('refuses an empty name, a name in use and a leader who leads another team, in both languages', async () => {
    const empty = await server.call(addTeam, { ...team('  '), ...write() }, { token: manager })
    expect([empty.status, empty.body.respMsg]).toEqual([400, 'Team name: team name should not be empty'])
    const emptyEs = await server.call(addTeam, { ...team(''), ...write() }, { token: manager, lang: 'es-ES' })
    expect(emptyEs.body.respMsg).toMatch(/^Nombre del equipo: /)
    const taken = await server.call(
      addTeam,
      { ...team('lagos s1 collection'), ...write() },
      { token: manager },
    )
    expect([taken.status, taken.body.respMsg]).toEqual([
      409,
      'A team named lagos s1 collection exists already.',
    ])
    const twice = await server.call(
      addTeam,
      { ...team('Abuja Collection', await idOf('leader')), ...write() },
      { token: manager },
    )
    expect([twice.status, twice.body.respMsg]).toEqual([
      409,
      'do not choose more than one team for a leader: Adaeze Nwosu leads Lagos S1 Collection already.',
    ])
    const twiceEs = await server.call(
      addTeam,
      { ...team('Abuja Collection', await idOf('leader')), ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect(twiceEs.body.respMsg).toBe(
      'No elija más de un equipo para un líder: Adaeze Nwosu ya es líder de equipo de Lagos S1 Collection.',
    )
  })

  it('adds a team with a member as its leader, and edits it; a leader edits only their own', async () => {
    const account = await server.newAccount({ roleId: roleIds.teamLeader })
    const made = await server.call(
      addTeam,
      { ...team('Abuja Collection', account.userId), ...write() },
      { token: manager },
    )
    expect(made.body.respCode).toBe('000000')
    const listed = await server.call(allTeams, undefined, { token: manager })
    expect(listed.body.data.find((t) => t.id === made.body.data.teamId)).toMatchObject({
      leaderId: account.userId,
      dutyDays: [1, 2, 5],
    })
    const renamed = await server.call(
      editTeam,
      { ...team('Abuja North Collection', account.userId), teamId: made.body.data.teamId, ...write() },
      { token: manager },
    )
    expect(renamed.body.respCode).toBe('000000')
    const byLeader = await server.call(
      editTeam,
      { ...team('Not mine', account.userId), teamId: made.body.data.teamId, ...write() },
      { token: leader },
    )
    expect(byLeader.body.respCode).toBe('staffs.notYourTeam')
    const added = await server.call(addTeam, { ...team('Leader made'), ...write() }, { token: leader })
    expect(added.body.respCode).toBe('staffs.notYourTeam')
  })
})

describe('leave, through the leave machine', () => {
  it('a member asks, their leader approves, the member reads the message in both languages', async () => {
    const collector = await server.signInAs('collector')
    const asked = await server.call(
      requestLeave,
      { days: ['2026-12-15', '2026-12-14'], reason: 'Family', ...write() },
      { token: collector },
    )
    expect(asked.body.data).toMatchObject({ status: 'pending', days: ['2026-12-14', '2026-12-15'] })
    const own = await server.call(
      approveLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: collector },
    )
    expect(own.status).toBe(403)
    const mx = await server.signInAs('leader.mx')
    const outside = await server.call(
      approveLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: mx },
    )
    expect(outside.body.respCode).toBe('staffs.notYourTeam')
    const approved = await server.call(
      approveLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: leader },
    )
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedByName: 'Adaeze Nwosu' })
    const recorded = await server.db
      .select()
      .from(transitions)
      .where(and(eq(transitions.entityType, 'leaveRequest'), eq(transitions.entityId, asked.body.data.id)))
    expect(recorded.map((row) => [row.machine, row.eventType])).toEqual([
      ['leave@3', 'REQUEST'],
      ['leave@3', 'APPROVE'],
    ])
    const en = await server.call(messageList, {}, { token: collector })
    const message = en.body.data.find((m) => m.name === 'LEAVE_APPROVAL_MESSAGE')
    expect(message?.content).toContain('Adaeze Nwosu approved your leave (2026-12-14 – 2026-12-15).')
    const es = await server.call(messageList, {}, { token: collector, lang: 'es-ES' })
    expect(es.body.data.find((m) => m.name === 'LEAVE_APPROVAL_MESSAGE')?.content).toContain(
      'Adaeze Nwosu aprobó su permiso (2026-12-14 – 2026-12-15).',
    )
    const again = await server.call(
      cancelLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: collector, lang: 'es-ES' },
    )
    expect([again.status, again.body.respMsg]).toEqual([
      409,
      'Esta solicitud de permiso ya fue aprobada, rechazada o cancelada, actualice esta página.',
    ])
  })

  it('no one approves their own leave, and only the member cancels their request', async () => {
    const asked = await server.call(requestLeave, { days: ['2026-12-21'], ...write() }, { token: leader })
    const own = await server.call(
      approveLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: leader },
    )
    expect([own.status, own.body.respMsg]).toEqual([
      403,
      'You cannot approve or reject your own leave: your team leader decides it.',
    ])
    const byOther = await server.call(
      cancelLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: manager },
    )
    expect([byOther.status, byOther.body.respCode]).toEqual([403, 'staffs.notYourLeave'])
    const cancelled = await server.call(
      cancelLeave,
      { leaveId: asked.body.data.id, ...write() },
      { token: leader },
    )
    expect(cancelled.body.data.status).toBe('cancelled')
    const missing = await server.call(approveLeave, { leaveId: 999_999, ...write() }, { token: manager })
    expect(missing.body.respCode).toBe('staffs.leaveNotFound')
  })

  it('lists a member’s own requests, and a leader’s team’s', async () => {
    const collector = await server.signInAs('collector.mx')
    const mine = await server.call(leaveList, {}, { token: collector })
    expect(mine.body.data.length).toBeGreaterThan(0)
    expect(mine.body.data.every((row) => row.memberId === mine.body.data[0]!.memberId)).toBe(true)
    const team = await server.call(leaveList, { status: 'pending' }, { token: leader })
    expect(team.body.data.every((row) => row.teamId === lagosId && row.status === 'pending')).toBe(true)
  })
})

describe('clocking in and out', () => {
  it('keeps the first clock-in, and a clock-out while it is the last press of the day', async () => {
    const account = await server.newAccount({ roleId: roleIds.collector })
    // A team working every day: clocking in is for working days (tests/server/workSchedules.test.ts).
    const everyDay = await server.call(
      addTeam,
      {
        name: 'Every Day Collection',
        teamTypeId: collectionTypeId,
        leaderId: null,
        managerId: null,
        dutyDays: [1, 2, 3, 4, 5, 6, 7],
        ...write(),
      },
      { token: manager },
    )
    await server.db
      .update(users)
      .set({ teamId: everyDay.body.data.teamId, entryDate: '2026-01-01' })
      .where(eq(users.id, account.userId))
    const token = await server.signInAs(account.username)
    const none = await server.call(myClock, undefined, { token })
    expect(none.body.data).toMatchObject({ clockIn: null, clockOut: null })
    const first = await server.call(clock, { kind: 'in', ...write() }, { token })
    await server.call(clock, { kind: 'in', ...write() }, { token })
    const out = await server.call(clock, { kind: 'out', ...write() }, { token })
    expect(out.body.data.clockIn).toBe(first.body.data.clockIn)
    expect(out.body.data.clockOut).not.toBeNull()
    expect((await server.call(myClock, undefined, { token })).body.data).toEqual(out.body.data)
    const back = await server.call(clock, { kind: 'in', ...write() }, { token })
    expect(back.body.data).toMatchObject({ clockIn: first.body.data.clockIn, clockOut: null })
  })
})
