import { readFileSync } from 'node:fs'
import { type and, asc, count, eq, sql, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../contract/menus.ts'
import {
  type RepaymentRow,
  repaymentExport,
  repaymentList,
  repaymentSummary,
} from '../../contract/repayments.ts'
import { roleMenus } from '../../server/database/roleMenus.ts'
import { roles } from '../../server/database/schema/accounts.ts'
import { cases, repayments } from '../../server/database/schema/cases.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let office: string
let leader: string
let lagosTeamId: number
let cdmxTeamId: number

const fieldsOf = (data: unknown) =>
  (data as InvalidFields).fields.map((f) => [f.field, f.label, f.message] as const)

/** Every page of the list for a filter, as the screen would scroll through it. */
async function allRows(token: string, input: Record<string, unknown> = {}): Promise<RepaymentRow[]> {
  const rows: RepaymentRow[] = []
  let after: string | undefined
  do {
    const { status, body } = await server.call(
      repaymentList,
      { ...input, limit: 200, ...(after ? { after } : {}) } as never,
      { token },
    )
    expect(status, body.respMsg).toBe(200)
    rows.push(...body.data.rows)
    after = body.data.nextCursor ?? undefined
  } while (after)
  return rows
}

/** The ids of the repayments a condition on the case names, straight from the database. */
async function idsWhere(where?: ReturnType<typeof and>) {
  const found = await server.db
    .select({ id: repayments.id })
    .from(repayments)
    .innerJoin(cases, eq(cases.id, repayments.caseId))
    .where(where)
  return found.map((row) => row.id).sort((a, b) => a - b)
}

const sortedIds = (rows: RepaymentRow[]) => rows.map((row) => row.id).sort((a, b) => a - b)

beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
  // Team leaders do not open the records in the demo; one given the menu reads by the same reach.
  const [leaderRole] = await server.db
    .select({ menuIds: roles.menuIds })
    .from(roles)
    .where(eq(roles.id, roleIds.teamLeader))
  await server.db
    .update(roles)
    .set({ menuIds: [...leaderRole!.menuIds, menuIds.financial, menuIds.repayment] })
    .where(eq(roles.id, roleIds.teamLeader))
  leader = await server.signInAs('leader')
  const teamIds = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosTeamId = teamIds.find((team) => team.name === 'Lagos S1 Collection')!.id
  cdmxTeamId = teamIds.find((team) => team.name === 'CDMX S2 Collection')!.id
})
afterAll(() => server?.close())

