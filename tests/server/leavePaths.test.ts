import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { roleIds } from '../../contract/menus.ts'
import { approveLeave, cancelLeave, rejectLeave, requestLeave } from '../../contract/staffs.ts'
import type { LeaveEvent } from '../../machines/leave.ts'
import { leaveMachine } from '../../machines/leave.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams } from '../../server/database/schema/system.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { playPathsOnService, statusAnswer } from '../support/servicePaths.ts'
import { write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The leave machine's graph played against the real service (issue 27), on paths that take every
// transition: each on a new request of one Lagos collector, decided by her leader or by herself
// through the leave calls.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the leave machine, played against the service', () => {
  it('every transition it defines is taken through the calls, and every event it refuses is refused with nothing written', async () => {
    const [lagos] = await server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection'))
    const account = await server.newAccount({ roleId: roleIds.collector })
    await server.db
      .update(users)
      .set({ teamId: lagos!.id, timeZone: 'Africa/Lagos' })
      .where(eq(users.id, account.userId))
    const member = { id: account.userId, token: await server.signInAs(account.username) }
    const leaderToken = await server.signInAs('leader')
    const [leaderRow] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'leader'))
    const leader = { id: leaderRow!.id, token: leaderToken }
    const days = [addDaysToDate(memberToday(new Date(), 'Africa/Lagos'), 10)]
    const events: LeaveEvent[] = [
      { type: 'REQUEST', by: member.id, days },
      { type: 'REQUEST', by: member.id, days: [] },
      ...(['APPROVE', 'REJECT', 'CANCEL'] as const).flatMap((type) => [
        { type, by: leader.id },
        { type, by: member.id },
      ]),
    ]
    const decisions = { APPROVE: approveLeave, REJECT: rejectLeave, CANCEL: cancelLeave } as const
    const tokenOf = (by: number) => (by === member.id ? member.token : leader.token)

    const run = await playPathsOnService(server, {
      kind: 'leaveRequest',
      machine: leaveMachine,
      events: events as EventObject[],
      begin: async () => ({ leaveId: undefined as number | undefined }),
      idOf: (world) => world.leaveId,
      send: async (world, sent) => {
        const event = sent as LeaveEvent
        const as = { token: tokenOf(event.by) }
        if (event.type !== 'REQUEST') {
          if (world.leaveId === undefined) return null
          return statusAnswer(
            await server.call(decisions[event.type], { leaveId: world.leaveId, ...write() }, as),
          )
        }
        // Asking again makes another request: there is no way to send REQUEST to one already made.
        if (world.leaveId !== undefined) return null
        const answer = await server.call(requestLeave, { days: event.days, ...write() }, as)
        if (answer.status === 200) world.leaveId = answer.body.data.id
        return statusAnswer(answer)
      },
    })
    expect(run.covered).toEqual(run.defined)
  }, 120_000)
})
