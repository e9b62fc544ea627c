import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuIds, roleIds } from '../../contract/menus.ts'
import {
  checkSalaryImport,
  confirmSalaryImport,
  type SalaryPeriod,
  salaryExport,
  salaryImportFailures,
  salaryList,
} from '../../contract/salary.ts'
import { roles, users } from '../../server/database/schema/accounts.ts'
import { personDayRepayments, personDayWork } from '../../server/database/schema/dashboards.ts'
import { salaryAdjustments, salaryImportBatches } from '../../server/database/schema/salary.ts'
import { teams } from '../../server/database/schema/system.ts'
import {
  type InvalidFields,
  startTestServer,
  type TestAccount,
  type TestServer,
} from '../support/testServer.ts'

let server: TestServer
let office: string
let leader: string
let period: SalaryPeriod
let member: TestAccount
let cdmxTeamId: number

type Cell = string | number | Date | null

/** An .xlsx workbook built as an office would: a header row, then one adjustment a row. */
async function workbook(rows: Cell[][], headers = ['Member', 'Period', 'Kind', 'Amount', 'Note']) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Adjustments')
  sheet.addRow(headers)
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await book.xlsx.writeBuffer())
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as never)
  const rows: unknown[][] = []
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

const adjustmentCount = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(salaryAdjustments))[0]!.n

beforeAll(async () => {
  server = await startTestServer()
  office = await server.signInAs('officemanager')
  const [leaderRole] = await server.db
    .select({ menuIds: roles.menuIds })
    .from(roles)
    .where(eq(roles.id, roleIds.teamLeader))
  // Team leaders do not open the salary in the demo; one given the menu reads and imports by the reach.
  await server.db
    .update(roles)
    .set({ menuIds: [...leaderRole!.menuIds, menuIds.financial, menuIds.salary] })
    .where(eq(roles.id, roleIds.teamLeader))
  leader = await server.signInAs('leader.mx')
  cdmxTeamId = (
    await server.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'CDMX S2 Collection'))
  )[0]!.id
  member = await server.newAccount({ roleId: roleIds.collector })
  await server.db.update(users).set({ teamId: cdmxTeamId }).where(eq(users.id, member.userId))
  const { body } = await server.call(salaryList, {}, { token: office })
  period = body.data.period
  // What the dashboards keep for the member: 3 finished cases and MXN 1,000.00 collected in the period.
  await server.db
    .insert(personDayWork)
    .values({ personId: member.userId, day: period.from, finishedCases: 3 })
  await server.db.insert(personDayRepayments).values({
    personId: member.userId,
    day: period.from,
    currency: 'MXN',
    repayments: 2,
    repaidAmount: 100_000,
  })
})
afterAll(() => server?.close())

describe('the salary of a period (menu 91)', () => {
  it("draws a member's salary from the kept figures and the settings, in their currency", async () => {
    const { status, body } = await server.call(salaryList, { period: period.from }, { token: office })
    expect(status, body.respMsg).toBe(200)
    const row = body.data.rows.find((r) => r.memberId === member.userId)
    // Settings by default: MXN collection base 8,000.00; 1.5% commission; 20.00 per finished case.
    expect(row).toMatchObject({
      currency: 'MXN',
      teamType: 'collection',
      finishedCases: 3,
      collected: 100_000,
      base: 800_000,
      commission: 1_500,
      caseBonus: 6_000,
      adjustments: 0,
      net: 807_500,
    })
    expect(body.data.periods[0]).toEqual(period)
  })

  it('totals each currency apart, each the sum of its own rows', async () => {
    const { body } = await server.call(salaryList, {}, { token: office })
    const currencies = body.data.totals.map((total) => total.currency)
    expect(currencies).toEqual(['MXN', 'NGN'])
    for (const total of body.data.totals) {
      const rows = body.data.rows.filter((row) => row.currency === total.currency)
      expect(total.net).toBe(rows.reduce((sum, row) => sum + row.net, 0))
      expect(Number.isInteger(total.net)).toBe(true)
    }
  })

  it("shows a team leader given the menu their own team's members only", async () => {
    const { body } = await server.call(salaryList, {}, { token: leader })
    expect(body.data.rows.length).toBeGreaterThan(0)
    expect(new Set(body.data.rows.map((row) => row.teamId))).toEqual(new Set([cdmxTeamId]))
  })

  it('is refused to a collector and an auditor, who do not open the menu', async () => {
    for (const who of ['collector', 'auditor']) {
      const token = await server.signInAs(who)
      expect((await server.call(salaryList, {}, { token })).status).toBe(403)
      const file = await workbook([[member.username, period.from, 'bonus', 10, 'x']])
      expect((await server.call(checkSalaryImport, { file } as never, { token })).status).toBe(403)
    }
  })

  it("exports the period's salary as a workbook in the reader's language", async () => {
    const file = await server.download(
      salaryExport,
      { period: period.from },
      { token: office, lang: 'es-ES' },
    )
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const rows = await sheetRows(file.bytes)
    expect(rows[0]).toContain('Neto')
    const mine = rows.find((row) => row[1] === member.username)
    expect(mine?.at(-1)).toBe(8075)
  })
})

