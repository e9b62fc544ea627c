import { eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionCases } from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { type Workday, workday } from '../../contract/workday.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases, collectionRecords, todos } from '../../server/database/schema/cases.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import type { SignedInUser } from '../../server/services/sessions.ts'
import { workdayOf, workdayOfScope } from '../../server/services/workday/workdayOf.ts'
import { caseSupply } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let take: ReturnType<typeof caseSupply>
let teamCount = 0
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
})
afterAll(() => server?.close())

const at = (iso: string) => new Date(iso)
const hour = 3_600_000

async function freshTeam(): Promise<number> {
  teamCount += 1
  const [type] = await server.db
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(eq(teamTypes.code, 'collection'))
  const [team] = await server.db
    .insert(teams)
    .values({ name: `Workday team ${teamCount}`, teamTypeId: type!.id, dutyDays: [1, 2, 3, 4, 5] })
    .returning({ id: teams.id })
  return team!.id
}

/** A fresh, signed-in account of a role, in a team and a time zone. */
async function person(options: { roleId?: number; teamId?: number | null; timeZone?: string } = {}) {
  const account = await server.newAccount({ roleId: options.roleId ?? roleIds.collector })
  await server.db
    .update(users)
    .set({ teamId: options.teamId ?? null, timeZone: options.timeZone ?? 'America/Mexico_City' })
    .where(eq(users.id, account.userId))
  return { ...account, token: await server.signInAs(account.username) }
}

/** Open, unpaid collection cases given to a collector (and her team), with no appointment yet. */
async function casesFor(owner: { userId: number }, count: number, teamId: number | null = null) {
  const ids = await take(
    count,
    eq(cases.kind, 'collection'),
    isNull(cases.closedAt),
    eq(cases.status, 'unpaid'),
  )
  await server.db
    .update(cases)
    .set({ ownerId: owner.userId, teamId, appointmentAt: null })
    .where(inArray(cases.id, ids))
  return ids
}

const book = (caseId: number, appointmentAt: Date) =>
  server.db.update(cases).set({ appointmentAt }).where(eq(cases.id, caseId))

/** A collection record as it is stored: dialled at a time, perhaps agreeing a date. */
async function recordOn(
  caseId: number,
  authorId: number,
  diallingAt: Date,
  agreed?: { item: 'promiseToPay' | 'callBack' | 'visit'; at: Date },
) {
  await server.db.insert(collectionRecords).values({
    caseId,
    authorId,
    diallingAt,
    connectionStatus: 'notConnected',
    contact: 'self',
    dateItem: agreed?.item ?? 'none',
    dateAt: agreed?.at ?? null,
    createdAt: diallingAt,
  })
}

async function todoOn(caseId: number, authorId: number, dueAt: Date, done = false) {
  await server.db
    .insert(todos)
    .values({ caseId, authorId, text: `Call back about case ${caseId}`, dueAt, doneAt: done ? dueAt : null })
}

const idsOf = (group: Workday['appointments']) => group.items.map((item) => item.caseId)

async function dayOf(token: string, input: { memberId?: string | number } = {}, lang?: 'en-US' | 'es-ES') {
  return server.call(workday, input as never, { token, lang })
}

