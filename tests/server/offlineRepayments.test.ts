import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  caseOfflineRepayments,
  offlineRepaymentExport,
  offlineRepaymentList,
  offlineRepaymentReceipt,
  passOfflineRepayment,
  recordOfflineRepayment,
  rejectOfflineRepayment,
} from '../../contract/offlineRepayments.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, repayments } from '../../server/database/schema/cases.ts'
import { messages } from '../../server/database/schema/messages.ts'
import { offlineRepayments } from '../../server/database/schema/offlineRepayments.ts'
import { expireStaleOfflineRepayments } from '../../server/services/offlineRepayments/offlineRepaymentReviews.ts'
import { applyAsService, caseSupply, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let office: string
let collectorId: number
let take: ReturnType<typeof caseSupply>
const write = () => ({ clientMutationId: randomUUID() })
/** The smallest PNG there is: its signature is all the server reads of it. */
const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
const today = () => new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  office = await server.signInAs('officemanager')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
})
afterAll(() => server?.close())

async function openCase(): Promise<number> {
  const [caseId] = await take(
    1,
    eq(cases.ownerId, collectorId),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
    gt(cases.amount, 100_000),
  )
  return caseId!
}

const aRepayment = (caseId: number, amount = 50_000) => ({
  caseId,
  amount,
  paidOn: today(),
  reference: `BANK-${randomUUID().slice(0, 8)}`,
  receipt: png,
  ...write(),
})

async function recorded(caseId: number, amount = 50_000) {
  const answer = await server.call(recordOfflineRepayment, aRepayment(caseId, amount) as never, {
    token: collector,
  })
  expect(answer.status, answer.body.respMsg).toBe(200)
  return answer.body.data
}

