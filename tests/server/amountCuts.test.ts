import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  amountCutExport,
  amountCutList,
  amountCutSheet,
  passAmountCut,
  rejectAmountCut,
  requestAmountCut,
} from '../../contract/amountCuts.ts'
import { amountCuts } from '../../server/database/schema/amountCuts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { messages } from '../../server/database/schema/messages.ts'
import { expireStaleCuts } from '../../server/services/amountCuts/amountCutReviews.ts'
import { applyAsService, caseSupply, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let office: string
let manager: string
let collectorId: number
let officeId: number
let take: ReturnType<typeof caseSupply>
const write = () => ({ clientMutationId: randomUUID() })

beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  office = await server.signInAs('officemanager')
  manager = await server.signInAs('manager')
  collectorId = await userIdOf(server, 'collector')
  officeId = await userIdOf(server, 'officemanager')
  take = caseSupply(server)
})
afterAll(() => server?.close())

/** An unpaid open case of the demo collector, with a penalty to cut from. */
async function collectorsCase(): Promise<number> {
  const [caseId] = await take(
    1,
    eq(cases.ownerId, collectorId),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
    gt(cases.penalty, 100),
  )
  return caseId!
}

async function sheetOf(caseId: number, token = collector) {
  const { status, body } = await server.call(amountCutSheet, { caseId }, { token })
  expect(status).toBe(200)
  return body.data
}

async function caseAmounts(caseId: number) {
  const [row] = await server.db
    .select({
      amount: cases.amount,
      paid: cases.paidAmount,
      cuts: cases.cuts,
      status: cases.status,
      lifecycle: cases.lifecycle,
    })
    .from(cases)
    .where(eq(cases.id, caseId))
  return row!
}

async function askFor(caseId: number, amount: number, token = collector) {
  const asked = await server.call(
    requestAmountCut,
    { caseId, kind: 'normal', amount, remark: 'Promised the rest Friday', ...write() },
    { token },
  )
  expect(asked.status).toBe(200)
  return asked.body.data
}