describe("a collector's day, on her own clock", () => {
  // 25 November 2026, 23:30 UTC: already 26 November (00:30) in Lagos, still 17:30 on the 25th in Mexico City.
  const now = at('2026-11-25T23:30:00Z')

  async function sameCasesIn(timeZone: string) {
    const collector = await person({ timeZone })
    const [later, passed, called, withTodo, promised] = await casesFor(collector, 5)
    await book(later!, at('2026-11-26T10:00:00Z'))
    await book(passed!, at('2026-11-25T22:00:00Z'))
    await recordOn(called!, collector.userId, at('2026-11-25T22:50:00Z'))
    await todoOn(withTodo!, collector.userId, at('2026-11-26T12:00:00Z'))
    await recordOn(promised!, collector.userId, at('2026-11-25T10:00:00Z'), {
      item: 'promiseToPay',
      at: at('2026-11-26T09:00:00Z'),
    })
    await book(promised!, at('2026-11-26T09:00:00Z'))
    const day = await workdayOfScope(server.db, { kind: 'own', userId: collector.userId }, timeZone, now)
    return { day, later: later!, passed: passed!, called: called!, withTodo: withTodo!, promised: promised! }
  }

  it('in Lagos, past midnight: today is the 26th, the 25th’s appointment is overdue and first', async () => {
    const { day, later, passed, called, withTodo, promised } = await sameCasesIn('Africa/Lagos')
    expect(day.date).toBe('2026-11-26')
    expect(day.scope).toBe('own')
    expect(idsOf(day.appointments)).toEqual([passed, later])
    expect(day.appointments).toMatchObject({ count: 2, overdue: 1 })
    expect(day.appointments.items.map((item) => item.overdue)).toEqual([true, false])
    expect(idsOf(day.promises)).toEqual([promised])
    expect(day.promises).toMatchObject({ count: 1, overdue: 0 })
    expect(day.promises.items[0]!.at).toBe('2026-11-26T09:00:00.000Z')
    expect(idsOf(day.todos)).toEqual([withTodo])
    expect(day.todos.items[0]!.todoText).toBe(`Call back about case ${withTodo}`)
    // Both records were dialled on the 25th: yesterday on a Lagos clock, so nobody was contacted today.
    expect(day.notContacted.count).toBe(5)
    expect(idsOf(day.notContacted)).toContain(called)
  })

  it('in Mexico City, the same evening: today is the 25th and tomorrow’s dates are not due', async () => {
    const { day, passed, called, promised } = await sameCasesIn('America/Mexico_City')
    expect(day.date).toBe('2026-11-25')
    expect(idsOf(day.appointments)).toEqual([passed])
    expect(day.appointments).toMatchObject({ count: 1, overdue: 1 })
    expect(day.promises).toMatchObject({ count: 0, items: [] })
    expect(day.todos).toMatchObject({ count: 0, items: [] })
    // 16:50 and 04:00 on the 25th in Mexico City: both contacted today.
    expect(day.notContacted.count).toBe(3)
    expect(idsOf(day.notContacted)).not.toContain(called)
    expect(idsOf(day.notContacted)).not.toContain(promised)
  })

  it('a closed or paid-off case, a done to-do and an appointment booked again by a call back leave the day', async () => {
    const collector = await person({ timeZone: 'Africa/Lagos' })
    const [closed, paidOff, rebooked, done] = await casesFor(collector, 4)
    const due = at('2026-11-25T12:00:00Z')
    for (const caseId of [closed!, paidOff!, rebooked!]) await book(caseId, due)
    await server.db.update(cases).set({ closedAt: due }).where(eq(cases.id, closed!))
    await server.db.update(cases).set({ status: 'paidOff' }).where(eq(cases.id, paidOff!))
    // Promised first, then the customer asked for a call back: the appointment is no longer a promise.
    await recordOn(rebooked!, collector.userId, at('2026-11-24T10:00:00Z'), {
      item: 'promiseToPay',
      at: at('2026-11-24T15:00:00Z'),
    })
    await recordOn(rebooked!, collector.userId, at('2026-11-24T16:00:00Z'), { item: 'callBack', at: due })
    await todoOn(done!, collector.userId, due, true)
    const day = await workdayOfScope(
      server.db,
      { kind: 'own', userId: collector.userId },
      'Africa/Lagos',
      now,
    )
    expect(idsOf(day.appointments)).toEqual([rebooked])
    expect(day.promises.count).toBe(0)
    expect(day.todos.count).toBe(0)
    expect(day.notContacted.count).toBe(2)
  })
})

describe('"See all" of a group', () => {
  it('the case list filtered to a group of the day holds the same cases, in either language’s label', async () => {
    const collector = await person({ timeZone: 'Africa/Lagos' })
    const [overdue, promised, contacted, withTodo, twoTodos] = await casesFor(collector, 5)
    const earlier = new Date(Date.now() - hour)
    await book(overdue!, earlier)
    await recordOn(promised!, collector.userId, new Date(Date.now() - 2 * hour), {
      item: 'promiseToPay',
      at: earlier,
    })
    await book(promised!, earlier)
    await recordOn(contacted!, collector.userId, new Date())
    await todoOn(withTodo!, collector.userId, earlier)
    await todoOn(twoTodos!, collector.userId, earlier)
    await todoOn(twoTodos!, collector.userId, earlier, true)
    const day = (await dayOf(collector.token)).body.data
    for (const group of ['appointments', 'promises', 'notContacted', 'todos'] as const) {
      const list = await server.call(
        collectionCases.list,
        { dueToday: group, sort: 'workQueue', order: 'asc' } as never,
        { token: collector.token },
      )
      expect(list.status).toBe(200)
      const listed = [...list.body.data.pinned, ...list.body.data.rows].map((row) => row.id)
      expect(listed.length, group).toBe(day[group].count)
      expect(listed.sort(), group).toEqual(idsOf(day[group]).sort())
    }
    expect(day.appointments.items.map((item) => item.caseId)).toEqual([overdue])
    expect(day.promises.items.map((item) => item.caseId)).toEqual([promised])
    const refused = await server.call(collectionCases.list, { dueToday: 'tomorrow' } as never, {
      token: collector.token,
      lang: 'es-ES',
    })
    expect(refused.status).toBe(400)
    expect((refused.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
      field: 'dueToday',
      label: 'Para hoy',
    })
  })
})

