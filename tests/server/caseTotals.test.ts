import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { allCases } from '../../contract/cases.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { apps } from '../../server/database/schema/system.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The list totals add amounts of one currency only: the demo's brands lend in pesos (PrestaFácil, in
// Mexico) and naira (OwoCredit, in Nigeria), and each currency gets its own total rather than one sum.
let server: TestServer
let manager: string

beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
})
afterAll(() => server?.close())

async function storedTotals(filter = sql`true`) {
  const groups = await server.db
    .select({
      currency: apps.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${cases.amount})::bigint`.mapWith(Number),
      paidAmount: sql<number>`sum(${cases.paidAmount})::bigint`.mapWith(Number),
    })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(and(eq(cases.kind, 'collection'), filter))
    .groupBy(apps.currency)
    .orderBy(apps.currency)
  return {
    count: groups.reduce((all, group) => all + group.count, 0),
    totals: groups.map(({ currency, amount, paidAmount }) => ({ currency, amount, paidAmount })),
  }
}

it('gives one total per currency, each summing exactly the cases lent in it', async () => {
  const { body } = await server.call(allCases.summary, {}, { token: manager })
  const stored = await storedTotals()
  expect(stored.totals.map((total) => total.currency)).toEqual(['MXN', 'NGN'])
  expect(body.data).toEqual(stored)
})

it('a filter down to one brand answers that brand’s currency only', async () => {
  const [owoCredit] = await server.db.select({ id: apps.id }).from(apps).where(eq(apps.code, 'OWOCREDIT'))
  const { body } = await server.call(allCases.summary, { appId: owoCredit!.id }, { token: manager })
  expect(body.data).toEqual(await storedTotals(eq(cases.appId, owoCredit!.id)))
  expect(body.data.totals.map((total) => total.currency)).toEqual(['NGN'])
})

it('no matching case: a count of 0 and no totals', async () => {
  const { body } = await server.call(allCases.summary, { search: 'no such case 0000' }, { token: manager })
  expect(body.data).toEqual({ count: 0, totals: [] })
})