describe('the salary import (salary/import)', () => {
  it('checks a valid file without saving, saves it once on confirmation, and the salary shows it', async () => {
    const file = await workbook([
      [member.username, new Date(`${period.from}T00:00:00Z`), 'bonus', 150.5, 'Top collector'],
      [member.username.toUpperCase(), period.to, 'Deducción', '20', 'Late twice'],
    ])
    const before = await adjustmentCount()
    const checked = await server.call(checkSalaryImport, { file } as never, { token: office })
    expect(checked.status, checked.body.respMsg).toBe(200)
    expect(checked.body.data).toMatchObject({ rows: 2, valid: 2, failed: 0, problems: [] })
    expect(checked.body.data.validTotals).toEqual([
      { currency: 'MXN', kind: 'bonus', rows: 1, amount: 15_050 },
      { currency: 'MXN', kind: 'deduction', rows: 1, amount: -2_000 },
    ])
    expect(await adjustmentCount()).toBe(before)

    const clientMutationId = randomUUID()
    const saved = await server.call(confirmSalaryImport, { file, clientMutationId } as never, {
      token: office,
    })
    expect(saved.status, saved.body.respMsg).toBe(200)
    expect(saved.body.data).toMatchObject({ saved: 2, failed: 0 })
    // Sent again (a lost answer), the same confirmation answers the same and saves nothing more.
    const again = await server.call(confirmSalaryImport, { file, clientMutationId } as never, {
      token: office,
    })
    expect(again.body.data).toEqual(saved.body.data)
    expect(await adjustmentCount()).toBe(before + 2)
    // The same file confirmed anew is refused: it was imported already.
    const twice = await server.call(confirmSalaryImport, { file, clientMutationId: randomUUID() } as never, {
      token: office,
    })
    expect(twice.status).toBe(409)
    expect(twice.body.respCode).toBe('salary.fileImported')
    expect(await adjustmentCount()).toBe(before + 2)

    const { body } = await server.call(salaryList, { period: period.from }, { token: office })
    const row = body.data.rows.find((r) => r.memberId === member.userId)
    expect(row).toMatchObject({ adjustments: 13_050, net: 807_500 + 13_050 })
  })

  it('names each bad row with its column and reason, in English and in Spanish', async () => {
    const file = await workbook([
      ['nobody.here', period.from, 'bonus', 10, 'x'],
      [member.username, 'next month', 'bonus', 10, 'x'],
      [member.username, period.from, 'gift', 10, 'x'],
      [member.username, period.from, 'bonus', 'ten', 'x'],
      [member.username, period.from, 'deduction', -5, ''],
      [member.username, period.from, 'correction', -12.25, 'Paid twice last period'],
      ['officemanager', period.from, 'bonus', 10, 'x'],
    ])
    const en = await server.call(checkSalaryImport, { file } as never, { token: office })
    expect(en.body.data).toMatchObject({ rows: 7, valid: 1, failed: 6 })
    expect(en.body.data.problems.map((p) => [p.row, p.field, p.message])).toEqual([
      [2, 'member', 'no member has this username'],
      [3, 'period', 'must be a date (yyyy-mm-dd) of the salary period'],
      [4, 'kind', 'must be bonus, deduction or correction'],
      [5, 'amount', 'must be a number with at most the currency’s decimals'],
      [6, 'amount', 'must be more than zero (a deduction is written positive)'],
      [6, 'note', 'cannot be empty'],
      [8, 'member', 'the member is in no team, so has no salary here'],
    ])
    const es = await server.call(checkSalaryImport, { file } as never, { token: office, lang: 'es-ES' })
    expect(es.body.data.problems.map((p) => p.message)).toEqual([
      'Ningún miembro tiene este usuario',
      'Debe ser una fecha (aaaa-mm-dd) del periodo de salario',
      'Debe ser bono, deducción o corrección',
      'Debe ser un número con a lo más los decimales de la moneda',
      'Debe ser mayor que cero (una deducción se escribe en positivo)',
      'No puede estar vacío',
      'El miembro no está en ningún equipo, así que no tiene salario aquí',
    ])
  })

  it("refuses a team leader's row for a member of another team", async () => {
    const file = await workbook([
      ['collector', period.from, 'bonus', 10, 'Lagos'],
      ['collector.mx', period.from, 'bonus', 10, 'CDMX'],
    ])
    const { body } = await server.call(checkSalaryImport, { file } as never, { token: leader })
    expect(body.data).toMatchObject({ valid: 1, failed: 1 })
    expect(body.data.problems).toEqual([
      expect.objectContaining({ row: 2, field: 'member', key: 'salary.row.memberOutOfReach' }),
    ])
  })

  it('gives the failed rows back as a workbook that says why, to fix and import again', async () => {
    const file = await workbook([
      [member.username, period.from, 'bonus', 10, 'Fine'],
      ['nobody.here', period.from, 'bonus', 'ten', 'Typo'],
    ])
    const failed = await server.download(salaryImportFailures, { file } as never, {
      token: office,
      lang: 'es-ES',
    })
    expect(failed.status).toBe(200)
    const rows = await sheetRows(failed.bytes)
    expect(rows).toEqual([
      ['Miembro', 'Periodo', 'Tipo', 'Monto', 'Nota', 'Motivo', 'Fila'],
      [
        'nobody.here',
        period.from,
        'bonus',
        'ten',
        'Typo',
        'Miembro: Ningún miembro tiene este usuario; Monto: Debe ser un número con a lo más los decimales de la moneda',
        3,
      ],
    ])
  })

  it('checks a file of 10,000 rows, every row counted', async () => {
    const rows: Cell[][] = Array.from({ length: 10_000 }, (_, at) => [
      member.username,
      period.from,
      'correction',
      at % 1000 === 999 ? 'n/a' : 1 + (at % 7),
      `Row ${at + 1}`,
    ])
    const file = await workbook(rows)
    const { status, body } = await server.call(checkSalaryImport, { file } as never, { token: office })
    expect(status, body.respMsg).toBe(200)
    expect(body.data).toMatchObject({ rows: 10_000, valid: 9_990, failed: 10 })
    expect(body.data.problems.map((p) => p.row)).toEqual(
      Array.from({ length: 10 }, (_, k) => 1001 + k * 1000),
    )
  })

  it('refuses a file that is not an Excel workbook, naming the file, in both languages', async () => {
    const csv = new TextEncoder().encode(
      'Member,Period,Kind,Amount,Note\ncollector.mx,2026-01-01,bonus,10,x\n',
    )
    const fakeZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6])
    for (const file of [csv, fakeZip]) {
      const en = await server.call(checkSalaryImport, { file } as never, { token: office })
      expect(en.status).toBe(400)
      expect(en.body.respCode).toBe('salary.notXlsx')
      expect(en.body.respMsg).toMatch(/^Excel file: the file is not an Excel workbook/)
      const es = await server.call(checkSalaryImport, { file } as never, { token: office, lang: 'es-ES' })
      expect(es.body.respMsg).toMatch(/^Archivo de Excel: el archivo no es un libro de Excel/)
    }
    const { body } = await server.call(checkSalaryImport, { file: 'not a file' } as never, { token: office })
    expect((body.data as unknown as InvalidFields).fields[0]).toMatchObject({
      field: 'file',
      label: 'Excel file',
    })
  })

  it('refuses a workbook without one of the headers, and one with no rows', async () => {
    const noNote = await workbook(
      [[member.username, period.from, 'bonus', 1]],
      ['Member', 'Period', 'Kind', 'Amount'],
    )
    const missing = await server.call(checkSalaryImport, { file: noNote } as never, { token: office })
    expect(missing.body.respCode).toBe('salary.missingColumn')
    expect(missing.body.respMsg).toContain('"Note"')
    const empty = await server.call(checkSalaryImport, { file: await workbook([]) } as never, {
      token: office,
    })
    expect(empty.body.respCode).toBe('salary.noRows')
  })

  it('refuses a file over 5 MB clearly, and a body far over it before reading it', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set([0x50, 0x4b, 0x03, 0x04])
    const over = await server.call(checkSalaryImport, { file: big } as never, { token: office })
    expect(over.status).toBe(400)
    expect(over.body.respMsg).toBe('Excel file: the file is larger than 5 MB; split it into smaller files.')
    const huge = new Uint8Array(7 * 1024 * 1024)
    expect((await server.call(checkSalaryImport, { file: huge } as never, { token: office })).status).toBe(
      413,
    )
  })

  it('saves nothing when no row is valid, not even its batch', async () => {
    const file = await workbook([['nobody.here', period.from, 'bonus', 10, 'x']])
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(salaryImportBatches)
    const { status, body } = await server.call(
      confirmSalaryImport,
      { file, clientMutationId: randomUUID() } as never,
      { token: office },
    )
    expect(status).toBe(422)
    expect(body.respCode).toBe('salary.nothingValid')
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(salaryImportBatches)
    expect(after[0]!.n).toBe(before[0]!.n)
  })
})