describe('whose day', () => {
  it('another collector’s cases never appear in a collector’s day', async () => {
    const ana = await person()
    const ben = await person()
    const anas = await casesFor(ana, 2)
    const bens = await casesFor(ben, 3)
    for (const caseId of [...anas, ...bens]) await book(caseId, new Date(Date.now() - hour))
    const answer = await dayOf(ana.token)
    expect(answer.status).toBe(200)
    expect(answer.body.data.appointments).toMatchObject({ count: 2, overdue: 2 })
    expect(idsOf(answer.body.data.appointments).sort()).toEqual([...anas].sort())
    expect(answer.body.data.notContacted.count).toBe(2)
    expect(answer.body.data.members).toEqual([])
    for (const group of ['appointments', 'promises', 'notContacted', 'todos'] as const)
      for (const item of answer.body.data[group].items) expect(bens).not.toContain(item.caseId)
  })

  it('a team leader sees the team’s cases, with each member’s counts, and one member’s day on asking', async () => {
    const teamId = await freshTeam()
    const leader = await person({ roleId: roleIds.teamLeader, teamId })
    const ana = await person({ teamId })
    const ben = await person({ teamId })
    const otherTeam = await freshTeam()
    const outsider = await person({ teamId: otherTeam })
    const anas = await casesFor(ana, 2, teamId)
    const bens = await casesFor(ben, 1, teamId)
    const outsiders = await casesFor(outsider, 1, otherTeam)
    for (const caseId of [...anas, ...bens, ...outsiders]) await book(caseId, new Date(Date.now() - hour))
    await todoOn(bens[0]!, ben.userId, new Date(Date.now() - hour))

    const team = (await dayOf(leader.token)).body.data
    expect(team.scope).toBe('team')
    expect(idsOf(team.appointments).sort()).toEqual([...anas, ...bens].sort())
    expect(team.appointments.items.every((item) => item.owner !== null)).toBe(true)
    expect(team.todos.count).toBe(1)
    expect(team.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: ana.userId, overdueAppointments: 2, appointments: 2, todos: 0 }),
        expect.objectContaining({ userId: ben.userId, overdueAppointments: 1, appointments: 1, todos: 1 }),
      ]),
    )
    expect(team.members.map((member) => member.userId)).not.toContain(outsider.userId)

    const bensDay = (await dayOf(leader.token, { memberId: ben.userId })).body.data
    expect(bensDay.scope).toBe('own')
    expect(idsOf(bensDay.appointments)).toEqual(bens)

    const refused = await dayOf(leader.token, { memberId: outsider.userId })
    expect(refused.status).toBe(403)
    expect(refused.body.respCode).toBe('workday.notYourMember')
  })

  it('a leader counts a member’s day within the team, as the leader’s case list shows it, though she also holds another team’s cases', async () => {
    const teamId = await freshTeam()
    const leader = await person({ roleId: roleIds.teamLeader, teamId })
    const ana = await person({ teamId })
    const anas = await casesFor(ana, 2, teamId)
    // Given to her while in another team, or by a rule of another team: not the leader's to see.
    const elsewhere = await casesFor(ana, 3, await freshTeam())
    for (const caseId of [...anas, ...elsewhere]) await book(caseId, new Date(Date.now() - hour))

    const team = (await dayOf(leader.token)).body.data
    expect(team.members.find((member) => member.userId === ana.userId)).toMatchObject({
      appointments: 2,
      notContacted: 2,
    })
    const anasDay = (await dayOf(leader.token, { memberId: ana.userId })).body.data
    expect(idsOf(anasDay.appointments).sort()).toEqual([...anas].sort())
    expect(anasDay.notContacted.count).toBe(2)
    const list = await server.call(
      collectionCases.list,
      { dueToday: 'notContacted', ownerId: ana.userId, sort: 'workQueue', order: 'asc' } as never,
      { token: leader.token },
    )
    const listed = [...list.body.data.pinned, ...list.body.data.rows].map((row) => row.id)
    expect(listed.sort()).toEqual([...anas].sort())
    expect(anasDay.notContacted.count).toBe(listed.length)
    // Her own day holds all she holds.
    expect((await dayOf(ana.token)).body.data.appointments.count).toBe(5)
  })

  it('a collector cannot ask for another’s day, in either language', async () => {
    const ana = await person()
    const ben = await person()
    const refused = await dayOf(ana.token, { memberId: ben.userId })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      respCode: 'workday.notYourMember',
      respMsg: 'You may see only your own day, or the days of your team.',
    })
    const spanish = await dayOf(ana.token, { memberId: ben.userId }, 'es-ES')
    expect(spanish.body.respMsg).toBe('Solo puede ver su propio día o los días de su equipo.')
    // Asking for her own is her day.
    expect((await dayOf(ana.token, { memberId: ana.userId })).status).toBe(200)
  })

  it('a seller has no day, and a caller not signed in is signed out', async () => {
    const seller = await person({ roleId: roleIds.seller })
    const refused = await dayOf(seller.token)
    expect(refused.status).toBe(403)
    expect(refused.body.respCode).toBe('session.forbidden')
    expect((await server.call(workday, {}, {})).body.respCode).toBe('999998')
  })

  it('bad input answers 400 naming the field in the caller’s language', async () => {
    const ana = await person()
    for (const [lang, label] of [
      ['en-US', 'Collector'],
      ['es-ES', 'Cobrador'],
    ] as const) {
      const refused = await dayOf(ana.token, { memberId: 'someone' }, lang)
      expect(refused.status).toBe(400)
      expect((refused.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
        field: 'memberId',
        label,
      })
    }
  })
})

