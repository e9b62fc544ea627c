import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { addSimCards } from '../../contract/simCards.ts'
import { addMember, saveWorkSchedule } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { scheduleDays } from '../../server/database/schema/staffs.ts'
import { teams } from '../../server/database/schema/system.ts'
import { addDaysToDate, memberToday } from '../../server/services/localDays.ts'
import { atOnce } from '../support/engineParity.ts'
import { aMember, fileServer, aWrite as write } from '../support/fileServer.ts'

// Writes that meet on the same rows at the same moment: on PostgreSQL they truly run side by side
// (the test server's pool holds four connections); on PGlite one after the other. Either way every
// answer is the work done or the field's refusal, never a 500.

const file = fileServer('manager')
const statusesOf = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()

describe('simultaneous writes on the same rows (issue 19, finding 6)', () => {
  it('three schedule saves of the same days in different orders, eight times over, all succeed', async () => {
    const [lagos] = await file.server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection'))
    const members = await file.server.db
      .select({ id: users.id, timeZone: users.timeZone })
      .from(users)
      .where(
        and(
          eq(users.teamId, lagos!.id),
          eq(users.status, 'active'),
          inArray(users.roleId, [roleIds.collector, roleIds.seller]),
        ),
      )
    expect(members.length).toBeGreaterThan(1)
    const changes = members.flatMap((member) =>
      [3, 4, 5, 6, 7, 8, 9].map((ahead) => ({
        memberId: member.id,
        date: addDaysToDate(memberToday(new Date(), member.timeZone), ahead),
      })),
    )
    const forward = changes.map((change) => ({ ...change, day: 'leave' as const }))
    const backward = [...changes].reverse().map((change) => ({ ...change, day: 'off' as const }))
    const interleaved = [
      ...changes.filter((_, at) => at % 2 === 1),
      ...changes.filter((_, at) => at % 2 === 0),
    ]
    const orders = [forward, backward, interleaved.map((change) => ({ ...change, day: 'leave' as const }))]
    const saves = Array.from({ length: 8 }, () => orders).flat()
    const answers = await atOnce(
      saves.map((order) =>
        file.server.call(
          saveWorkSchedule,
          { teamId: lagos!.id, changes: order, ...write() },
          { token: file.token },
        ),
      ),
    )
    expect(statusesOf(answers)).toEqual(saves.map(() => 200))
    const kept = await file.server.db
      .select()
      .from(scheduleDays)
      .where(
        inArray(
          scheduleDays.memberId,
          members.map((member) => member.id),
        ),
      )
    expect(kept.length).toBeGreaterThan(0)
  })

  it('members added at once with one username: one is added, the others are refused naming the username', async () => {
    const answers = await atOnce(
      Array.from({ length: 6 }, (_, at) =>
        file.server.call(
          addMember,
          {
            ...aMember({ name: `Twin ${at}`, username: 'twin.username', phone: `0803 600 10${at}0` }),
            ...write(),
          },
          { token: file.token, lang: at % 2 === 0 ? 'en-US' : 'es-ES' },
        ),
      ),
    )
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409, 409, 409])
    const refused = answers.filter((answer) => answer.status === 409)
    for (const answer of refused) {
      expect(answer.body.respCode).toBe('staffs.usernameTaken')
      expect(answer.body.data).toEqual({ field: 'username' })
      expect(['This username belongs to another member.', 'Este usuario ya es de otro miembro.']).toContain(
        answer.body.respMsg,
      )
    }
  })

  it('members added at once with one phone: one is added, the others are refused naming the phone', async () => {
    const answers = await atOnce(
      Array.from({ length: 6 }, (_, at) =>
        file.server.call(
          addMember,
          { ...aMember({ username: `same.phone.${at}`, phone: '0803 600 2000' }), ...write() },
          { token: file.token },
        ),
      ),
    )
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409, 409, 409])
    for (const answer of answers.filter((each) => each.status === 409))
      expect([answer.body.respCode, answer.body.data]).toEqual(['staffs.phoneTaken', { field: 'phone' }])
  })

  it('SIM cards added at once with one number: one is added, the others are refused naming the number', async () => {
    const office = await file.server.signInAs('officemanager')
    const number = '8952099977700000001'
    const answers = await atOnce(
      Array.from({ length: 6 }, () =>
        file.server.call(addSimCards, { cardNumbers: [number], ...write() }, { token: office }),
      ),
    )
    const added = answers.filter((answer) => answer.body.respCode === '000000')
    expect(added).toHaveLength(1)
    const refused = answers.filter((answer) => answer.body.respCode !== '000000')
    expect(refused.map((answer) => [answer.status, answer.body.respCode])).toEqual(
      refused.map(() => [422, 'simCard.duplicate']),
    )
    for (const answer of refused) expect(answer.body.respMsg).toContain(number)
  })
})
