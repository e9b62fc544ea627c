import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  markMessagesRead,
  messageList,
  noticeList,
  parseMessageContent,
  ranking,
} from '../../contract/messages.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases, repayments } from '../../server/database/schema/cases.ts'
import { messages } from '../../server/database/schema/messages.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import { produce } from '../../server/services/messages/producers.ts'
import { periodStart, rankingOf } from '../../server/services/messages/ranking.ts'
import type { SignedInUser } from '../../server/services/sessions.ts'
import { allocateTo, caseSupply, newMutationId } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
})
afterAll(() => server?.close())

/** A fresh collector, signed in, so no other test's messages are in the way. */
async function freshCollector(roleId = 2) {
  const account = await server.newAccount({ roleId })
  return { ...account, token: await server.signInAs(account.username) }
}

async function caseOf(caseId: number) {
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, name: cases.customerName })
    .from(cases)
    .where(eq(cases.id, caseId))
  return row!
}

describe('messages are produced by what happens, for their recipient only', () => {
  it('a repayment on a collector’s case gives her one message, in the language she reads it in, pointing at the case', async () => {
    const ana = await freshCollector()
    const ben = await freshCollector()
    const [caseId] = await take(1, eq(cases.kind, 'collection'))
    const { caseNo, name } = await caseOf(caseId!)
    const facts = { caseNo, customerName: name, paid: { amount: 172_500, currency: 'MXN' } }
    const to = { userId: ana.userId, caseId: caseId!, repaymentId: `R-${caseId}` }
    expect(await server.db.transaction((tx) => produce.repaySuccess(tx, to, facts))).toBe(true)
    // The same repayment told again produces nothing more.
    expect(await server.db.transaction((tx) => produce.repaySuccess(tx, to, facts))).toBe(false)

    const english = await server.call(messageList, {}, { token: ana.token })
    expect(english.body.data).toHaveLength(1)
    const [item] = english.body.data
    expect(item).toMatchObject({
      name: 'REPAY_SUCCESS_MESSAGE',
      alreadyRead: '0',
      collectionOrderId: caseId,
      link: `/cases/all/details/${caseId}`,
    })
    expect(item!.content).toBe(
      `[Message]REPAY_SUCCESS_MESSAGE$${caseNo}$${name} paid $1,725.00 MXN on case ${caseNo}.`,
    )
    expect(parseMessageContent(item!.content)).toEqual({
      kind: 'Message',
      code: 'REPAY_SUCCESS_MESSAGE',
      number: caseNo,
      text: `${name} paid $1,725.00 MXN on case ${caseNo}.`,
    })
    const spanish = await server.call(messageList, {}, { token: ana.token, lang: 'es-ES' })
    expect(parseMessageContent(spanish.body.data[0]!.content).text).toBe(
      `${name} pagó $1,725.00 MXN en el caso ${caseNo}.`,
    )
    // Not a notice, and nobody else's.
    expect((await server.call(noticeList, {}, { token: ana.token })).body.data).toEqual([])
    expect((await server.call(messageList, {}, { token: ben.token })).body.data).toEqual([])
  })

  it('every type has its producer, lands in the right list of the right user only, and reads in both languages', async () => {
    const ana = await freshCollector()
    const bystander = await freshCollector()
    const [caseId] = await take(1, eq(cases.kind, 'collection'))
    const { caseNo, name } = await caseOf(caseId!)
    const cut = { amount: 25_000, currency: 'NGN' }
    await server.db.transaction(async (tx) => {
      const user = ana.userId
      await produce.deductionPassed(tx, { userId: user, caseId: caseId!, cutId: 1 }, { caseNo, cut })
      await produce.deductionRefused(
        tx,
        { userId: user, caseId: caseId!, cutId: 2 },
        { caseNo, cut, reason: 'No proof of hardship' },
      )
      await produce.leaveApproved(
        tx,
        { userId: user, leaveId: 1 },
        { firstDay: '2026-12-01', lastDay: '2026-12-02', approverName: 'Adaeze Nwosu' },
      )
      await produce.divisionCompleted(
        tx,
        { userId: user, allocationId: 'A1' },
        { caseCount: 40, teamName: 'Lagos A' },
      )
      await produce.otpCodeSent(
        tx,
        { userId: user, otpApplicationId: 1 },
        { cardNumber: '+2348000000001', code: '482913' },
      )
      await produce.otpApplication(
        tx,
        { userId: user, applicationId: 1 },
        { applicantName: 'Chinedu Okafor', cardNumber: '+2348000000001', status: 'pending', reason: null },
      )
      await produce.caseStatistics(
        tx,
        { userId: user },
        {
          day: '2026-11-25',
          dueToday: 12,
          appointmentsToday: 3,
          promised: [{ amount: 4_500_000, currency: 'NGN' }],
        },
      )
      await produce.sellOrderEnteredApp(
        tx,
        { userId: user, caseId: caseId! },
        { caseNo, customerName: name, orderNo: 'ORD-9' },
      )
    })
    expect((await server.call(messageList, {}, { token: bystander.token })).body.data).toEqual([])
    expect((await server.call(noticeList, {}, { token: bystander.token })).body.data).toEqual([])
    // Those about a case open it; the others open the screen that shows what they name, where the
    // collector may open it: the code request waiting for review is the office manager's screen.
    const all = [
      ...(await server.call(messageList, {}, { token: ana.token })).body.data,
      ...(await server.call(noticeList, {}, { token: ana.token })).body.data,
    ]
    const caseLink = `/cases/all/details/${caseId}`
    expect(Object.fromEntries(all.map((item) => [item.name, [item.collectionOrderId, item.link]]))).toEqual({
      DEDUCTION_AUDIT_PASS_MESSAGE: [caseId, caseLink],
      DEDUCTION_AUDIT_REFUSE_MESSAGE: [caseId, caseLink],
      SELL_ORDER_ENTERED_APP: [caseId, caseLink],
      LEAVE_APPROVAL_MESSAGE: [null, '/welcome?leave=1'],
      DIVISION_COMPLETED_MESSAGE: [null, '/cases/all'],
      SEND_OTP_CODE_MESSAGE: [null, '/simcard/application?codeRequest=1'],
      OTP_APPLICATION_MESSAGE: [null, null],
      CASE_STATISTICS_NOTICE: [null, null],
    })
    for (const lang of ['en-US', 'es-ES'] as const) {
      const listed = await server.call(messageList, {}, { token: ana.token, lang })
      const noticed = await server.call(noticeList, {}, { token: ana.token, lang })
      expect(listed.body.data.map((item) => item.name).sort()).toEqual([
        'DEDUCTION_AUDIT_PASS_MESSAGE',
        'DEDUCTION_AUDIT_REFUSE_MESSAGE',
        'DIVISION_COMPLETED_MESSAGE',
        'LEAVE_APPROVAL_MESSAGE',
        'OTP_APPLICATION_MESSAGE',
        'SEND_OTP_CODE_MESSAGE',
      ])
      expect(noticed.body.data.map((item) => item.name).sort()).toEqual([
        'CASE_STATISTICS_NOTICE',
        'SELL_ORDER_ENTERED_APP',
      ])
      for (const item of [...listed.body.data, ...noticed.body.data]) {
        const parts = parseMessageContent(item.content)
        expect(parts.kind).toBe(noticed.body.data.includes(item) ? 'Notice' : 'Message')
        expect(parts.code).toBe(item.name)
        expect(parts.text.length).toBeGreaterThan(10)
      }
    }
    const statistics = (
      await server.call(noticeList, {}, { token: ana.token, lang: 'es-ES' })
    ).body.data.find((item) => item.name === 'CASE_STATISTICS_NOTICE')
    expect(parseMessageContent(statistics!.content)).toMatchObject({
      number: '2026-11-25',
      text: 'Vencen hoy: 12 · Citas: 3 · Promesas de pago: ₦45,000.00',
    })
  })
})

