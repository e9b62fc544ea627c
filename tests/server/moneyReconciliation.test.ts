import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moneyMismatches } from '../../bench/moneyReconciliation.ts'
import { notifyRepayment, type RepaymentNotice, repaymentSignatureHeader } from '../../contract/repayments.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { signRepaymentNotice } from '../../server/services/repayments/notifiedRepayment.ts'
import { caseSupply, closeMeanwhile, userIdOf } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The bench's check that every case's money adds up (bench/moneyReconciliation.ts), run on the test
// database: it must find the seeded operation whole, stay whole through repayments (one on a closed case
// recorded without moving it), and find a case whose paid amount was written past its lifecycle.

const secret = 'test-repayment-secret'
let server: TestServer
let take: ReturnType<typeof caseSupply>
const check = () =>
  moneyMismatches(async (text) => server.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>)

beforeAll(async () => {
  server = await startTestServer({ repaymentNotifySecret: secret })
  take = caseSupply(server)
})
afterAll(() => server?.close())

const tell = (caseNo: string, amount: number) => {
  const notice: RepaymentNotice = {
    repaymentId: `R-${randomUUID()}`,
    caseNo,
    amount,
    kind: 'normal',
    paidAt: new Date(Date.now() - 60_000).toISOString(),
  }
  return server.call(notifyRepayment, notice, {
    headers: { [repaymentSignatureHeader]: signRepaymentNotice(notice, secret) },
  })
}

const noMismatch = {
  paidNotRepayments: 0,
  cutsNotPassedCuts: 0,
  columnsNotLifecycle: 0,
  remainingNotStatus: 0,
}

describe('the money of every case adds up (the bench’s check)', () => {
  it('finds no mismatch in the seeded operation, nor after repayments, one of them on a closed case', async () => {
    const first = await check()
    expect(first.cases).toBeGreaterThan(0)
    expect(first).toMatchObject(noMismatch)
    const [open, closed] = await take(2, eq(cases.status, 'unpaid'), isNull(cases.closedAt))
    const caseNo = async (id: number) =>
      (await server.db.select({ no: cases.caseNo }).from(cases).where(eq(cases.id, id)))[0]!.no
    expect((await tell(await caseNo(open!), 1_000)).body.data).toMatchObject({ caseMoved: true })
    await closeMeanwhile(server, closed!, await userIdOf(server, 'manager'))
    expect((await tell(await caseNo(closed!), 1_000)).body.data).toMatchObject({
      applied: true,
      caseMoved: false,
    })
    expect(await check()).toMatchObject(noMismatch)
  })

  it('names a case whose paid amount was written past its lifecycle and its repayments', async () => {
    const [caseId] = await take(1, eq(cases.status, 'unpaid'), isNull(cases.closedAt))
    await server.db
      .update(cases)
      .set({ paidAmount: sql`${cases.paidAmount} + 1` })
      .where(and(eq(cases.id, caseId!)))
    const broken = await check()
    expect(broken.paidNotRepayments).toBe(1)
    expect(broken.columnsNotLifecycle).toBe(1)
    await server.db
      .update(cases)
      .set({ paidAmount: sql`${cases.paidAmount} - 1` })
      .where(eq(cases.id, caseId!))
  })
})
