import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noticeList, parseMessageContent } from '../../contract/messages.ts'
import {
  notifySaleOrderEntered,
  type SaleOrderEntry,
  saleOrderEntrySignatureHeader,
} from '../../contract/saleOrderEntries.ts'
import { sellersPerformance, sellersPerformanceExport } from '../../contract/sellersPerformance.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, saleOrderEntries } from '../../server/database/schema/cases.ts'
import { apps } from '../../server/database/schema/system.ts'
import { signSaleOrderEntry } from '../../server/services/sellersPerformance/index.ts'
import { caseSupply, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

const secret = 'test-platform-secret'
let server: TestServer
let take: ReturnType<typeof caseSupply>
let sellerId: number
beforeAll(async () => {
  server = await startTestServer({ repaymentNotifySecret: secret })
  take = caseSupply(server)
  sellerId = await userIdOf(server, 'seller')
}, 120_000)
afterAll(() => server?.close())

/** One of the demo seller's open sale cases, with its brand's currency. */
async function aSaleCase() {
  const [caseId] = await take(1, eq(cases.kind, 'sale'), eq(cases.ownerId, sellerId), isNull(cases.closedAt))
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, currency: apps.currency })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(eq(cases.id, caseId!))
  return { caseId: caseId!, ...row! }
}

const entryOf = (caseNo: string, currency: string, id: string, appliedAmount = 450_000): SaleOrderEntry => ({
  platformOrderId: id,
  caseNo,
  orderNo: `LN-${id}`,
  appliedAmount,
  currency,
  enteredAt: new Date(Date.now() - 60_000).toISOString(),
})

const tell = (entry: SaleOrderEntry, lang: 'en-US' | 'es-ES' = 'en-US', signature?: string) =>
  server.call(notifySaleOrderEntered, entry, {
    headers: { [saleOrderEntrySignatureHeader]: signature ?? signSaleOrderEntry(entry, secret) },
    lang,
  })

const today = { period: 'today' } as const
/** The longest custom period, ending tomorrow on UTC's calendar (today on every demo clock). */
const lastQuarter = {
  period: 'custom',
  from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10),
  to: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
} as const

/**
 * The seller's figures over the last quarter: an entry a minute old counts in it whatever the hour
 * (asked 'today' at the seller's midnight, that entry fell on yesterday and the count stood still).
 */
async function sellerRecently(token: string) {
  const { body } = await server.call(sellersPerformance, lastQuarter, { token })
  expect(body.respCode).toBe('000000')
  return body.data.rows.find((row) => row.id === sellerId)!.figures
}

describe('the loan platform tells that a sale order entered the app', () => {
  it('is taken once: recorded on the case, counted for the seller and told to them', async () => {
    const token = await server.signInAs('seller')
    const before = await sellerRecently(token)
    const { caseId, caseNo, currency } = await aSaleCase()
    const entry = entryOf(caseNo, currency, `ORD-${caseId}`)
    const [first, second] = await atOnce([tell(entry), tell(entry)])
    expect([first.body.data.applied, second.body.data.applied].sort()).toEqual([false, true])
    expect(first.body.data).toMatchObject({ caseNo, caseMoved: expect.any(Boolean) })
    const [moved] = await server.db
      .select({
        eventType: transitions.eventType,
        actorId: transitions.actorId,
        machine: transitions.machine,
      })
      .from(transitions)
      .where(and(eq(transitions.entityId, caseId), eq(transitions.entityType, 'case')))
      .orderBy(desc(transitions.id))
      .limit(1)
    expect(moved).toEqual({ eventType: 'SALE_ORDER_ENTERED_APP', actorId: null, machine: 'caseLifecycle@4' })
    expect(
      await server.db
        .select()
        .from(saleOrderEntries)
        .where(eq(saleOrderEntries.platformOrderId, entry.platformOrderId)),
    ).toHaveLength(1)
    const after = await sellerRecently(token)
    expect(after.enteredApp).toBe(before.enteredApp + 1)
    const amountOf = (figures: typeof before) =>
      figures.applied.find((money) => money.currency === currency)?.amount ?? 0
    expect(amountOf(after)).toBe(amountOf(before) + 450_000)
    const listed = (await server.call(noticeList, {}, { token })).body.data
    const notice = listed.find(
      (item) => item.name === 'SELL_ORDER_ENTERED_APP' && item.collectionOrderId === caseId,
    )
    expect(parseMessageContent(notice!.content).number).toBe(caseNo)
    // Told again, nothing changes; the same id with other content is not the same order.
    expect((await tell(entry)).body.data.applied).toBe(false)
    expect((await sellerRecently(token)).enteredApp).toBe(after.enteredApp)
    const reused = await tell({ ...entry, appliedAmount: 1_000 })
    expect([reused.status, reused.body.respCode]).toEqual([409, 'saleOrder.reused'])
  })

  it('refuses an unknown case, a collection case, another currency and a bad amount, naming the field in both languages', async () => {
    const { caseId, caseNo, currency } = await aSaleCase()
    const unknown = await tell(entryOf('NO-SUCH-CASE', currency, 'ORD-nowhere'))
    expect([unknown.status, unknown.body.respMsg]).toEqual([
      404,
      'Case number: no case has this case number.',
    ])
    const unknownEs = await tell(entryOf('NO-SUCH-CASE', currency, 'ORD-nowhere'), 'es-ES')
    expect(unknownEs.body.respMsg).toBe('Número de caso: ningún caso tiene este número.')
    const [collection] = await server.db
      .select({ caseNo: cases.caseNo })
      .from(cases)
      .where(eq(cases.kind, 'collection'))
      .limit(1)
    for (const [lang, words] of [
      ['en-US', /^Case number: /],
      ['es-ES', /^Número de caso: /],
    ] as const) {
      const refused = await tell(entryOf(collection!.caseNo, currency, `ORD-coll-${lang}`), lang)
      expect([refused.status, refused.body.respCode, refused.body.data]).toEqual([
        400,
        'saleOrder.notSale',
        { field: 'caseNo' },
      ])
      expect(refused.body.respMsg).toMatch(words)
    }
    const other = currency === 'MXN' ? 'NGN' : 'MXN'
    const wrongMoney = await tell(entryOf(caseNo, other, `ORD-money-${caseId}`), 'es-ES')
    expect([wrongMoney.status, wrongMoney.body.data]).toEqual([400, { field: 'currency' }])
    expect(wrongMoney.body.respMsg).toMatch(/^Moneda: /)
    for (const [lang, label] of [
      ['en-US', 'Amount applied for'],
      ['es-ES', 'Monto solicitado'],
    ] as const) {
      const bad = await tell(entryOf(caseNo, currency, `ORD-zero-${caseId}`, 0), lang)
      expect(bad.status).toBe(400)
      expect((bad.body.data as unknown as InvalidFields).fields[0]).toMatchObject({
        field: 'appliedAmount',
        label,
      })
    }
    const forged = entryOf(caseNo, currency, `ORD-forged-${caseId}`)
    const unsigned = await tell(forged, 'en-US', signSaleOrderEntry(forged, 'another secret'))
    expect([unsigned.status, unsigned.body.respCode]).toEqual([401, 'saleOrder.badSignature'])
    expect(
      await server.db.select().from(saleOrderEntries).where(eq(saleOrderEntries.caseId, caseId)),
    ).toEqual([])
  })
})