describe('a message opens what it names, for a reader who may open it', () => {
  it("the office manager's code request waiting for review opens it; the applicant's SIM card application and the allocated team's cases open theirs", async () => {
    const officeManager = await freshCollector(8)
    const ana = await freshCollector()
    await server.db.transaction(async (tx) => {
      await produce.otpApplication(
        tx,
        { userId: officeManager.userId, applicationId: 41 },
        { applicantName: 'Ana', cardNumber: '8952020000000000003', status: 'pending', reason: null },
      )
      await produce.simApplicationDecided(
        tx,
        { userId: ana.userId, simApplicationId: 12 },
        { about: 'cardApplication', status: 'rejected', reason: 'Two cards already' },
      )
      await produce.divisionCompleted(
        tx,
        { userId: officeManager.userId, allocationId: 'A-links' },
        { caseCount: 3, teamName: 'Lagos A', teamId: 9 },
      )
    })
    const links = async (token: string) =>
      (await server.call(messageList, {}, { token })).body.data.map((item) => [item.name, item.link])
    expect(await links(officeManager.token)).toEqual(
      expect.arrayContaining([
        ['OTP_APPLICATION_MESSAGE', '/simcard/waotpapplication?codeRequest=41'],
        ['DIVISION_COMPLETED_MESSAGE', '/cases/all?teamId=9'],
      ]),
    )
    expect(await links(ana.token)).toEqual([
      ['OTP_APPLICATION_MESSAGE', '/simcard/application?application=12'],
    ])
  })
})

