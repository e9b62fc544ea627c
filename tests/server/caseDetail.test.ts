import { asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseDetail, revealPhone } from '../../contract/cases.ts'
import { passwordHasher } from '../../server/auth/passwords.ts'
import { demoPassword } from '../../server/database/demoAccounts.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases, customers, phoneReveals } from '../../server/database/schema/cases.ts'
import { allocateTo, caseSupply, storedPhoneOf, userIdOf } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let collectorId: number
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
})
afterAll(() => server?.close())

const maskedPhone = /^\d{3}\*{4}\d{4}$/

/** A collector of their own with one case, so their reveal attempts and lock touch nobody else. */
async function collectorWithACase() {
  const account = await server.newAccount({ roleId: 2 })
  const [caseId] = await take(1, eq(cases.ownerId, collectorId), isNull(cases.closedAt))
  await allocateTo(server, account.userId, [caseId!])
  return { ...account, token: await server.signInAs(account.username), caseId: caseId! }
}

const revealsBy = (userId: number) =>
  server.db
    .select({ caseId: phoneReveals.caseId, granted: phoneReveals.granted, address: phoneReveals.address })
    .from(phoneReveals)
    .where(eq(phoneReveals.userId, userId))
    .orderBy(asc(phoneReveals.id))

describe('case detail', () => {
  it("shows the loan, the customer and the case's lists, with the phone and bank account masked", async () => {
    const [caseId] = await take(
      1,
      eq(cases.ownerId, collectorId),
      eq(cases.status, 'paidOff'),
      isNull(cases.closedAt),
    )
    const { status, body } = await server.call(caseDetail, { caseId: caseId! }, { token: collector })
    expect(status).toBe(200)
    const detail = body.data
    const [stored] = await server.db
      .select()
      .from(cases)
      .innerJoin(customers, eq(customers.id, cases.customerId))
      .where(eq(cases.id, caseId!))
    expect(detail.row).toMatchObject({
      id: caseId,
      caseNo: stored!.cases.caseNo,
      name: stored!.customers.name,
      status: 'paidOff',
      owner: 'Chinedu Okafor',
    })
    expect(detail.row.phone).toMatch(maskedPhone)
    expect(detail.row.phone).not.toBe(stored!.cases.customerPhone)
    expect(detail.bankAccount).toBe(`****${stored!.customers.bankAccount.slice(-4)}`)
    expect(detail).toMatchObject({
      orderNo: stored!.cases.orderNo,
      principal: stored!.cases.principal,
      tenureDays: stored!.cases.tenureDays,
      loanTimes: stored!.cases.loanTimes,
      bankName: stored!.customers.bankName,
      customerType: stored!.cases.loanTimes > 1 ? 'returning' : 'new',
    })
    expect(detail.lifecycle).toMatchObject({ repayment: 'paidOff', closed: false })
    // A paid-off case has the repayment that settled it, and a returning customer their past loans.
    expect(detail.repayments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(detail.row.paidAmount)
    expect(detail.loans).toHaveLength(Math.min(stored!.cases.loanTimes - 1, 3))
    expect(detail.loans.every((loan) => loan.status === 'repaid')).toBe(true)
  })
})

describe("revealing the customer's phone", () => {
  it('a wrong answer is refused and logged, and the phone stays masked', async () => {
    const me = await collectorWithACase()
    const { status, body } = await server.call(
      revealPhone,
      { caseId: me.caseId, answer: 'Guess2026' },
      { token: me.token },
    )
    expect(status).toBe(422)
    expect(body).toEqual({
      respCode: 'case.revealRefused',
      respMsg: 'The password is not correct; the number stays hidden.',
      data: null,
    })
    const detail = await server.call(caseDetail, { caseId: me.caseId }, { token: me.token })
    expect(detail.body.data.row.phone).toMatch(maskedPhone)
    expect(await revealsBy(me.userId)).toEqual([
      { caseId: me.caseId, granted: false, address: expect.any(String) },
    ])
  })

  it("the caller's own password reveals the full number, digits only, and the reveal is logged", async () => {
    const me = await collectorWithACase()
    const { status, body } = await server.call(
      revealPhone,
      { caseId: me.caseId, answer: me.password },
      { token: me.token },
    )
    expect(status).toBe(200)
    expect(body.data.phone).toMatch(/^\d{10,15}$/)
    expect(body.data.phone).toBe(await storedPhoneOf(server, me.caseId))
    expect(await revealsBy(me.userId)).toEqual([
      { caseId: me.caseId, granted: true, address: expect.any(String) },
    ])
  })

  it("someone else's password is no answer: the challenge is the caller's own", async () => {
    const me = await collectorWithACase()
    const mine = 'Mine2026only'
    const hash = await passwordHasher(server.config.argon2).hash(mine)
    await server.db.update(users).set({ passwordHash: hash }).where(eq(users.id, me.userId))
    const others = await server.call(
      revealPhone,
      { caseId: me.caseId, answer: demoPassword },
      { token: me.token },
    )
    expect(others.body.respCode).toBe('case.revealRefused')
    const own = await server.call(revealPhone, { caseId: me.caseId, answer: mine }, { token: me.token })
    expect(own.body.data.phone).toBe(await storedPhoneOf(server, me.caseId))
  })

  it('five wrong answers lock reveals (429), even with the right answer next; every answered attempt is logged', async () => {
    const me = await collectorWithACase()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { body } = await server.call(
        revealPhone,
        { caseId: me.caseId, answer: `Wrong${attempt}` },
        { token: me.token },
      )
      expect(body.respCode).toBe('case.revealRefused')
    }
    const locked = await server.call(
      revealPhone,
      { caseId: me.caseId, answer: me.password },
      { token: me.token },
    )
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({
      respCode: 'auth.tooManyAttempts',
      respMsg: 'Too many attempts, please try again in 900 seconds.',
      data: null,
    })
    const logged = await revealsBy(me.userId)
    expect(logged).toHaveLength(5)
    expect(logged.every((row) => !row.granted && row.caseId === me.caseId)).toBe(true)
    // The lock is the caller's: the case's owner before them still reveals with their own password.
    const theirs = await collectorWithACase()
    const granted = await server.call(
      revealPhone,
      { caseId: theirs.caseId, answer: demoPassword },
      { token: theirs.token },
    )
    expect(granted.body.respCode).toBe('000000')
  })

  it('the refusal is worded in Spanish, and an empty answer is refused naming the field', async () => {
    const me = await collectorWithACase()
    const spanish = await server.call(
      revealPhone,
      { caseId: me.caseId, answer: 'nope' },
      { token: me.token, lang: 'es-ES' },
    )
    expect(spanish.body.respMsg).toBe('La contraseña no es correcta; el número sigue oculto.')
    const empty = await server.call(revealPhone, { caseId: me.caseId, answer: '' }, { token: me.token })
    expect(empty.status).toBe(400)
    expect((empty.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
      field: 'answer',
      message: 'cannot be empty',
    })
    expect(await revealsBy(me.userId)).toHaveLength(1)
  })
})
