import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../contract/menus.ts'
import {
  makePayoutBatch,
  markPayoutFailed,
  markPayoutSucceed,
  type PayoutDetails,
  payoutDetails,
  payoutList,
} from '../../contract/payouts.ts'
import { type SalaryPeriod, salaryList } from '../../contract/salary.ts'
import { roles, users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { payoutLines } from '../../server/database/schema/payouts.ts'
import { salaryAdjustments, salaryImportBatches } from '../../server/database/schema/salary.ts'
import { teams } from '../../server/database/schema/system.ts'
import { atOnce } from '../support/engineParity.ts'
import {
  type InvalidFields,
  startTestServer,
  type TestAccount,
  type TestServer,
} from '../support/testServer.ts'

let server: TestServer
let office: string
let manager: string
let period: SalaryPeriod
let paid: TestAccount
let unpaid: TestAccount
let cdmxTeamId: number
let made: PayoutDetails

const write = () => ({ clientMutationId: randomUUID() })

beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
  manager = await server.signInAs('manager')
  cdmxTeamId = (
    await server.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'CDMX S2 Collection'))
  )[0]!.id
  paid = await server.newAccount({ roleId: roleIds.collector })
  unpaid = await server.newAccount({ roleId: roleIds.collector })
  await server.db.update(users).set({ teamId: cdmxTeamId }).where(eq(users.id, paid.userId))
  await server.db.update(users).set({ teamId: cdmxTeamId }).where(eq(users.id, unpaid.userId))
  period = (await server.call(salaryList, {}, { token: office })).body.data.period
  // The unpaid member's base pay is taken back in full and more (a correction): nothing to pay them.
  const [batch] = await server.db
    .insert(salaryImportBatches)
    .values({ fileHash: randomUUID(), importedBy: 1, rows: 1, saved: 1 })
    .returning({ id: salaryImportBatches.id })
  await server.db.insert(salaryAdjustments).values({
    memberId: unpaid.userId,
    periodStart: period.from,
    kind: 'correction',
    amount: -900_000,
    currency: 'MXN',
    note: 'Advance paid',
    sheetRow: 2,
    batchId: batch!.id,
    importedBy: 1,
  })
})
afterAll(() => server?.close())

describe('making a payout batch (accoutpayout, menu 103)', () => {
  it("makes a period's batch from the salary figures: a pending line per member with a net above 0", async () => {
    // Two makers at one moment (two tabs, two offices): one batch is made, the other is told the period has one.
    const answers = await atOnce([
      server.call(makePayoutBatch, { period: period.from, ...write() }, { token: office }),
      server.call(makePayoutBatch, { period: period.to, ...write() }, { token: office }),
    ] as const)
    const [status, refused] = answers.map((answer) => answer.status).sort()
    expect(status, answers.map((answer) => answer.body.respMsg).join(' / ')).toBe(200)
    expect(refused).toBe(409)
    const body = answers.find((answer) => answer.status === 200)!.body
    expect(answers.find((answer) => answer.status === 409)!.body.respCode).toBe('payout.periodHasBatch')
    made = body.data
    const salary = (await server.call(salaryList, { period: period.from }, { token: office })).body.data
    const toPay = salary.rows.filter((row) => row.net > 0)
    expect(made.lines).toHaveLength(toPay.length)
    const line = made.lines.find((l) => l.memberId === paid.userId)
    const netOf = salary.rows.find((row) => row.memberId === paid.userId && row.currency === 'MXN')!.net
    expect(line).toMatchObject({
      amount: netOf,
      currency: 'MXN',
      account: 'BBVA-012180001234567890',
      status: 'pending',
      teamId: cdmxTeamId,
      reference: null,
    })
    expect(made.batch).toMatchObject({
      period,
      status: 'pending',
      lines: toPay.length,
      pending: toPay.length,
    })
    // Each line's making is recorded as the payout line machine's first step.
    const recorded = await server.db
      .select()
      .from(transitions)
      .where(eq(transitions.entityType, 'payoutLine'))
    expect(recorded).toHaveLength(toPay.length)
    expect(recorded[0]).toMatchObject({ machine: 'payoutLine@1', eventType: 'MAKE' })
  })

  it('lists the members with nothing to pay as left out', () => {
    expect(made.lines.some((l) => l.memberId === unpaid.userId)).toBe(false)
    expect(made.leftOut).toContainEqual(
      expect.objectContaining({ memberId: unpaid.userId, currency: 'MXN', net: 800_000 - 900_000 }),
    )
  })

  it('makes one batch per period', async () => {
    const again = await server.call(makePayoutBatch, { period: period.to, ...write() }, { token: manager })
    expect(again.status).toBe(409)
    expect(again.body.respCode).toBe('payout.periodHasBatch')
    const { body } = await server.call(payoutList, {}, { token: office })
    expect(body.data.batches.filter((b) => b.period.from === period.from)).toHaveLength(1)
    expect(body.data.periods[0]).toMatchObject({ ...period, batchId: made.batch.id })
  })

  it('totals each currency apart, each the sum of its own lines', async () => {
    const { body } = await server.call(payoutDetails, { batchId: String(made.batch.id) } as never, {
      token: office,
    })
    expect(new Set(body.data.batch.totals.map((t) => t.currency)).size).toBe(body.data.batch.totals.length)
    for (const total of body.data.batch.totals) {
      const lines = body.data.lines.filter((line) => line.currency === total.currency)
      expect(total.amount).toBe(lines.reduce((sum, line) => sum + line.amount, 0))
      expect(total.pendingAmount + total.succeedAmount + total.failedAmount).toBe(total.amount)
    }
  })
})