describe('marking messages read', () => {
  async function messagesFor(userId: number, count: number): Promise<number[]> {
    const ids: number[] = []
    for (let n = 0; n < count; n++)
      await server.db.transaction((tx) =>
        produce.divisionCompleted(
          tx,
          { userId, allocationId: `M${userId}-${n}` },
          { caseCount: n + 1, teamName: 'Lagos A' },
        ),
      )
    const rows = await server.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, userId))
    for (const row of rows) ids.push(row.id)
    return ids.sort((a, b) => a - b)
  }

  it('marks only the caller’s own, twice is harmless, and another user’s id changes nothing and is named', async () => {
    const ana = await freshCollector()
    const ben = await freshCollector()
    const [first, second] = await messagesFor(ana.userId, 2)
    const [bens] = await messagesFor(ben.userId, 1)
    const marked = await server.call(
      markMessagesRead,
      { messageIds: [first!, bens!], clientMutationId: newMutationId() },
      { token: ana.token },
    )
    expect(marked.body.data).toEqual({ read: [first], notYours: [bens] })
    const read = (await server.call(messageList, {}, { token: ana.token })).body.data
    expect(Object.fromEntries(read.map((item) => [item.id, item.alreadyRead]))).toEqual({
      [first!]: '1',
      [second!]: '0',
    })
    expect((await server.call(messageList, {}, { token: ben.token })).body.data[0]!.alreadyRead).toBe('0')
    const [firstReadAt] = await server.db
      .select({ at: messages.readAt })
      .from(messages)
      .where(eq(messages.id, first!))
    const again = await server.call(
      markMessagesRead,
      { messageIds: [first!], clientMutationId: newMutationId() },
      { token: ana.token },
    )
    expect(again.body.data).toEqual({ read: [first], notYours: [] })
    const [stillReadAt] = await server.db
      .select({ at: messages.readAt })
      .from(messages)
      .where(eq(messages.id, first!))
    expect(stillReadAt!.at).toEqual(firstReadAt!.at)
  })

  it('refuses no ids, naming the field in the caller’s language, and a caller who is not signed in', async () => {
    const ana = await freshCollector()
    for (const [lang, label] of [
      ['en-US', 'Messages'],
      ['es-ES', 'Mensajes'],
    ] as const) {
      const refused = await server.call(
        markMessagesRead,
        { messageIds: [], clientMutationId: newMutationId() },
        { token: ana.token, lang },
      )
      expect(refused.status).toBe(400)
      expect((refused.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
        field: 'messageIds',
        label,
      })
    }
    const anonymous = await server.call(messageList, {}, {})
    expect(anonymous.body.respCode).toBe('999998')
  })
})

