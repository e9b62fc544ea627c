import { and, desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messageList, parseMessageContent } from '../../contract/messages.ts'
import { notifyRepayment, type RepaymentNotice, repaymentSignatureHeader } from '../../contract/repayments.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, repayments } from '../../server/database/schema/cases.ts'
import { signRepaymentNotice } from '../../server/services/repayments/notifiedRepayment.ts'
import { allocateTo, caseSupply, closeMeanwhile, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

const secret = 'test-repayment-secret'
let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer({ repaymentNotifySecret: secret })
  take = caseSupply(server)
})
afterAll(() => server?.close())

async function openCase() {
  const [caseId] = await take(
    1,
    eq(cases.kind, 'collection'),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
  )
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, paidAmount: cases.paidAmount, amount: cases.amount })
    .from(cases)
    .where(eq(cases.id, caseId!))
  return { caseId: caseId!, ...row! }
}

/** When the money came: in the past, as a repayment must be. */
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString()

const noticeOf = (caseNo: string, repaymentId: string, amount = 10_000): RepaymentNotice => ({
  repaymentId,
  caseNo,
  amount,
  kind: 'normal',
  paidAt: anHourAgo,
})

const tell = (
  notice: RepaymentNotice,
  signature = signRepaymentNotice(notice, secret),
  lang: 'en-US' | 'es-ES' = 'en-US',
) => server.call(notifyRepayment, notice, { headers: { [repaymentSignatureHeader]: signature }, lang })

