import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { addSimCards, allocateSimCard, requestOtpCode, sendOtpCode } from '../../contract/simCards.ts'
import { addMember, setMemberValidity, staffList } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { clientMutations } from '../../server/database/schema/audit.ts'
import { teams } from '../../server/database/schema/system.ts'
import { keyRequestHashes } from '../../server/services/requestHashes.ts'
import { aMember, fileServer, aWrite as write } from '../support/fileServer.ts'

const file = fileServer('manager')
const plainHash = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex')
const storedHashOf = async (id: string) =>
  (await file.server.db.select().from(clientMutations).where(eq(clientMutations.id, id)))[0]?.requestHash

describe('secrets stay out of the logs and of the stored writes (issue 19, finding 5)', () => {
  it('a database refusal is logged with its code and constraint, never the values of the query', async () => {
    await file.server.db.execute(
      sql`alter table users add constraint users_refused_name check (display_name <> 'Refused By The Database')`,
    )
    const refused = await file.server.call(
      addMember,
      {
        ...aMember({
          name: 'Refused By The Database',
          username: 'refused.by.database',
          phone: '0803 555 9187',
        }),
        ...write(),
      },
      { token: file.token },
    )
    expect([refused.status, refused.body.respCode]).toEqual([500, 'server.failure'])
    const logged = file.server.logs().find((line) => line.msg === 'unexpected failure')
    expect(logged?.err).toMatchObject({ code: '23514', constraint: 'users_refused_name' })
    const written = JSON.stringify(file.server.logs())
    for (const secret of ['8035559187', 'argon2id', 'refused.by.database'])
      expect(written).not.toContain(secret)
  })

  it('a phone number searched for is masked in the request log', async () => {
    const phone = '2348037770001'
    const found = await file.server.call(staffList, { search: phone }, { token: file.token })
    expect(found.status).toBe(200)
    const requests = file.server.logs().filter((line) => line.msg === 'incoming request')
    const url = String((requests.at(-1)?.req as { url?: string } | undefined)?.url)
    expect(url).toContain('search=')
    expect(url).toContain('0001')
    expect(JSON.stringify(file.server.logs())).not.toContain(phone)
    const spaced = await file.server.call(staffList, { search: '0803 777 0001' }, { token: file.token })
    expect(spaced.status).toBe(200)
    const last = file.server
      .logs()
      .filter((line) => line.msg === 'incoming request')
      .at(-1)
    expect(decodeURIComponent(JSON.stringify(last)).replaceAll('+', ' ')).not.toContain('0803 777 0001')
  })

  it('the stored hash of a “send code” write is keyed: the code cannot be found from it', async () => {
    const office = await file.server.signInAs('officemanager')
    const [team] = await file.server.db.select({ id: teams.id }).from(teams).limit(1)
    const holder = await file.server.newAccount({ roleId: roleIds.collector })
    await file.server.db.update(users).set({ teamId: team!.id }).where(eq(users.id, holder.userId))
    const added = await file.server.call(
      addSimCards,
      { cardNumbers: ['8952099900000031337'], ...write() },
      { token: office },
    )
    const cardId = added.body.data.added[0]!.id
    await file.server.call(
      allocateSimCard,
      { cardId, teamId: team!.id, memberId: holder.userId, ...write() },
      { token: office },
    )
    const token = await file.server.signInAs(holder.username)
    const asked = await file.server.call(requestOtpCode, { cardId, ...write() }, { token })
    const body = { applicationId: asked.body.data.id, otp: '482913', ...write() }
    const sent = await file.server.call(sendOtpCode, body, { token: office })
    expect(sent.body.respCode).toBe('000000')
    const stored = await storedHashOf(body.clientMutationId)
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toBe(plainHash(sendOtpCode.input.parse(body)))
    // The keyed hash still tells a replay from another write under the same id.
    const replay = await file.server.call(sendOtpCode, body, { token: office })
    expect(replay.body).toEqual(sent.body)
    const other = await file.server.call(sendOtpCode, { ...body, otp: '482914' }, { token: office })
    expect([other.status, other.body.respCode]).toEqual([409, 'mutation.reused'])
  })

  it('a write kept before the upgrade loses its plain hash and still replays', async () => {
    const userId = (
      await file.server.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
    )[0]!.id
    const member = await file.server.newAccount()
    const body = { memberId: member.userId, valid: true, ...write() }
    const legacyHash = plainHash(setMemberValidity.input.parse(body))
    const keptAnswer = { memberId: member.userId, valid: true, openCases: 7 }
    // As the server before the upgrade kept it: a plain SHA-256 of the body, no kind of hash named.
    await file.server.db.execute(sql`insert into client_mutations (id, user_id, path, request_hash, answer)
      values (${body.clientMutationId}, ${userId}, 'staffs.validity', ${legacyHash}, ${JSON.stringify(keptAnswer)}::jsonb)`)
    await keyRequestHashes(file.server.db)
    expect(await storedHashOf(body.clientMutationId)).not.toBe(legacyHash)
    const replay = await file.server.call(setMemberValidity, body, { token: file.token })
    expect(replay.body.data).toEqual(keptAnswer)
    const other = await file.server.call(setMemberValidity, { ...body, valid: false }, { token: file.token })
    expect(other.body.respCode).toBe('mutation.reused')
  })
})