describe('the sellers’ performance', () => {
  it('a seller sees their own row, a team leader their team’s sellers, a manager one row per team or a named team’s sellers', async () => {
    const own = (await server.call(sellersPerformance, today, { token: await server.signInAs('seller') }))
      .body.data
    expect(own.rows.map((row) => [row.kind, row.id])).toEqual([['person', sellerId]])
    const [seller] = await server.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(eq(users.id, sellerId))
    const leader = (
      await server.call(sellersPerformance, today, { token: await server.signInAs('leader.sales') })
    ).body.data
    expect(leader.rows.map((row) => row.id)).toContain(sellerId)
    expect(leader.rows.every((row) => row.kind === 'person')).toBe(true)
    const manager = await server.signInAs('manager')
    const teams = (await server.call(sellersPerformance, today, { token: manager })).body.data
    expect(teams.rows.every((row) => row.kind === 'team')).toBe(true)
    expect(teams.rows.map((row) => row.id)).toContain(seller!.teamId)
    const named = (
      await server.call(sellersPerformance, { ...today, teamId: seller!.teamId! }, { token: manager })
    ).body.data
    expect(named.rows.map((row) => [row.kind, row.id])).toContainEqual(['person', sellerId])
    // The team's row is the sum of its sellers' rows, and the totals are the same either way.
    const teamRow = teams.rows.find((row) => row.id === seller!.teamId)!
    expect(teamRow.figures).toEqual(named.totals)
  })

  it('refuses a team beyond the caller’s reach, in both languages', async () => {
    const [otherTeam] = await server.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(and(ne(users.id, sellerId), eq(users.username, 'collector')))
    for (const username of ['leader.sales', 'seller']) {
      const token = await server.signInAs(username)
      const refused = await server.call(
        sellersPerformance,
        { ...today, teamId: otherTeam!.teamId! },
        { token },
      )
      expect([refused.status, refused.body.respCode]).toEqual([403, 'dashboard.teamOutOfReach'])
      const refusedEs = await server.call(
        sellersPerformance,
        { ...today, teamId: otherTeam!.teamId! },
        { token, lang: 'es-ES' },
      )
      expect(refusedEs.body.respMsg).toBe('Solo puede ver las cifras de su propio equipo, o las suyas.')
    }
    const collector = await server.signInAs('collector')
    expect((await server.call(sellersPerformance, today, { token: collector })).status).toBe(403)
  })

  it('answers the conversion as entered ÷ orders, the money per currency, and the totals as the sum of the rows', async () => {
    const manager = await server.signInAs('manager')
    const { body } = await server.call(sellersPerformance, lastQuarter, { token: manager })
    const { rows, totals } = body.data
    expect(totals.saleOrders).toBe(rows.reduce((sum, row) => sum + row.figures.saleOrders, 0))
    expect(totals.enteredApp).toBe(rows.reduce((sum, row) => sum + row.figures.enteredApp, 0))
    expect(totals.saleOrders).toBeGreaterThan(0)
    expect(totals.conversion).toBeCloseTo(totals.enteredApp / totals.saleOrders)
    expect(new Set(totals.applied.map((money) => money.currency)).size).toBe(totals.applied.length)
    const file = await server.download(sellersPerformanceExport, lastQuarter, {
      token: manager,
      lang: 'es-ES',
    })
    expect(file.status).toBe(200)
    expect(file.text.split('\r\n')[0]).toContain('Órdenes de venta')
    expect(file.text).toContain('Total')
  })
})