describe('the loan platform tells of a repayment', () => {
  it('records it on the case, moves the lifecycle as the system, and tells the case’s collector', async () => {
    const collectorId = await userIdOf(server, 'collector')
    const token = await server.signInAs('collector')
    const { caseId, caseNo, paidAmount } = await openCase()
    await allocateTo(server, collectorId, [caseId])
    const told = await tell(noticeOf(caseNo, `R-${caseId}`))
    expect(told.status).toBe(200)
    expect(told.body.data).toEqual({
      repaymentId: `R-${caseId}`,
      caseNo,
      applied: true,
      caseMoved: true,
      paidAmount: paidAmount + 10_000,
    })
    const [moved] = await server.db
      .select({
        eventType: transitions.eventType,
        payload: transitions.eventPayload,
        actorId: transitions.actorId,
        clientMutationId: transitions.clientMutationId,
      })
      .from(transitions)
      .where(and(eq(transitions.entityId, caseId), eq(transitions.entityType, 'case')))
      .orderBy(desc(transitions.id))
      .limit(1)
    expect(moved).toEqual({
      clientMutationId: `R-${caseId}`,
      eventType: 'REPAYMENT_RECEIVED',
      payload: { amount: 10_000, kind: 'normal' },
      actorId: null,
    })
    const listed = (await server.call(messageList, {}, { token })).body.data
    const message = listed.find((item) => item.collectionOrderId === caseId)
    expect(message?.name).toBe('REPAY_SUCCESS_MESSAGE')
    expect(parseMessageContent(message!.content).number).toBe(caseNo)
  })

  it('told twice (or by two deliveries at once), it is recorded once and the second says nothing changed', async () => {
    const { caseId, caseNo, paidAmount } = await openCase()
    const notice = noticeOf(caseNo, `R-twice-${caseId}`)
    const [first, second] = await atOnce([tell(notice), tell(notice)])
    expect([first.body.data.applied, second.body.data.applied].sort()).toEqual([false, true])
    const third = await tell(notice)
    expect(third.body.data).toMatchObject({ applied: false, paidAmount: paidAmount + 10_000 })
    const kept = await server.db
      .select()
      .from(repayments)
      .where(eq(repayments.notifiedId, notice.repaymentId))
    expect(kept).toHaveLength(1)
    const [row] = await server.db.select({ paid: cases.paidAmount }).from(cases).where(eq(cases.id, caseId))
    expect(row!.paid).toBe(paidAmount + 10_000)
    // The same id for another case, even told at the same moment, is not the same repayment.
    const other = await openCase()
    const [here, there] = await atOnce([
      tell(noticeOf(caseNo, `R-two-cases-${caseId}`)),
      tell(noticeOf(other.caseNo, `R-two-cases-${caseId}`)),
    ])
    expect([here.status, there.status].sort()).toEqual([200, 409])
    // The same id with another amount is not the same repayment.
    const reused = await tell({ ...notice, amount: 99 })
    expect(reused.status).toBe(409)
    expect(reused.body.respCode).toBe('repayment.reused')
  })

  it('refuses a notification not signed with the secret, and changes nothing', async () => {
    const { caseId, caseNo } = await openCase()
    const notice = noticeOf(caseNo, `R-forged-${caseId}`)
    for (const signature of [
      '',
      'abc',
      signRepaymentNotice(notice, 'another secret'),
      signRepaymentNotice({ ...notice, amount: 1 }, secret),
    ]) {
      const refused = await tell(notice, signature)
      expect(refused.status).toBe(401)
      expect(refused.body.respCode).toBe('repayment.badSignature')
    }
    expect(await server.db.select().from(repayments).where(eq(repayments.caseId, caseId))).toEqual([])
  })

  it('a closed case records the money without moving; an unknown case and bad fields are refused by name', async () => {
    const { caseId, caseNo, paidAmount } = await openCase()
    const collectorId = await userIdOf(server, 'collector')
    await allocateTo(server, collectorId, [caseId])
    await closeMeanwhile(server, caseId, await userIdOf(server, 'manager'))
    const closed = await tell(noticeOf(caseNo, `R-closed-${caseId}`))
    expect(closed.body.data).toMatchObject({ applied: true, caseMoved: false, paidAmount })
    // Her case or not any more, the money came while she held it: she is told.
    const listed = (await server.call(messageList, {}, { token: await server.signInAs('collector') })).body
      .data
    expect(listed.some((item) => item.collectionOrderId === caseId)).toBe(true)
    const unknown = await tell(noticeOf('NO-SUCH-CASE', 'R-nowhere'))
    expect(unknown.status).toBe(404)
    expect(unknown.body.respCode).toBe('repayment.caseNotFound')
    const future = { ...noticeOf(caseNo, 'R-future'), paidAt: new Date(Date.now() + 3_600_000).toISOString() }
    const notYet = await tell(future)
    expect(notYet.status).toBe(400)
    expect((notYet.body.data as unknown as InvalidFields).fields[0]).toMatchObject({ field: 'paidAt' })
    const bad = { ...noticeOf(caseNo, 'R-bad'), amount: 0 }
    const refused = await tell(bad, signRepaymentNotice(bad, secret), 'es-ES')
    expect(refused.status).toBe(400)
    expect((refused.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
      field: 'amount',
      label: 'Monto',
    })
  })

  it('refuses a repayment dated before the loan, or far above what the case owes, naming the field', async () => {
    const { caseId, caseNo, amount, paidAmount } = await openCase()
    const ancient = { ...noticeOf(caseNo, `R-ancient-${caseId}`), paidAt: '0001-01-01T00:00:00Z' }
    const dated = await tell(ancient)
    expect([dated.status, (dated.body.data as unknown as InvalidFields).fields[0]?.field]).toEqual([
      400,
      'paidAt',
    ])
    const [loan] = await server.db.select({ at: cases.disbursedAt }).from(cases).where(eq(cases.id, caseId))
    const beforeLoan = {
      ...noticeOf(caseNo, `R-early-${caseId}`),
      paidAt: new Date(loan!.at.getTime() - 86_400_000).toISOString(),
    }
    const early = await tell(beforeLoan, signRepaymentNotice(beforeLoan, secret), 'es-ES')
    expect([early.status, early.body.respMsg]).toEqual([
      422,
      'Pagado el: el pago tiene fecha anterior al desembolso del préstamo; no se registró.',
    ])
    const owed = amount - paidAmount
    for (const kind of ['normal', 'offline'] as const) {
      const huge = { ...noticeOf(caseNo, `R-huge-${kind}-${caseId}`, owed * 100), kind }
      const refused = await tell(huge)
      expect([refused.status, refused.body.respCode, refused.body.data]).toEqual([
        422,
        'repayment.aboveDue',
        { field: 'amount', most: expect.any(Number) },
      ])
      expect(refused.body.respMsg).toMatch(/^Amount: /)
    }
    const hugeEs = noticeOf(caseNo, `R-huge-es-${caseId}`, 1_000_000_000_000)
    const refusedEs = await tell(hugeEs, signRepaymentNotice(hugeEs, secret), 'es-ES')
    expect(refusedEs.body.respMsg).toMatch(/^Monto: /)
    expect(await server.db.select().from(repayments).where(eq(repayments.caseId, caseId))).toEqual([])
    // What the case owes, and a little over it (a customer rounding up), is taken and pays the case off.
    const roundedUp = { ...noticeOf(caseNo, `R-whole-${caseId}`, owed + 50), kind: 'offline' as const }
    const whole = await tell(roundedUp)
    expect(whole.body.data).toMatchObject({ applied: true, caseMoved: true, paidAmount: amount + 50 })
  })

  it('a server without the secret refuses every notification', async () => {
    const bare = await startTestServer()
    try {
      const notice = noticeOf('C000001', 'R-unset')
      const refused = await bare.call(notifyRepayment, notice, {
        headers: { [repaymentSignatureHeader]: signRepaymentNotice(notice, secret) },
      })
      expect(refused.status).toBe(503)
      expect(refused.body.respCode).toBe('repayment.notConfigured')
    } finally {
      await bare.close()
    }
  })
})