describe('the work performance ranking', () => {
  const at = (iso: string) => new Date(iso)
  // Wednesday 11 March 2020, 23:30 UTC: already Thursday 00:30 in Lagos, still 17:30 in Mexico City.
  const now = at('2020-03-11T23:30:00Z')

  it('counts the day, the week and the month in each collector’s own time zone, beside the team, with her place', async () => {
    const ana = await freshCollector()
    const ben = await freshCollector()
    const [team] = await server.db
      .insert(teams)
      .values({ name: `Rank team ${ana.userId}`, teamTypeId: 1, dutyDays: [1, 2, 3, 4, 5] })
      .returning({ id: teams.id })
    await server.db
      .update(users)
      .set({ teamId: team!.id, timeZone: 'Africa/Lagos' })
      .where(eq(users.id, ana.userId))
    await server.db.update(users).set({ teamId: team!.id }).where(eq(users.id, ben.userId))
    const [anasCase, bensCase] = await take(2, eq(cases.kind, 'collection'))
    await allocateTo(server, ana.userId, [anasCase!])
    await allocateTo(server, ben.userId, [bensCase!])
    const paid = (caseId: number, amount: number, paidAt: string) => ({
      caseId,
      collectorId: caseId === anasCase ? ana.userId : ben.userId,
      kind: 'normal' as const,
      amount,
      paidAt: at(paidAt),
      reference: `rank-${caseId}-${paidAt}`,
    })
    await server.db.insert(repayments).values([
      paid(anasCase!, 1000, '2020-03-11T23:10:00Z'), // Lagos: Thursday 00:10, today
      paid(anasCase!, 2000, '2020-03-11T22:50:00Z'), // Lagos: Wednesday 23:50, this week
      paid(anasCase!, 4000, '2020-03-05T12:00:00Z'), // this month
      paid(anasCase!, 8000, '2020-02-29T22:30:00Z'), // Lagos: 29 February 23:30, last month
      paid(bensCase!, 5000, '2020-03-11T23:20:00Z'),
      paid(bensCase!, 500, '2020-03-10T10:00:00Z'),
      paid(bensCase!, 9999, '2020-03-12T09:00:00Z'), // dated after now: not counted yet
    ])
    // The amounts are in the currency of the two cases' brands, when they share one.
    const brands = await server.db
      .selectDistinct({ currency: apps.currency })
      .from(cases)
      .innerJoin(apps, eq(apps.id, cases.appId))
      .where(inArray(cases.id, [anasCase!, bensCase!]))
    const currency = brands.length === 1 ? brands[0]!.currency : null
    const asAna = { userId: ana.userId, teamId: team!.id, timeZone: 'Africa/Lagos' } as SignedInUser
    const asBen = { userId: ben.userId, teamId: team!.id, timeZone: 'America/Mexico_City' } as SignedInUser

    expect(await rankingOf(server.db, asAna, 'day', now)).toEqual({
      myNum: 1,
      myAmt: 1000,
      teamNum: 2,
      teamAmt: 6000,
      myRank: 2,
      currency,
    })
    expect(await rankingOf(server.db, asAna, 'week', now)).toEqual({
      myNum: 2,
      myAmt: 3000,
      teamNum: 4,
      teamAmt: 8500,
      myRank: 2,
      currency,
    })
    expect(await rankingOf(server.db, asAna, 'month', now)).toEqual({
      myNum: 3,
      myAmt: 7000,
      teamNum: 5,
      teamAmt: 12_500,
      myRank: 1,
      currency,
    })
    // Mexico City's day began at 06:00 UTC: both of Ana's late payments are Ben's today.
    expect(await rankingOf(server.db, asBen, 'day', now)).toEqual({
      myNum: 1,
      myAmt: 5000,
      teamNum: 3,
      teamAmt: 8000,
      myRank: 1,
      currency,
    })
    // Ana's case given to Ben afterwards: what she collected stays hers.
    await allocateTo(server, ben.userId, [anasCase!])
    expect((await rankingOf(server.db, asAna, 'month', now)).myAmt).toBe(7000)
  })

  it('with nothing repaid yet in the period, the amounts are still in the money the team lends', async () => {
    const cleo = await freshCollector()
    const [team] = await server.db
      .insert(teams)
      .values({ name: `Quiet team ${cleo.userId}`, teamTypeId: 1, dutyDays: [1, 2, 3, 4, 5] })
      .returning({ id: teams.id })
    await server.db.update(users).set({ teamId: team!.id }).where(eq(users.id, cleo.userId))
    const [naira] = await server.db.select({ id: apps.id }).from(apps).where(eq(apps.currency, 'NGN'))
    const [held] = await take(1, eq(cases.kind, 'collection'), eq(cases.appId, naira!.id))
    await server.db.update(cases).set({ teamId: team!.id, ownerId: cleo.userId }).where(eq(cases.id, held!))
    const asCleo = { userId: cleo.userId, teamId: team!.id, timeZone: 'Africa/Lagos' } as SignedInUser
    expect(await rankingOf(server.db, asCleo, 'day', now)).toEqual({
      myNum: 0,
      myAmt: 0,
      teamNum: 0,
      teamAmt: 0,
      myRank: 1,
      currency: 'NGN',
    })
  })

  it('a period starts at midnight on the user’s wall clock, a week on Monday', () => {
    expect(periodStart('day', now, 'Africa/Lagos').toISOString()).toBe('2020-03-11T23:00:00.000Z')
    expect(periodStart('week', now, 'Africa/Lagos').toISOString()).toBe('2020-03-08T23:00:00.000Z')
    expect(periodStart('month', now, 'Africa/Lagos').toISOString()).toBe('2020-02-29T23:00:00.000Z')
    expect(periodStart('day', now, 'America/Mexico_City').toISOString()).toBe('2020-03-11T06:00:00.000Z')
  })

  it('answers the signed-in collector through the call, and refuses a period it does not know', async () => {
    const ana = await freshCollector()
    const answer = await server.call(ranking, { timeZone: 'week' }, { token: ana.token })
    expect(answer.body.data).toEqual({
      myNum: 0,
      myAmt: 0,
      teamNum: 0,
      teamAmt: 0,
      myRank: null,
      currency: null,
    })
    const refused = await server.call(
      ranking,
      { timeZone: 'year' as 'day' },
      { token: ana.token, lang: 'es-ES' },
    )
    expect(refused.status).toBe(400)
    expect((refused.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
      field: 'timeZone',
      label: 'Periodo',
    })
  })
})