describe('offline repayments: recording', () => {
  it('records one with its receipt for review, once per client id, and refuses a second while it waits', async () => {
    const caseId = await openCase()
    const input = aRepayment(caseId)
    const first = await server.call(recordOfflineRepayment, input as never, { token: collector })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      caseId,
      amount: 50_000,
      status: 'pending',
      requesterId: collectorId,
      reference: input.reference,
    })
    const again = await server.call(recordOfflineRepayment, input as never, { token: collector })
    expect(again.body.data.id).toBe(first.body.data.id)
    const second = await server.call(recordOfflineRepayment, aRepayment(caseId) as never, {
      token: collector,
    })
    expect([second.status, second.body.respCode]).toEqual([409, 'offlineRepayment.pendingAlready'])
    const receipt = await server.call(
      offlineRepaymentReceipt,
      { repaymentId: first.body.data.id },
      { token: office },
    )
    expect(receipt.body.data.contentType).toBe('image/png')
    expect(receipt.body.data.dataUrl).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`)
    const listed = await server.call(caseOfflineRepayments, { caseId }, { token: collector })
    expect(listed.body.data.map((row) => row.id)).toEqual([first.body.data.id])
  })

  it('two recorded at the same moment on one case: one waits, the other is refused', async () => {
    const caseId = await openCase()
    const answers = await atOnce(
      [1, 2].map(() =>
        server.call(recordOfflineRepayment, aRepayment(caseId) as never, { token: collector }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
  })

  it('refuses a file that is no image, naming the receipt, in both languages; nothing is kept', async () => {
    const caseId = await openCase()
    const text = new TextEncoder().encode('not a picture at all')
    const en = await server.call(recordOfflineRepayment, { ...aRepayment(caseId), receipt: text } as never, {
      token: collector,
    })
    expect([en.status, en.body.respCode, en.body.data]).toEqual([
      422,
      'offlineRepayment.notAnImage',
      { field: 'receipt' },
    ])
    const es = await server.call(recordOfflineRepayment, { ...aRepayment(caseId), receipt: text } as never, {
      token: collector,
      lang: 'es-ES',
    })
    expect(es.body.respMsg).toBe('Imagen del comprobante: el archivo no es una imagen JPEG, PNG o WebP.')
    expect(
      await server.db.select().from(offlineRepayments).where(eq(offlineRepayments.caseId, caseId)),
    ).toEqual([])
  })

  it('names each missing field in the spec’s words, and refuses an image over 5 MB', async () => {
    const caseId = await openCase()
    const blank = await server.call(
      recordOfflineRepayment,
      { caseId, paidOn: today(), reference: '', ...write() } as never,
      { token: collector, lang: 'es-ES' },
    )
    expect(blank.status).toBe(400)
    expect((blank.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.message])).toEqual([
      ['amount', 'El monto no puede estar vacío'],
      ['reference', 'La referencia del comprobante no puede estar vacía'],
      ['receipt', 'Por favor adjunte la imagen del comprobante'],
    ])
    // A phone's photo is often a few megabytes: 3 MB is taken, one byte over 5 MB refused naming the image.
    const photo = new Uint8Array(3 * 1024 * 1024)
    photo.set(png)
    const taken = await server.call(
      recordOfflineRepayment,
      { ...aRepayment(caseId), receipt: photo } as never,
      {
        token: collector,
      },
    )
    expect(taken.status).toBe(200)
    const huge = new Uint8Array(5 * 1024 * 1024 + 1)
    huge.set(png)
    const big = await server.call(
      recordOfflineRepayment,
      { ...aRepayment(await openCase()), receipt: huge } as never,
      {
        token: collector,
      },
    )
    expect(big.status).toBe(400)
    expect((big.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.message])).toEqual([
      ['receipt', 'the image must be at most 5 MB'],
    ])
  })

  it('refuses more than the case owes plus the margin, and a day before the loan', async () => {
    const caseId = await openCase()
    const [row] = await server.db
      .select({ amount: cases.amount, paid: cases.paidAmount })
      .from(cases)
      .where(eq(cases.id, caseId))
    const over = await server.call(recordOfflineRepayment, aRepayment(caseId, row!.amount * 2) as never, {
      token: collector,
    })
    expect([over.status, over.body.respCode, over.body.data]).toEqual([
      422,
      'offlineRepayment.aboveDue',
      { field: 'amount' },
    ])
    const early = await server.call(
      recordOfflineRepayment,
      { ...aRepayment(caseId), paidOn: '2000-01-01' } as never,
      { token: collector },
    )
    expect([early.body.respCode, early.body.data]).toEqual([
      'offlineRepayment.beforeDisbursal',
      { field: 'paidOn' },
    ])
  })
})

describe('offline repayments: the review (menu 77)', () => {
  it('a pass credits the case as an offline repayment, recorded, and tells the collector', async () => {
    const caseId = await openCase()
    const [before] = await server.db
      .select({ paid: cases.paidAmount })
      .from(cases)
      .where(eq(cases.id, caseId))
    const made = await recorded(caseId, 40_000)
    const passed = await server.call(
      passOfflineRepayment,
      { repaymentId: made.id, ...write() },
      { token: office },
    )
    expect(passed.status).toBe(200)
    expect(passed.body.data.status).toBe('passed')
    const [after] = await server.db.select({ paid: cases.paidAmount }).from(cases).where(eq(cases.id, caseId))
    expect(after!.paid).toBe(before!.paid + 40_000)
    const [credited] = await server.db
      .select()
      .from(repayments)
      .where(and(eq(repayments.caseId, caseId), eq(repayments.reference, made.reference)))
    expect(credited).toMatchObject({ kind: 'offline', amount: 40_000, collectorId })
    const [moved] = await server.db
      .select()
      .from(transitions)
      .where(
        and(
          eq(transitions.entityType, 'case'),
          eq(transitions.entityId, caseId),
          eq(transitions.eventType, 'REPAYMENT_RECEIVED'),
        ),
      )
    expect(moved?.eventPayload).toEqual({ amount: 40_000, kind: 'offline' })
    const told = await server.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, collectorId), eq(messages.eventKey, `repayment:offline:${made.id}`)))
    expect(told).toHaveLength(1)
  })

  it('nobody passes what they recorded; a collector does not review; a rejection keeps the case as it was', async () => {
    const caseId = await openCase()
    const own = await server.call(recordOfflineRepayment, aRepayment(caseId) as never, { token: office })
    expect(own.status).toBe(200)
    const mine = await server.call(
      passOfflineRepayment,
      { repaymentId: own.body.data.id, ...write() },
      { token: office },
    )
    expect([mine.status, mine.body.respCode]).toEqual([403, 'offlineRepayment.ownRequest'])
    expect(
      (
        await server.call(
          passOfflineRepayment,
          { repaymentId: own.body.data.id, ...write() },
          { token: collector },
        )
      ).status,
    ).toBe(403)
    const manager = await server.signInAs('manager')
    const [before] = await server.db
      .select({ paid: cases.paidAmount })
      .from(cases)
      .where(eq(cases.id, caseId))
    const rejected = await server.call(
      rejectOfflineRepayment,
      { repaymentId: own.body.data.id, rejection: 'The receipt is unreadable', ...write() },
      { token: manager },
    )
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection: 'The receipt is unreadable' })
    const [after] = await server.db.select({ paid: cases.paidAmount }).from(cases).where(eq(cases.id, caseId))
    expect(after!.paid).toBe(before!.paid)
  })

  it('one the case no longer owes (the platform’s payment covered the debt meanwhile) is not credited twice', async () => {
    const caseId = await openCase()
    const made = await recorded(caseId, 40_000)
    const [row] = await server.db
      .select({ amount: cases.amount, paid: cases.paidAmount })
      .from(cases)
      .where(eq(cases.id, caseId))
    await applyAsService(server, caseId, collectorId, {
      type: 'REPAYMENT_RECEIVED',
      amount: row!.amount - row!.paid,
      kind: 'normal',
    })
    const passed = await server.call(
      passOfflineRepayment,
      { repaymentId: made.id, ...write() },
      { token: office },
    )
    expect([passed.status, passed.body.respCode]).toEqual([409, 'offlineRepayment.debtMoved'])
    expect(
      await server.db
        .select()
        .from(repayments)
        .where(and(eq(repayments.caseId, caseId), eq(repayments.reference, made.reference))),
    ).toEqual([])
  })

  it('one that waited past the set time expires and cannot be passed', async () => {
    const caseId = await openCase()
    const made = await recorded(caseId)
    const other = await recorded(await openCase())
    await server.db
      .update(offlineRepayments)
      .set({ requestedAt: sql`now() - interval '73 hours'` })
      .where(sql`${offlineRepayments.id} in (${made.id}, ${other.id})`)
    const late = await server.call(
      passOfflineRepayment,
      { repaymentId: made.id, ...write() },
      { token: office },
    )
    expect([late.status, late.body.respCode]).toEqual([409, 'offlineRepayment.answered'])
    expect(await expireStaleOfflineRepayments(server.db, server.config.offlineRepayments)).toEqual({
      offlineRepayments: 1,
    })
  })

  it('lists what a reviewer reaches by status and reference, and exports it in the reader’s language', async () => {
    const made = await recorded(await openCase(), 12_345)
    const found = await server.call(
      offlineRepaymentList,
      { search: made.reference, limit: 10 },
      { token: office },
    )
    expect(found.body.data.rows.map((row) => row.id)).toEqual([made.id])
    const pending = await server.call(
      offlineRepaymentList,
      { status: 'pending', limit: 200 },
      { token: office },
    )
    expect(pending.body.data.rows.every((row) => row.status === 'pending')).toBe(true)
    const csv = await server.download(
      offlineRepaymentExport,
      { search: made.reference },
      { token: office, lang: 'es-ES' },
    )
    const [header, line] = csv.text.replace('\uFEFF', '').split('\r\n')
    expect(header).toContain('Número de caso,Cliente,Nombre de la app,Monto')
    expect(line).toContain(made.reference)
    expect(line).toContain('Pendiente')
    expect((await server.call(offlineRepaymentList, { limit: 10 }, { token: collector })).status).toBe(403)
  })
})