describe('amount cuts: asking from a case', () => {
  it('draws the bounds from the case: its interest and penalty, and a normal cut below the penalty and half the interest', async () => {
    const caseId = await collectorsCase()
    const [loan] = await server.db
      .select({
        amount: cases.amount,
        principal: cases.principal,
        penalty: cases.penalty,
        paid: cases.paidAmount,
      })
      .from(cases)
      .where(eq(cases.id, caseId))
    const sheet = await sheetOf(caseId)
    const interest = loan!.amount - loan!.principal - loan!.penalty
    expect(sheet.bounds).toEqual({
      interest,
      penalty: loan!.penalty,
      remaining: loan!.amount - loan!.paid,
      normalBelow: Math.min(loan!.amount - loan!.paid, loan!.penalty + Math.floor(interest / 2)),
      delayed: null,
    })
    expect(sheet.cuts).toEqual([])
  })

  it('asks for a cut within the bounds, records its creation, and refuses a second while it waits', async () => {
    const caseId = await collectorsCase()
    const cut = await askFor(caseId, 100)
    expect(cut).toMatchObject({
      caseId,
      kind: 'normal',
      amount: 100,
      status: 'pending',
      remark: 'Promised the rest Friday',
      requesterId: collectorId,
    })
    const [recorded] = await server.db
      .select()
      .from(transitions)
      .where(and(eq(transitions.entityType, 'amountCut'), eq(transitions.entityId, cut.id)))
    expect(recorded).toMatchObject({ machine: 'financeReview@1', eventType: 'REQUEST', actorId: collectorId })
    const again = await server.call(
      requestAmountCut,
      { caseId, kind: 'normal', amount: 50, remark: '', ...write() },
      { token: collector },
    )
    expect([again.status, again.body.respCode]).toEqual([409, 'amountCut.pendingAlready'])
    expect((await sheetOf(caseId)).cuts.map((c) => c.id)).toEqual([cut.id])
  })

  it('two cuts asked at the same moment on one case: one waits, the other is refused', async () => {
    const caseId = await collectorsCase()
    const answers = await atOnce(
      [1, 2].map((n) =>
        server.call(
          requestAmountCut,
          { caseId, kind: 'normal', amount: 10 * n, remark: '', ...write() },
          { token: collector },
        ),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const kept = await server.db
      .select({ id: amountCuts.id })
      .from(amountCuts)
      .where(and(eq(amountCuts.caseId, caseId), eq(amountCuts.status, 'pending')))
    expect(kept).toHaveLength(1)
  })

  it('refuses a cut at or above the maximum in the spec’s words, naming the amount, in both languages', async () => {
    const caseId = await collectorsCase()
    const { bounds, currency } = await sheetOf(caseId)
    const en = await server.call(
      requestAmountCut,
      { caseId, kind: 'normal', amount: bounds.normalBelow, remark: '', ...write() },
      { token: collector },
    )
    expect([en.status, en.body.respCode, en.body.data]).toEqual([
      422,
      'amountCut.belowMaximum',
      { field: 'amount' },
    ])
    expect(en.body.respMsg).toMatch(/^The value must be less than .+/)
    expect(en.body.respMsg).toContain(currency === 'MXN' ? 'MXN' : '')
    const es = await server.call(
      requestAmountCut,
      { caseId, kind: 'normal', amount: bounds.normalBelow + 1, remark: '', ...write() },
      { token: collector, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toMatch(/^El valor debe ser menor que .+/)
    const delayed = await server.call(
      requestAmountCut,
      { caseId, kind: 'delayed', amount: 10, remark: '', ...write() },
      { token: collector },
    )
    expect([delayed.status, delayed.body.respCode, delayed.body.data]).toEqual([
      422,
      'amountCut.notDelayed',
      { field: 'kind' },
    ])
    expect(await server.db.select().from(amountCuts).where(eq(amountCuts.caseId, caseId))).toEqual([])
  })

  it('a delayed case’s cut lies between a share of the penalty and all the charges', async () => {
    const caseId = await collectorsCase()
    await applyAsService(server, caseId, collectorId, { type: 'DELAY_APPROVED' })
    const { bounds } = await sheetOf(caseId)
    expect(bounds.delayed).toEqual({
      min: Math.ceil(bounds.penalty / 2),
      max: Math.min(bounds.remaining, bounds.penalty + bounds.interest),
    })
    const below = await server.call(
      requestAmountCut,
      { caseId, kind: 'delayed', amount: bounds.delayed!.min - 1, remark: '', ...write() },
      { token: collector },
    )
    expect([below.body.respCode, below.body.data]).toEqual(['amountCut.betweenBounds', { field: 'amount' }])
    expect(below.body.respMsg).toMatch(/^The value must be between .+ and .+/)
    const within = await server.call(
      requestAmountCut,
      { caseId, kind: 'delayed', amount: bounds.delayed!.max, remark: '', ...write() },
      { token: collector },
    )
    expect(within.status).toBe(200)
  })

  it('names each empty or wrong field in the spec’s words, in English and Spanish', async () => {
    const caseId = await collectorsCase()
    const fieldsOf = (body: unknown) =>
      (body as { data: InvalidFields }).data.fields.map((f) => [f.field, f.label, f.message])
    const blank = { caseId, remark: '', ...write() } as never
    const en = await server.call(requestAmountCut, blank, { token: collector })
    expect(en.status).toBe(400)
    expect(fieldsOf(en.body)).toEqual([
      ['kind', 'Deduction type', 'please select a deduction type'],
      ['amount', 'Amount', 'amount cannot be empty'],
    ])
    const es = await server.call(requestAmountCut, blank, { token: collector, lang: 'es-ES' })
    expect(fieldsOf(es.body)).toEqual([
      ['kind', 'Tipo de quita', 'Por favor seleccione un tipo de quita'],
      ['amount', 'Monto', 'El monto no puede estar vacío'],
    ])
    const wrong = await server.call(
      requestAmountCut,
      { caseId, kind: 'normal', amount: 12.5, remark: '', ...write() },
      { token: collector },
    )
    expect(fieldsOf(wrong.body)).toEqual([['amount', 'Amount', 'amount value is error']])
  })

  it('an auditor reads a case’s cuts and asks for none; nobody asks on a case out of their reach', async () => {
    const caseId = await collectorsCase()
    const auditor = await server.signInAs('auditor')
    expect((await server.call(amountCutSheet, { caseId }, { token: auditor })).status).toBe(200)
    const asked = await server.call(
      requestAmountCut,
      { caseId, kind: 'normal', amount: 10, remark: '', ...write() },
      { token: auditor },
    )
    expect(asked.status).toBe(403)
    const other = await server.signInAs('collector.mx')
    const foreign = await server.call(
      requestAmountCut,
      { caseId, kind: 'normal', amount: 10, remark: '', ...write() },
      { token: other },
    )
    expect([foreign.status, foreign.body.respCode]).toEqual([403, 'case.notYours'])
  })
})

describe('amount cuts: the review (menu 70)', () => {
  it('an office manager passes a cut: the case owes less by it, the step is recorded, the asker told', async () => {
    const caseId = await collectorsCase()
    const before = await caseAmounts(caseId)
    const cut = await askFor(caseId, 250)
    const passed = await server.call(passAmountCut, { cutId: cut.id, ...write() }, { token: office })
    expect(passed.status).toBe(200)
    expect(passed.body.data).toMatchObject({
      status: 'passed',
      reviewerName: expect.any(String),
      decidedAt: expect.any(String),
    })
    const after = await caseAmounts(caseId)
    expect(after.cuts).toBe(before.cuts + 250)
    expect((after.lifecycle as { context: { cutAmount: number } }).context.cutAmount).toBe(before.cuts + 250)
    const [moved] = await server.db
      .select()
      .from(transitions)
      .where(
        and(
          eq(transitions.entityType, 'case'),
          eq(transitions.entityId, caseId),
          eq(transitions.eventType, 'AMOUNT_CUT'),
        ),
      )
    expect(moved).toMatchObject({
      machine: 'caseLifecycle@4',
      actorId: officeId,
      eventPayload: { amount: 250, cutId: cut.id },
    })
    const [told] = await server.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.userId, collectorId),
          eq(messages.type, 'DEDUCTION_AUDIT_PASS_MESSAGE'),
          eq(messages.eventKey, `amountCut:${cut.id}`),
        ),
      )
    expect(told).toMatchObject({ caseId, facts: { cut: { amount: 250 } } })
    const again = await server.call(
      rejectAmountCut,
      { cutId: cut.id, rejection: 'Too late', ...write() },
      { token: office },
    )
    expect([again.status, again.body.respCode]).toEqual([409, 'amountCut.answered'])
  })

  it('nobody reviews their own request: the office manager’s own cut waits for the manager', async () => {
    const caseId = await collectorsCase()
    const own = await askFor(caseId, 40, office)
    const passed = await server.call(passAmountCut, { cutId: own.id, ...write() }, { token: office })
    expect([passed.status, passed.body.respCode]).toEqual([403, 'amountCut.ownRequest'])
    const rejected = await server.call(
      rejectAmountCut,
      { cutId: own.id, rejection: 'No', ...write() },
      { token: office },
    )
    expect(rejected.body.respCode).toBe('amountCut.ownRequest')
    expect((await server.call(passAmountCut, { cutId: own.id, ...write() }, { token: manager })).status).toBe(
      200,
    )
  })

  it('a rejection needs a reason; the asker is told it, and the case keeps its amounts', async () => {
    const caseId = await collectorsCase()
    const before = await caseAmounts(caseId)
    const cut = await askFor(caseId, 30)
    const blank = await server.call(
      rejectAmountCut,
      { cutId: cut.id, rejection: '  ', ...write() },
      { token: office, lang: 'es-ES' },
    )
    expect((blank.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.message])).toEqual([
      ['rejection', 'Por favor indique el motivo'],
    ])
    const rejected = await server.call(
      rejectAmountCut,
      { cutId: cut.id, rejection: 'No promise to pay', ...write() },
      { token: office },
    )
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection: 'No promise to pay' })
    expect((await caseAmounts(caseId)).cuts).toBe(before.cuts)
    const [told] = await server.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.userId, collectorId),
          eq(messages.type, 'DEDUCTION_AUDIT_REFUSE_MESSAGE'),
          eq(messages.eventKey, `amountCut:${cut.id}`),
        ),
      )
    expect(told?.facts).toMatchObject({ reason: 'No promise to pay' })
  })

  it('a collector, a team leader and an auditor do not review', async () => {
    const caseId = await collectorsCase()
    const cut = await askFor(caseId, 20)
    for (const who of ['collector', 'leader', 'auditor']) {
      const token = who === 'collector' ? collector : await server.signInAs(who)
      expect((await server.call(passAmountCut, { cutId: cut.id, ...write() }, { token })).status, who).toBe(
        403,
      )
      expect((await server.call(amountCutList, { limit: 10 }, { token })).status, who).toBe(403)
    }
  })

  it('a cut the case no longer owes (a payment came meanwhile) cannot be passed', async () => {
    const caseId = await collectorsCase()
    const cut = await askFor(caseId, 300)
    const { amount, paid } = await caseAmounts(caseId)
    await applyAsService(server, caseId, collectorId, {
      type: 'REPAYMENT_RECEIVED',
      amount: amount - paid - 100,
      kind: 'normal',
    })
    const passed = await server.call(passAmountCut, { cutId: cut.id, ...write() }, { token: office })
    expect([passed.status, passed.body.respCode]).toEqual([409, 'amountCut.debtMoved'])
  })

  it('a cut that waited past the set time expires: the sweep records it, and a review of it is refused', async () => {
    const caseId = await collectorsCase()
    const cut = await askFor(caseId, 15)
    const stale = await askFor(await collectorsCase(), 15)
    const hoursAgo = (hours: number) => sql`now() - ${`${hours} hours`}::interval`
    await server.db
      .update(amountCuts)
      .set({ requestedAt: hoursAgo(73) })
      .where(eq(amountCuts.id, cut.id))
    const late = await server.call(passAmountCut, { cutId: cut.id, ...write() }, { token: office })
    expect([late.status, late.body.respCode]).toEqual([409, 'amountCut.answered'])
    await server.db
      .update(amountCuts)
      .set({ requestedAt: hoursAgo(73) })
      .where(eq(amountCuts.id, stale.id))
    expect(await expireStaleCuts(server.db, server.config.amountCuts)).toEqual({ amountCuts: 1 })
    const statuses = await server.db
      .select({ id: amountCuts.id, status: amountCuts.status })
      .from(amountCuts)
      .where(sql`${amountCuts.id} in (${cut.id}, ${stale.id})`)
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired'])
    const [expiry] = await server.db
      .select()
      .from(transitions)
      .where(
        and(
          eq(transitions.entityType, 'amountCut'),
          eq(transitions.entityId, stale.id),
          eq(transitions.eventType, 'EXPIRE'),
        ),
      )
    expect(expiry?.actorId).toBeNull()
    // Expired, the case takes a new request.
    expect(
      (
        await server.call(
          requestAmountCut,
          { caseId, kind: 'normal', amount: 15, remark: '', ...write() },
          { token: collector },
        )
      ).status,
    ).toBe(200)
  })

  it('lists the cuts a reviewer reaches by status and case, and exports them in the reader’s language', async () => {
    const caseId = await collectorsCase()
    const cut = await askFor(caseId, 35)
    const { body } = await server.call(amountCutList, { status: 'pending', limit: 200 }, { token: office })
    expect(body.data.rows.some((row) => row.id === cut.id)).toBe(true)
    expect(body.data.rows.every((row) => row.status === 'pending')).toBe(true)
    const found = await server.call(
      amountCutList,
      { search: cut.caseNo.toLowerCase(), limit: 10 },
      { token: office },
    )
    expect(found.body.data.rows.map((row) => row.id)).toEqual([cut.id])
    const csv = await server.download(
      amountCutExport,
      { search: cut.caseNo },
      { token: office, lang: 'es-ES' },
    )
    expect(csv.status).toBe(200)
    const [header, line] = csv.text.replace('\uFEFF', '').split('\r\n')
    expect(header).toContain('Número de caso,Cliente,Nombre de la app,Tipo de quita,Monto')
    expect(line).toContain(cut.caseNo)
    expect(line).toContain('Quita normal')
    expect(line).toContain('Pendiente')
    const newest = await server.db
      .select({ id: amountCuts.id })
      .from(amountCuts)
      .orderBy(desc(amountCuts.requestedAt), desc(amountCuts.id))
      .limit(1)
    const page = await server.call(amountCutList, { limit: 1 }, { token: manager })
    expect(page.body.data.rows.map((row) => row.id)).toEqual(newest.map((row) => row.id))
  })
})