describe('the repayment records (menu 71)', () => {
  it('show an office manager every repayment, newest first, with its case, customer, type, amount and collector', async () => {
    const { status, body } = await server.call(repaymentList, { limit: 20 }, { token: office })
    expect(status).toBe(200)
    const rows = body.data.rows
    expect(rows.length).toBeGreaterThan(0)
    const times = rows.map((row) => row.paidAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(rows[0]).toMatchObject({
      caseNo: expect.stringMatching(/^[CS]\d+$/),
      customerName: expect.any(String),
      kind: expect.stringMatching(/^(normal|delay|offline|customized)$/),
      amount: expect.any(Number),
      currency: expect.stringMatching(/^(MXN|NGN)$/),
    })
    expect(rows.some((row) => row.collectorName !== null)).toBe(true)
    expect(sortedIds(await allRows(office))).toEqual(await idsWhere())
  })

  it('total the filter per currency, never adding pesos to naira', async () => {
    const { body } = await server.call(repaymentSummary, {}, { token: office })
    const expected = await server.db
      .select({ currency: apps.currency, count: count(), amount: sum(repayments.amount).mapWith(Number) })
      .from(repayments)
      .innerJoin(cases, eq(cases.id, repayments.caseId))
      .innerJoin(apps, eq(apps.id, cases.appId))
      .groupBy(apps.currency)
      .orderBy(asc(apps.currency))
    expect(body.data.totals).toEqual(expected)
    expect(body.data.totals.map((total) => total.currency)).toEqual(['MXN', 'NGN'])
    expect(body.data.count).toBe(expected.reduce((all, total) => all + total.count, 0))
  })

  it("show a team leader only the repayments of her team's cases, and refuse another team", async () => {
    const seen = await allRows(leader)
    expect(seen.length).toBeGreaterThan(0)
    expect(sortedIds(seen)).toEqual(await idsWhere(eq(cases.teamId, lagosTeamId)))
    expect(seen.every((row) => row.teamName === 'Lagos S1 Collection')).toBe(true)
    const own = await server.call(repaymentList, { teamId: String(lagosTeamId) } as never, { token: leader })
    expect(own.status).toBe(200)
    for (const call of [
      () => server.call(repaymentList, { teamId: String(cdmxTeamId) } as never, { token: leader }),
      () => server.call(repaymentSummary, { teamId: String(cdmxTeamId) } as never, { token: leader }),
    ]) {
      const refused = await call()
      expect([refused.status, refused.body.respCode]).toEqual([403, 'repayment.teamOutOfReach'])
    }
    const file = await server.download(repaymentExport, { teamId: String(cdmxTeamId) } as never, {
      token: leader,
    })
    expect(file.status).toBe(403)
    const { body } = await server.call(repaymentSummary, {}, { token: leader })
    expect(body.data.totals.map((total) => total.currency)).toEqual(['NGN'])
  })

  it('let an office manager narrow to one team', async () => {
    const cdmx = await allRows(office, { teamId: String(cdmxTeamId) })
    expect(sortedIds(cdmx)).toEqual(await idsWhere(eq(cases.teamId, cdmxTeamId)))
  })

  it('refuse a collector, who has not the menu', async () => {
    const token = await server.signInAs('collector')
    expect((await server.call(repaymentList, {}, { token })).status).toBe(403)
    expect((await server.call(repaymentSummary, {}, { token })).status).toBe(403)
    expect((await server.download(repaymentExport, {}, { token })).status).toBe(403)
  })

  it('filter by type and by app', async () => {
    const [presta] = await server.db.select({ id: apps.id }).from(apps).where(eq(apps.name, 'PrestaFácil'))
    for (const kind of ['normal', 'delay'] as const) {
      const rows = await allRows(office, { kind })
      expect(sortedIds(rows)).toEqual(
        await idsWhere(sql`${repayments.kind} = ${kind}` as ReturnType<typeof and>),
      )
    }
    const pesos = await allRows(office, { appId: String(presta!.id) })
    expect(pesos.length).toBeGreaterThan(0)
    expect(pesos.every((row) => row.appName === 'PrestaFácil' && row.currency === 'MXN')).toBe(true)
  })

  it('find a case by its number (the digits will do) or its customer by the start of the name', async () => {
    const [first] = (await server.call(repaymentList, { limit: 1 }, { token: office })).body.data.rows
    const digits = first!.caseNo.replace(/^\D+0*/, '')
    const byNumber = await allRows(office, { search: digits })
    expect(byNumber.length).toBeGreaterThan(0)
    expect(byNumber.every((row) => row.caseNo === first!.caseNo)).toBe(true)
    const word = first!.customerName.split(' ')[0]!.toLowerCase()
    const byName = await allRows(office, { search: word })
    expect(byName.map((row) => row.id)).toContain(first!.id)
    expect(byName.every((row) => row.customerName.toLowerCase().includes(word))).toBe(true)
  })

  it("read the days of payment on the viewer's own clock", async () => {
    // 23:30 on 9 March in Mexico City is already 10 March in UTC (and in Lagos).
    const [someCase] = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.teamId, cdmxTeamId))
      .limit(1)
    const [late] = await server.db
      .insert(repayments)
      .values({
        caseId: someCase!.id,
        kind: 'customized',
        amount: 12_345,
        paidAt: new Date('2026-03-10T05:30:00Z'),
        reference: 'TEST-LATE-EVENING',
      })
      .returning({ id: repayments.id })
    const onDay = (day: string) => allRows(office, { paidFrom: day, paidTo: day })
    expect((await onDay('2026-03-09')).map((row) => row.id)).toContain(late!.id)
    expect((await onDay('2026-03-10')).map((row) => row.id)).not.toContain(late!.id)
    const file = await server.download(
      repaymentExport,
      { paidFrom: '2026-03-09', paidTo: '2026-03-09' } as never,
      { token: office, lang: 'es-ES' },
    )
    expect(file.text).toContain('TEST-LATE-EVENING')
    expect(file.text).toContain('2026-03-09 23:30')
    expect(file.text).toContain(',Personalizado,123.45,MXN,')
  })

  it('sort by amount and page with the shared keyset cursor; a forged cursor answers 400 naming the page', async () => {
    const first = await server.call(
      repaymentList,
      { sort: 'amount', order: 'asc', limit: 3 },
      { token: office },
    )
    const next = await server.call(
      repaymentList,
      { sort: 'amount', order: 'asc', limit: 3, after: first.body.data.nextCursor! },
      { token: office },
    )
    const amounts = [...first.body.data.rows, ...next.body.data.rows].map((row) => row.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    expect(next.body.data.rows.map((row) => row.id)).not.toContain(first.body.data.rows[0]!.id)
    const forged = await server.call(repaymentList, { after: 'forged' }, { token: office })
    expect(forged.status).toBe(400)
    expect(fieldsOf(forged.body.data).map(([field]) => field)).toEqual(['after'])
    // The paid-at sort's cursor is foreign to the amount sort.
    const paidAtPage = await server.call(repaymentList, { limit: 1 }, { token: office })
    const foreign = await server.call(
      repaymentList,
      { sort: 'amount', after: paidAtPage.body.data.nextCursor! },
      { token: office },
    )
    expect([foreign.status, fieldsOf(foreign.body.data).map(([field]) => field)]).toEqual([400, ['after']])
  })

  it('export the filter as CSV, headers and types in the reader’s language, amounts as money beside their currency', async () => {
    const en = await server.download(repaymentExport, { kind: 'normal' } as never, { token: office })
    expect(en.status).toBe(200)
    const lines = en.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe(
      'Case no,Customer,App,Team,Repayment type,Amount,Currency,Paid at,Collected by,Reference',
    )
    expect(lines.length - 1).toBe((await allRows(office, { kind: 'normal' })).length)
    expect(
      lines.slice(1).every((line) => /,Normal,\d+\.\d{2},(MXN|NGN),\d{4}-\d\d-\d\d \d\d:\d\d,/.test(line)),
    ).toBe(true)
    const es = await server.download(repaymentExport, {} as never, { token: office, lang: 'es-ES' })
    expect(es.text).toContain(
      'N.º de caso,Cliente,App,Equipo,Tipo de pago,Monto,Moneda,Pagado el,Cobrado por,Referencia',
    )
  })

  it('answer bad input with 400 naming the field, in English and in Spanish', async () => {
    for (const [input, field, label] of [
      [{ kind: 'cash' }, 'kind', ['Repayment type', 'Tipo de pago']],
      [{ paidFrom: '2026-03-09' }, 'paidTo', ['Paid to', 'Pagado hasta']],
    ] as const) {
      const en = await server.call(repaymentList, input as never, { token: office })
      expect(en.status).toBe(400)
      expect(fieldsOf(en.body.data).map(([f, l]) => [f, l])).toEqual([[field, label[0]]])
      const es = await server.call(repaymentList, input as never, { token: office, lang: 'es-ES' })
      expect(fieldsOf(es.body.data).map(([f, l]) => [f, l])).toEqual([[field, label[1]]])
      expect(es.body.respMsg).toContain(label[1])
    }
    const backwards = await server.call(
      repaymentList,
      { paidFrom: '2026-03-10', paidTo: '2026-03-09' } as never,
      { token: office },
    )
    expect([backwards.status, fieldsOf(backwards.body.data).map(([field]) => field)]).toEqual([
      400,
      ['paidTo'],
    ])
    const notADay = await server.download(
      repaymentExport,
      { paidFrom: '2026-02-30', paidTo: '2026-03-01' } as never,
      {
        token: office,
      },
    )
    expect(notADay.status).toBe(400)
    expect(notADay.text).toContain('paidFrom')
  })

  it('an operation seeded before the financial screens gets their menus for its office manager, keeping the rest', async () => {
    const seeded = [...roleMenus.find((role) => role.id === roleIds.officeManager)!.menuIds].sort(
      (a, b) => a - b,
    )
    await server.db
      .update(roles)
      .set({ menuIds: seeded.filter((menu) => menu !== menuIds.repayment && menu !== menuIds.amountCut) })
      .where(eq(roles.id, roleIds.officeManager))
    const statements = readFileSync(
      new URL('../../server/database/migrations/0020_repayment_list.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('UPDATE "roles"'))
    for (const _ of [1, 2]) for (const statement of statements) await server.db.execute(sql.raw(statement))
    const [role] = await server.db
      .select({ menuIds: roles.menuIds })
      .from(roles)
      .where(eq(roles.id, roleIds.officeManager))
    expect([...role!.menuIds].sort((a, b) => a - b)).toEqual(seeded)
  })
})
