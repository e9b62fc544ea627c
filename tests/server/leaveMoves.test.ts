import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { approveLeave, editMember, leaveList, requestLeave } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams } from '../../server/database/schema/system.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const teamId = async (name: string) =>
  (await server.db.select().from(teams).where(eq(teams.name, name)))[0]!.id

describe('a pending leave request follows its member to the new team (issue 19, finding 7)', () => {
  it('the new leader decides it; the old one no longer sees it, and what was decided stays where it was', async () => {
    const [lagosId, cdmxId] = [await teamId('Lagos S1 Collection'), await teamId('CDMX S2 Collection')]
    const [lagosLeader, cdmxLeader, manager] = [
      await server.signInAs('leader'),
      await server.signInAs('leader.mx'),
      await server.signInAs('manager'),
    ]
    const account = await server.newAccount({ roleId: roleIds.collector })
    await server.db.update(users).set({ teamId: lagosId }).where(eq(users.id, account.userId))
    const token = await server.signInAs(account.username)
    const day = (ahead: number) => addDaysToDate(memberToday(new Date(), 'America/Mexico_City'), ahead)
    const decided = await server.call(requestLeave, { days: [day(10)], ...write() }, { token })
    await server.call(approveLeave, { leaveId: decided.body.data.id, ...write() }, { token: lagosLeader })
    const pending = await server.call(requestLeave, { days: [day(20)], ...write() }, { token })
    expect(pending.body.data).toMatchObject({ status: 'pending', teamId: lagosId })

    const moved = await server.call(
      editMember,
      {
        name: 'Moved Collector',
        username: account.username,
        countryCode: '52',
        phone: `+${account.phone}`,
        roleId: roleIds.collector,
        teamId: cdmxId,
        timeZone: 'America/Mexico_City',
        entryDate: '2026-01-05',
        memberId: account.userId,
        ...write(),
      },
      { token: manager },
    )
    expect(moved.body.respCode).toBe('000000')

    const oldList = await server.call(leaveList, {}, { token: lagosLeader })
    const oldIds = oldList.body.data.map((row) => row.id)
    expect(oldIds).not.toContain(pending.body.data.id)
    expect(oldIds).toContain(decided.body.data.id)
    const oldApproves = await server.call(
      approveLeave,
      { leaveId: pending.body.data.id, ...write() },
      { token: lagosLeader },
    )
    expect([oldApproves.status, oldApproves.body.respCode]).toEqual([403, 'staffs.notYourTeam'])

    const newList = await server.call(leaveList, { status: 'pending' }, { token: cdmxLeader })
    expect(newList.body.data.find((row) => row.id === pending.body.data.id)).toMatchObject({ teamId: cdmxId })
    const approved = await server.call(
      approveLeave,
      { leaveId: pending.body.data.id, ...write() },
      { token: cdmxLeader },
    )
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedByName: expect.any(String) })
  })
})
