import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { messageList } from '../../contract/messages.ts'
import { approveLeave, leaveList, rejectLeave, requestLeave } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { leaveRequests } from '../../server/database/schema/staffs.ts'
import { teams } from '../../server/database/schema/system.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })

/** A collector of the Lagos team on a calendar far from the server's (UTC-10), signed in. */
async function farCollector(timeZone = 'Pacific/Honolulu') {
  const [lagos] = await server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection'))
  const account = await server.newAccount({ roleId: roleIds.collector })
  await server.db.update(users).set({ teamId: lagos!.id, timeZone }).where(eq(users.id, account.userId))
  return { ...account, token: await server.signInAs(account.username) }
}

describe('a leave for a past day is refused (issue 21)', () => {
  it('a typed-in past day is refused naming the field, in both languages, and nothing is saved', async () => {
    const member = await farCollector()
    const yesterday = addDaysToDate(memberToday(new Date(), 'Pacific/Honolulu'), -1)
    const en = await server.call(
      requestLeave,
      { days: [yesterday], reason: 'Typed in', ...write() },
      { token: member.token },
    )
    expect([en.status, en.body.respCode, en.body.respMsg]).toEqual([
      400,
      'request.invalid',
      'Leave days: cannot include a day already past on your calendar',
    ])
    expect(en.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'days', key: 'leave.pastDay' })],
    })
    const es = await server.call(
      requestLeave,
      { days: [addDaysToDate(yesterday, 5), yesterday], ...write() },
      { token: member.token, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toBe('Días de permiso: No puede incluir un día que ya pasó en su calendario')
    const saved = await server.db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.memberId, member.userId))
    expect(saved).toEqual([])
  })

  it("today on the member's own calendar is asked for, even where the server's date is another", async () => {
    for (const timeZone of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      const member = await farCollector(timeZone)
      const today = memberToday(new Date(), timeZone)
      const asked = await server.call(requestLeave, { days: [today], ...write() }, { token: member.token })
      expect(asked.body.data).toMatchObject({ status: 'pending', days: [today] })
    }
  })
})

describe('a leader rejects a leave request (issue 21)', () => {
  it('the leader who would approve rejects it, recorded like approve, and the member reads why in both languages', async () => {
    const member = await farCollector()
    const leader = await server.signInAs('leader')
    const day = addDaysToDate(memberToday(new Date(), 'Pacific/Honolulu'), 7)
    const asked = await server.call(requestLeave, { days: [day], ...write() }, { token: member.token })
    const leaveId = asked.body.data.id

    const own = await server.call(rejectLeave, { leaveId, ...write() }, { token: member.token })
    expect(own.status).toBe(403)
    const outside = await server.call(
      rejectLeave,
      { leaveId, ...write() },
      { token: await server.signInAs('leader.mx') },
    )
    expect([outside.status, outside.body.respCode]).toEqual([403, 'staffs.notYourTeam'])

    const rejected = await server.call(rejectLeave, { leaveId, ...write() }, { token: leader })
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decidedByName: 'Adaeze Nwosu' })
    const recorded = await server.db
      .select()
      .from(transitions)
      .where(and(eq(transitions.entityType, 'leaveRequest'), eq(transitions.entityId, leaveId)))
    expect(
      recorded.map((row) => [row.machine, row.eventType, (row.toState as { value: string }).value]),
    ).toEqual([
      ['leave@3', 'REQUEST', 'pending'],
      ['leave@3', 'REJECT', 'rejected'],
    ])

    const en = await server.call(messageList, {}, { token: member.token })
    expect(en.body.data.find((m) => m.name === 'LEAVE_APPROVAL_MESSAGE')?.content).toContain(
      `Adaeze Nwosu rejected your leave request (${day}).`,
    )
    const es = await server.call(messageList, {}, { token: member.token, lang: 'es-ES' })
    expect(es.body.data.find((m) => m.name === 'LEAVE_APPROVAL_MESSAGE')?.content).toContain(
      `Adaeze Nwosu rechazó su solicitud de permiso (${day}).`,
    )

    const approvedAfter = await server.call(approveLeave, { leaveId, ...write() }, { token: leader })
    expect([approvedAfter.status, approvedAfter.body.respCode]).toEqual([409, 'staffs.leaveDecided'])
    const listed = await server.call(leaveList, { status: 'rejected' }, { token: member.token })
    expect(listed.body.data.map((row) => row.id)).toEqual([leaveId])
  })
})

describe('a request whose day has passed while it waited is not approved (issue 21)', () => {
  it('approving is refused naming the day, in both languages; rejecting it still works', async () => {
    const member = await farCollector()
    const leader = await server.signInAs('leader')
    const today = memberToday(new Date(), 'Pacific/Honolulu')
    const asked = await server.call(requestLeave, { days: [today], ...write() }, { token: member.token })
    const leaveId = asked.body.data.id
    // The request waited: its day is yesterday now, on the member's calendar.
    const yesterday = addDaysToDate(today, -1)
    const [stored] = await server.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId))
    const lifecycle = stored!.lifecycle as { value: string; context: { days: string[] } }
    await server.db
      .update(leaveRequests)
      .set({
        days: [yesterday],
        lifecycle: { ...lifecycle, context: { ...lifecycle.context, days: [yesterday] } },
      })
      .where(eq(leaveRequests.id, leaveId))

    const en = await server.call(approveLeave, { leaveId, ...write() }, { token: leader })
    expect([en.status, en.body.respCode, en.body.respMsg]).toEqual([
      422,
      'staffs.leaveDayPassed',
      `This request asks for ${yesterday}, a day already past on the member's calendar, and past days are not changed: reject it, and the member may ask again for the days still ahead.`,
    ])
    const es = await server.call(approveLeave, { leaveId, ...write() }, { token: leader, lang: 'es-ES' })
    expect(es.body.respMsg).toContain(`Esta solicitud pide el ${yesterday}, un día que ya pasó`)
    const [still] = await server.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId))
    expect(still!.status).toBe('pending')
    const rejected = await server.call(rejectLeave, { leaveId, ...write() }, { token: leader })
    expect(rejected.body.data.status).toBe('rejected')
  })
})
