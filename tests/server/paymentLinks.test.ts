import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cancelPaymentLink,
  generatePaymentLink,
  merchantFee,
  paymentLinkSheet,
} from '../../contract/paymentLinks.ts'
import {
  notifyRepayment,
  type RepaymentNotice,
  repaymentSignatureHeader,
  repaymentSignedText,
} from '../../contract/repayments.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, repayments } from '../../server/database/schema/cases.ts'
import { paymentLinks } from '../../server/database/schema/paymentLinks.ts'
import { expireStaleLinks } from '../../server/services/paymentLinks/paymentLinkLife.ts'
import { signRepaymentNotice } from '../../server/services/repayments/notifiedRepayment.ts'
import { applyAsService, caseSupply, closeMeanwhile, userIdOf } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

const secret = 'test-repayment-secret'
const settings = {
  baseUrl: 'https://pay.example.invalid/checkout',
  minAmount: 100,
  feeBasisPoints: 250,
  fixedFees: { MXN: 300, NGN: 10_000, INR: 300 },
  expiresAfterMs: 24 * 3_600_000,
  expireEveryMs: 0,
}
let server: TestServer
let collector: string
let collectorId: number
let take: ReturnType<typeof caseSupply>
const write = () => ({ clientMutationId: randomUUID() })

beforeAll(async () => {
  server = await startTestServer({ repaymentNotifySecret: secret, paymentLinks: settings })
  collector = await server.signInAs('collector')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
})
afterAll(() => server?.close())

/** An unpaid open case of the demo collector. */
async function collectorsCase() {
  const [caseId] = await take(
    1,
    eq(cases.ownerId, collectorId),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
  )
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, amount: cases.amount, paid: cases.paidAmount, cuts: cases.cuts })
    .from(cases)
    .where(eq(cases.id, caseId!))
  return { caseId: caseId!, ...row! }
}

async function sheetOf(caseId: number, token = collector) {
  const { status, body } = await server.call(paymentLinkSheet, { caseId }, { token })
  expect(status).toBe(200)
  return body.data
}

async function generate(caseId: number, amount: number, token = collector) {
  const made = await server.call(generatePaymentLink, { caseId, amount, ...write() }, { token })
  expect(made.status).toBe(200)
  return made.body.data
}

const tell = (notice: RepaymentNotice) =>
  server.call(notifyRepayment, notice, {
    headers: { [repaymentSignatureHeader]: signRepaymentNotice(notice, secret) },
  })

const noticeOf = (caseNo: string, amount: number, linkReference?: string): RepaymentNotice => ({
  repaymentId: `R-${randomUUID()}`,
  caseNo,
  amount,
  kind: 'normal',
  paidAt: new Date(Date.now() - 60_000).toISOString(),
  ...(linkReference ? { linkReference } : {}),
})

async function linkTransitions(linkId: number) {
  return server.db
    .select({ event: transitions.eventType, machine: transitions.machine, actorId: transitions.actorId })
    .from(transitions)
    .where(and(eq(transitions.entityType, 'paymentLink'), eq(transitions.entityId, linkId)))
    .orderBy(asc(transitions.id))
}

