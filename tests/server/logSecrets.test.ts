import { createHash, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { addSimCards, allocateSimCard, requestOtpCode, sendOtpCode } from '../../contract/simCards.ts'
import { addMember, setMemberValidity, staffList } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { clientMutations } from '../../server/database/schema/audit.ts'
import { teams } from '../../server/database/schema/system.ts'
import { keyRequestHashes } from '../../server/services/requestHashes.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const plainHash = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex')
const storedHashOf = async (id: string) =>
  (await server.db.select().from(clientMutations).where(eq(clientMutations.id, id)))[0]?.requestHash

describe('secrets stay out of the logs and of the stored writes (issue 19, finding 5)', () => {
  it('a database refusal is logged with its code and constraint, never the values of the query', async () => {
    await server.db.execute(
      sql`alter table users add constraint users_refused_name check (display_name <> 'Refused By The Database')`,
    )
    const refused = await server.call(
      addMember,
      {
        name: 'Refused By The Database',
        username: 'refused.by.database',
        countryCode: '234',
        phone: '0803 555 9187',
        roleId: roleIds.collector,
        teamId: null,
        timeZone: 'Africa/Lagos',
        entryDate: '2026-01-05',
        ...write(),
      },
      { token: manager },
    )
    expect([refused.status, refused.body.respCode]).toEqual([500, 'server.failure'])
    const logged = server.logs().find((line) => line.msg === 'unexpected failure')
    expect(logged?.err).toMatchObject({ code: '23514', constraint: 'users_refused_name' })
    const written = JSON.stringify(server.logs())
    for (const secret of ['8035559187', 'argon2id', 'refused.by.database'])
      expect(written).not.toContain(secret)
  })

  it('a phone number searched for is masked in the request log', async () => {
    const phone = '2348037770001'
    const found = await server.call(staffList, { search: phone }, { token: manager })
    expect(found.status).toBe(200)
    const requests = server.logs().filter((line) => line.msg === 'incoming request')
    const url = String((requests.at(-1)?.req as { url?: string } | undefined)?.url)
    expect(url).toContain('search=')
    expect(url).toContain('0001')
    expect(JSON.stringify(server.logs())).not.toContain(phone)
    const spaced = await server.call(staffList, { search: '0803 777 0001' }, { token: manager })
    expect(spaced.status).toBe(200)
    const last = server
      .logs()
      .filter((line) => line.msg === 'incoming request')
      .at(-1)
    expect(decodeURIComponent(JSON.stringify(last)).replaceAll('+', ' ')).not.toContain('0803 777 0001')
  })

  it('the stored hash of a “send code” write is keyed: the code cannot be found from it', async () => {
    const office = await server.signInAs('officemanager')
    const [team] = await server.db.select({ id: teams.id }).from(teams).limit(1)
    const holder = await server.newAccount({ roleId: roleIds.collector })
    await server.db.update(users).set({ teamId: team!.id }).where(eq(users.id, holder.userId))
    const added = await server.call(
      addSimCards,
      { cardNumbers: ['8952099900000031337'], ...write() },
      { token: office },
    )
    const cardId = added.body.data.added[0]!.id
    await server.call(
      allocateSimCard,
      { cardId, teamId: team!.id, memberId: holder.userId, ...write() },
      { token: office },
    )
    const token = await server.signInAs(holder.username)
    const asked = await server.call(requestOtpCode, { cardId, ...write() }, { token })
    const body = { applicationId: asked.body.data.id, otp: '482913', ...write() }
    const sent = await server.call(sendOtpCode, body, { token: office })
    expect(sent.body.respCode).toBe('000000')
    const stored = await storedHashOf(body.clientMutationId)
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toBe(plainHash(sendOtpCode.input.parse(body)))
    // The keyed hash still tells a replay from another write under the same id.
    const replay = await server.call(sendOtpCode, body, { token: office })
    expect(replay.body).toEqual(sent.body)
    const other = await server.call(sendOtpCode, { ...body, otp: '482914' }, { token: office })
    expect([other.status, other.body.respCode]).toEqual([409, 'mutation.reused'])
  })

  it('a write kept before the upgrade loses its plain hash and still replays', async () => {
    const userId = (
      await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
    )[0]!.id
    const member = await server.newAccount()
    const body = { memberId: member.userId, valid: true, ...write() }
    const legacyHash = plainHash(setMemberValidity.input.parse(body))
    const keptAnswer = { memberId: member.userId, valid: true, openCases: 7 }
    // As the server before the upgrade kept it: a plain SHA-256 of the body, no kind of hash named.
    await server.db.execute(sql`insert into client_mutations (id, user_id, path, request_hash, answer)
      values (${body.clientMutationId}, ${userId}, 'staffs.validity', ${legacyHash}, ${JSON.stringify(keptAnswer)}::jsonb)`)
    await keyRequestHashes(server.db)
    expect(await storedHashOf(body.clientMutationId)).not.toBe(legacyHash)
    const replay = await server.call(setMemberValidity, body, { token: manager })
    expect(replay.body.data).toEqual(keptAnswer)
    const other = await server.call(setMemberValidity, { ...body, valid: false }, { token: manager })
    expect(other.body.respCode).toBe('mutation.reused')
  })
})