describe("a manager's day", () => {
  it('counts the cases of every team, and opens any collector’s day but nobody else’s', async () => {
    const manager = await person({ roleId: roleIds.manager })
    const ana = await person({ teamId: await freshTeam() })
    const ben = await person({ teamId: await freshTeam() })
    const anas = await casesFor(ana, 1)
    const bens = await casesFor(ben, 2)
    const before = (await dayOf(manager.token)).body.data
    for (const caseId of [...anas, ...bens]) await book(caseId, new Date(Date.now() - hour))
    const after = (await dayOf(manager.token)).body.data
    expect(after.scope).toBe('all')
    expect(after.appointments.count - before.appointments.count).toBe(3)
    expect(idsOf((await dayOf(manager.token, { memberId: ben.userId })).body.data.appointments)).toEqual(bens)
    const seller = await person({ roleId: roleIds.seller })
    expect((await dayOf(manager.token, { memberId: seller.userId })).body.respCode).toBe(
      'workday.notYourMember',
    )
  })

  it('reads each team on its own clock: at 20:00 in Mexico City, the Lagos team’s next-day appointments are due', async () => {
    // 26 November 2026, 02:00 UTC: 20:00 on the 25th in Mexico City, 03:00 on the 26th in Lagos.
    const now = at('2026-11-26T02:00:00Z')
    const lagosTeam = await freshTeam()
    const mexicoTeam = await freshTeam()
    await person({ roleId: roleIds.teamLeader, teamId: lagosTeam, timeZone: 'Africa/Lagos' })
    const ada = await person({ teamId: lagosTeam, timeZone: 'Africa/Lagos' })
    const lupe = await person({ teamId: mexicoTeam, timeZone: 'America/Mexico_City' })
    const manager = await person({ roleId: roleIds.manager, timeZone: 'America/Mexico_City' })
    const [adas] = await casesFor(ada, 1, lagosTeam)
    const [lupes] = await casesFor(lupe, 1, mexicoTeam)
    // 11:00 on the 26th in Lagos: today there. 04:00 on the 26th in Mexico City: tomorrow there.
    await book(adas!, at('2026-11-26T10:00:00Z'))
    await book(lupes!, at('2026-11-26T10:00:00Z'))
    const asManager = {
      userId: manager.userId,
      roleId: roleIds.manager,
      timeZone: 'America/Mexico_City',
      teamId: null,
    } as SignedInUser
    const day = await workdayOf(server.db, asManager, {}, now)
    expect(day.scope).toBe('all')
    expect(day.date).toBe('2026-11-25')
    const row = (teamId: number) => day.teams.find((team) => team.teamId === teamId)
    expect(row(lagosTeam)).toMatchObject({ timeZone: 'Africa/Lagos', date: '2026-11-26', appointments: 1 })
    expect(row(mexicoTeam)).toMatchObject({
      timeZone: 'America/Mexico_City',
      date: '2026-11-25',
      appointments: 0,
    })
    expect(day.appointments.items.map((item) => item.caseId)).not.toContain(lupes)

    // The Lagos team opened from the manager's table: its day, its members, on its clock.
    const team = await workdayOf(server.db, asManager, { teamId: lagosTeam }, now)
    expect(team).toMatchObject({ scope: 'team', date: '2026-11-26', teams: [] })
    expect(idsOf(team.appointments)).toEqual([adas])
    expect(team.members.map((member) => member.userId)).toEqual([ada.userId])

    // Through the API, a leader may not open another team.
    const leader = await person({ roleId: roleIds.teamLeader, teamId: mexicoTeam })
    expect((await dayOf(leader.token, { teamId: lagosTeam } as never)).body.respCode).toBe(
      'workday.notYourMember',
    )
    expect((await dayOf(manager.token, { teamId: lagosTeam } as never)).status).toBe(200)
  })
})