describe('payment links: generated from a case', () => {
  it('makes a link for an amount the case owes, with the merchant fee from the settings and an unguessable reference', async () => {
    const { caseId, amount, paid, cuts } = await collectorsCase()
    const sheet = await sheetOf(caseId)
    expect(sheet.remaining).toBe(amount - paid - cuts)
    expect(sheet.minAmount).toBe(100)
    const fixed = settings.fixedFees[sheet.currency as 'MXN'] ?? 0
    expect(sheet.fee).toEqual({ basisPoints: 250, fixed })
    const link = await generate(caseId, 10_001)
    const fee = Math.ceil((10_001 * 250) / 10_000) + fixed
    expect(fee).toBe(merchantFee(10_001, sheet.fee))
    expect(link).toMatchObject({
      caseId,
      amount: 10_001,
      fee,
      total: 10_001 + fee,
      currency: sheet.currency,
      status: 'active',
      endedAt: null,
    })
    expect(link.reference).toMatch(/^PL[A-Za-z0-9_-]{22}$/)
    expect(link.url).toBe(`https://pay.example.invalid/checkout/${link.reference}`)
    expect(Date.parse(link.expiresAt) - Date.parse(link.generatedAt)).toBe(settings.expiresAfterMs)
    expect(await linkTransitions(link.id)).toEqual([
      { event: 'GENERATE', machine: 'paymentLink@1', actorId: collectorId },
    ])
    expect((await sheetOf(caseId)).links.map((l) => l.id)).toEqual([link.id])
  })

  it('refuses a second active link on the case, and makes one again once the first is cancelled', async () => {
    const { caseId } = await collectorsCase()
    const first = await generate(caseId, 500)
    const second = await server.call(
      generatePaymentLink,
      { caseId, amount: 600, ...write() },
      { token: collector },
    )
    expect([second.status, second.body.respCode]).toEqual([409, 'paymentLink.activeAlready'])
    const cancelled = await server.call(
      cancelPaymentLink,
      { linkId: first.id, ...write() },
      { token: collector },
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' })
    expect(cancelled.body.data.endedAt).not.toBeNull()
    const again = await server.call(cancelPaymentLink, { linkId: first.id, ...write() }, { token: collector })
    expect([again.status, again.body.respCode]).toEqual([409, 'paymentLink.ended'])
    await generate(caseId, 600)
    expect((await linkTransitions(first.id)).map((t) => t.event)).toEqual(['GENERATE', 'CANCEL'])
  })

  it('refuses an amount above what the case owes or below the minimum, naming the amount, in English and Spanish', async () => {
    const { caseId } = await collectorsCase()
    const { remaining } = await sheetOf(caseId)
    const above = await server.call(
      generatePaymentLink,
      { caseId, amount: remaining + 1, ...write() },
      { token: collector },
    )
    expect([above.status, above.body.respCode, above.body.data]).toEqual([
      422,
      'paymentLink.betweenBounds',
      { field: 'amount' },
    ])
    expect(above.body.respMsg).toMatch(/^The value must be between .+ and .+/)
    const below = await server.call(
      generatePaymentLink,
      { caseId, amount: 99, ...write() },
      { token: collector, lang: 'es-ES' },
    )
    expect(below.body.respMsg).toMatch(/^El valor debe estar entre .+ y .+/)
    expect(await server.db.select().from(paymentLinks).where(eq(paymentLinks.caseId, caseId))).toEqual([])
    // All it owes is within.
    await generate(caseId, remaining)
  })

  it('names an empty or wrong amount in the spec’s words, in English and Spanish', async () => {
    const { caseId } = await collectorsCase()
    const fieldsOf = (body: unknown) =>
      (body as { data: InvalidFields }).data.fields.map((f) => [f.field, f.label, f.message])
    const blank = { caseId, ...write() } as never
    const en = await server.call(generatePaymentLink, blank, { token: collector })
    expect(en.status).toBe(400)
    expect(fieldsOf(en.body)).toEqual([['amount', 'Amount', 'amount cannot be empty']])
    const es = await server.call(generatePaymentLink, blank, { token: collector, lang: 'es-ES' })
    expect(fieldsOf(es.body)).toEqual([['amount', 'Monto', 'El monto no puede estar vacío']])
    const wrong = await server.call(
      generatePaymentLink,
      { caseId, amount: 12.5, ...write() },
      { token: collector, lang: 'es-ES' },
    )
    expect(fieldsOf(wrong.body)).toEqual([['amount', 'Monto', 'El valor del monto es incorrecto']])
  })

  it('refuses a link on a closed case', async () => {
    const { caseId } = await collectorsCase()
    await closeMeanwhile(server, caseId, collectorId)
    const refused = await server.call(
      generatePaymentLink,
      { caseId, amount: 500, ...write() },
      { token: collector },
    )
    expect([refused.status, refused.body.respCode]).toEqual([409, 'case.closed'])
    expect((await sheetOf(caseId)).remaining).toBe(0)
  })
})

describe('payment links: who may', () => {
  it('a collector cannot generate, cancel or read on another collector’s case', async () => {
    const { caseId } = await collectorsCase()
    const link = await generate(caseId, 500)
    const other = await server.signInAs('collector.mx')
    const made = await server.call(generatePaymentLink, { caseId, amount: 500, ...write() }, { token: other })
    expect([made.status, made.body.respCode]).toEqual([403, 'case.notYours'])
    const cancelled = await server.call(cancelPaymentLink, { linkId: link.id, ...write() }, { token: other })
    expect([cancelled.status, cancelled.body.respCode]).toEqual([403, 'case.notYours'])
    const read = await server.call(paymentLinkSheet, { caseId }, { token: other })
    expect(read.status).toBe(403)
  })

  it('an auditor reads a case’s links but neither generates nor cancels one', async () => {
    const { caseId } = await collectorsCase()
    const link = await generate(caseId, 500)
    const auditor = await server.signInAs('auditor')
    expect((await sheetOf(caseId, auditor)).links.map((l) => l.id)).toEqual([link.id])
    const made = await server.call(
      generatePaymentLink,
      { caseId, amount: 500, ...write() },
      { token: auditor },
    )
    expect(made.status).toBe(403)
    const cancelled = await server.call(
      cancelPaymentLink,
      { linkId: link.id, ...write() },
      { token: auditor },
    )
    expect(cancelled.status).toBe(403)
    expect((await sheetOf(caseId)).links[0]).toMatchObject({ status: 'active' })
  })
})

describe('payment links: the platform’s notice pays them', () => {
  it('a repayment naming the link turns it paid with the money, once, however often it is told', async () => {
    const { caseId, caseNo, paid } = await collectorsCase()
    const link = await generate(caseId, 2_500)
    const notice = noticeOf(caseNo, 2_500, link.reference)
    const told = await tell(notice)
    expect(told.status).toBe(200)
    expect(told.body.data).toMatchObject({
      applied: true,
      caseMoved: true,
      paidAmount: paid + 2_500,
      linkPaid: true,
    })
    const again = await tell(notice)
    expect(again.body.data).toMatchObject({ applied: false, caseMoved: false })
    const [row] = (await sheetOf(caseId)).links
    expect(row).toMatchObject({ id: link.id, status: 'paid' })
    const [kept] = await server.db
      .select({ repaymentId: paymentLinks.repaymentId })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, link.id))
    expect(kept!.repaymentId).toBe(notice.repaymentId)
    expect(await linkTransitions(link.id)).toEqual([
      { event: 'GENERATE', machine: 'paymentLink@1', actorId: collectorId },
      { event: 'PAY', machine: 'paymentLink@1', actorId: null },
    ])
    // Another repayment naming the paid link is money all the same: recorded, the link paid once.
    const later = await tell(noticeOf(caseNo, 2_500, link.reference))
    expect(later.body.data).toMatchObject({ applied: true, linkPaid: false })
    expect((await linkTransitions(link.id)).length).toBe(2)
  })

  it('money paid through a link is taken even when a cut lowered the debt below it since the link was made', async () => {
    const { caseId, caseNo } = await collectorsCase()
    const link = await generate(caseId, 2_500)
    const [owed] = await server.db
      .select({ amount: cases.amount, paid: cases.paidAmount, cuts: cases.cuts })
      .from(cases)
      .where(eq(cases.id, caseId))
    const leaving = 1_000
    await applyAsService(server, caseId, collectorId, {
      type: 'AMOUNT_CUT',
      amount: owed!.amount - owed!.paid - owed!.cuts - leaving,
      cutId: 1,
    })
    const told = await tell(noticeOf(caseNo, 2_500, link.reference))
    expect(told.status).toBe(200)
    expect(told.body.data).toMatchObject({ applied: true, caseMoved: true, linkPaid: true })
  })

  it('refuses a notice naming another case’s link or another amount, recording nothing', async () => {
    const mine = await collectorsCase()
    const other = await collectorsCase()
    const link = await generate(mine.caseId, 2_500)
    const elsewhere = await tell(noticeOf(other.caseNo, 2_500, link.reference))
    expect([elsewhere.status, elsewhere.body.respCode, elsewhere.body.data]).toEqual([
      422,
      'paymentLink.unknownReference',
      { field: 'linkReference' },
    ])
    const otherAmount = await tell(noticeOf(mine.caseNo, 2_400, link.reference))
    expect([otherAmount.status, otherAmount.body.respCode]).toEqual([422, 'paymentLink.amountDiffers'])
    expect(await server.db.select().from(repayments).where(eq(repayments.caseId, other.caseId))).toEqual([])
    expect((await sheetOf(mine.caseId)).links[0]).toMatchObject({ status: 'active' })
  })

  it('a notice without a link is signed and taken as before', async () => {
    const { caseNo } = await collectorsCase()
    const plain = noticeOf(caseNo, 1_000)
    // Old callers sign the five lines they always signed; a link's reference is a sixth only when sent.
    expect(repaymentSignedText(plain)).toBe(
      [plain.repaymentId, caseNo, '1000', 'normal', plain.paidAt].join('\n'),
    )
    expect(repaymentSignedText({ ...plain, linkReference: 'PLx' })).toBe(`${repaymentSignedText(plain)}\nPLx`)
    const told = await tell(plain)
    expect(told.status).toBe(200)
    expect(told.body.data).not.toHaveProperty('linkPaid')
  })

  it('a cancelled link stays cancelled when its money comes later; the money reaches the case', async () => {
    const { caseId, caseNo, paid } = await collectorsCase()
    const link = await generate(caseId, 700)
    await server.call(cancelPaymentLink, { linkId: link.id, ...write() }, { token: collector })
    const told = await tell(noticeOf(caseNo, 700, link.reference))
    expect(told.body.data).toMatchObject({ applied: true, paidAmount: paid + 700, linkPaid: false })
    expect((await sheetOf(caseId)).links[0]).toMatchObject({ status: 'cancelled' })
  })
})

describe('payment links: expiry', () => {
  it('the sweep expires a link that outlived its life, recorded as the system’s, and no younger one', async () => {
    const { caseId } = await collectorsCase()
    const link = await generate(caseId, 800)
    await expireStaleLinks(server.db, new Date(Date.parse(link.expiresAt) - 1000))
    expect((await sheetOf(caseId)).links[0]).toMatchObject({ status: 'active' })
    await expireStaleLinks(server.db, new Date(Date.parse(link.expiresAt) + 1000))
    expect((await sheetOf(caseId)).links[0]).toMatchObject({ status: 'expired' })
    expect((await linkTransitions(link.id)).at(-1)).toEqual({
      event: 'EXPIRE',
      machine: 'paymentLink@1',
      actorId: null,
    })
    const cancel = await server.call(cancelPaymentLink, { linkId: link.id, ...write() }, { token: collector })
    expect(cancel.body.respCode).toBe('paymentLink.ended')
  })
})