describe("recording the bank's answers (accoutpayout/details)", () => {
  it("is refused to the batch's maker (maker-checker)", async () => {
    const line = made.lines[0]!
    const own = await server.call(
      markPayoutSucceed,
      { lineId: line.id, reference: 'TRF-1', ...write() },
      { token: office },
    )
    expect(own.status).toBe(403)
    expect(own.body.respCode).toBe('payout.ownBatch')
  })

  it('marks a line succeed with its reference, another failed with its reason, each once', async () => {
    const [first, second] = made.lines
    const ok = await server.call(
      markPayoutSucceed,
      { lineId: first!.id, reference: ' TRF-0001 ', ...write() },
      { token: manager },
    )
    expect(ok.status, ok.body.respMsg).toBe(200)
    expect(ok.body.data).toMatchObject({ status: 'succeed', reference: 'TRF-0001', reason: null })
    const twice = await server.call(
      markPayoutFailed,
      { lineId: first!.id, reason: 'Too late', ...write() },
      { token: manager },
    )
    expect(twice.status).toBe(409)
    expect(twice.body.respCode).toBe('payout.answered')
    if (second) {
      const no = await server.call(
        markPayoutFailed,
        { lineId: second.id, reason: 'Account closed', ...write() },
        { token: manager },
      )
      expect(no.body.data).toMatchObject({ status: 'failed', reason: 'Account closed' })
    }
    const { body } = await server.call(payoutDetails, { batchId: String(made.batch.id) } as never, {
      token: office,
    })
    expect(body.data.batch.succeed).toBe(1)
    expect(body.data.batch.failed).toBe(second ? 1 : 0)
    // In the order they were recorded: a select without an order comes back in any.
    const recorded = await server.db
      .select()
      .from(transitions)
      .where(eq(transitions.entityId, first!.id))
      .orderBy(asc(transitions.id))
    expect(recorded.filter((t) => t.entityType === 'payoutLine').map((t) => t.eventType)).toEqual([
      'MAKE',
      'SUCCEED',
    ])
  })

  it('is done once no line waits', async () => {
    const pending = await server.db.select().from(payoutLines).where(eq(payoutLines.status, 'pending'))
    for (const line of pending)
      await server.call(
        markPayoutSucceed,
        { lineId: line.id, reference: `TRF-${line.id}`, ...write() },
        { token: manager },
      )
    const { body } = await server.call(payoutList, {}, { token: office })
    expect(body.data.batches[0]).toMatchObject({ status: 'done', pending: 0 })
  })

  it('names the missing field in English and Spanish', async () => {
    const fieldsOf = (body: unknown) =>
      (body as { data: InvalidFields }).data.fields.map((f) => [f.field, f.label, f.message])
    const blank = { lineId: made.lines[0]!.id, reason: ' ', ...write() }
    const en = await server.call(markPayoutFailed, blank, { token: manager })
    expect(en.status).toBe(400)
    expect(fieldsOf(en.body)).toEqual([['reason', 'Reason', 'please give the reason']])
    const es = await server.call(markPayoutFailed, blank, { token: manager, lang: 'es-ES' })
    expect(fieldsOf(es.body)).toEqual([['reason', 'Motivo', 'Por favor indique el motivo']])
    const noReference = await server.call(
      markPayoutSucceed,
      { lineId: made.lines[0]!.id, reference: '', ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect(fieldsOf(noReference.body)).toEqual([
      [
        'reference',
        'Referencia de la transferencia',
        'Por favor indique la referencia de la transferencia del banco',
      ],
    ])
    const noPeriod = await server.call(makePayoutBatch, { period: 'soon', ...write() }, { token: office })
    expect(noPeriod.status).toBe(400)
    expect(fieldsOf(noPeriod.body).map(([field]) => field)).toEqual(['period'])
  })
})

describe('who reaches the payouts', () => {
  it('is refused to a collector, who does not open the menu', async () => {
    const token = await server.signInAs('collector')
    expect((await server.call(payoutList, {}, { token })).status).toBe(403)
    expect((await server.call(makePayoutBatch, { period: period.from, ...write() }, { token })).status).toBe(
      403,
    )
  })

  it("shows a team leader given the menu their own team's lines only", async () => {
    const [leaderRole] = await server.db
      .select({ menuIds: roles.menuIds })
      .from(roles)
      .where(eq(roles.id, roleIds.teamLeader))
    await server.db
      .update(roles)
      .set({ menuIds: [...leaderRole!.menuIds, menuIds.financial, menuIds.accountPayout] })
      .where(eq(roles.id, roleIds.teamLeader))
    const leader = await server.signInAs('leader.mx')
    const { body } = await server.call(payoutDetails, { batchId: String(made.batch.id) } as never, {
      token: leader,
    })
    expect(body.data.lines.length).toBeGreaterThan(0)
    expect(new Set(body.data.lines.map((line) => line.teamId))).toEqual(new Set([cdmxTeamId]))
    expect(body.data.leftOut.every((member) => member.memberId === unpaid.userId || member.teamName)).toBe(
      true,
    )
  })
})
