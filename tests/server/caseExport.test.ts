import { formatInTimeZone } from 'date-fns-tz'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCases, type CaseRow, collectionCases, sellerCases } from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { pageSizes } from '../../contract/paging.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { type ListInput, walkList } from '../support/caseFixtures.ts'
import { csvRecords } from '../support/csv.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let manager: string
let managerInLagos: string

beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  manager = await server.signInAs('manager')
  const lagos = await server.newAccount({ roleId: roleIds.manager })
  await server.db.update(users).set({ timeZone: 'Africa/Lagos' }).where(eq(users.id, lagos.userId))
  managerInLagos = await server.signInAs(lagos.username)
})
afterAll(() => server?.close())

async function exported(input: ListInput & { limit?: never }, token: string, lang?: 'es-ES') {
  const answer = await server.download(allCases.export, input, { token, lang })
  expect(answer.status, answer.text.slice(0, 200)).toBe(200)
  return { ...answer, ...csvRecords(answer.text) }
}

/** Every row of the list as the list pages it, in its order, for the same filter. */
async function listed(input: ListInput, token: string): Promise<CaseRow[]> {
  const { rows, pinned } = await walkList(server, 'all', { ...input, limit: 200 }, token)
  return [...pinned, ...rows]
}

describe('the export is the list, all of it', () => {
  it('a collector exports exactly her own cases, every one of them, not only a page', async () => {
    const { records } = await exported({}, collector)
    const rows = await listed({}, collector)
    expect(rows.length).toBeGreaterThan(pageSizes.default)
    expect(new Set(records.map((record) => record['Case no']))).toEqual(
      new Set(rows.map((row) => row.caseNo)),
    )
    expect(new Set(records.map((record) => record.Owner))).toEqual(new Set(['Chinedu Okafor']))
  })

  it('the filter in force is the filter exported, in the list’s own sort', async () => {
    const filter = { status: 'unpaid', overdueMin: 10, sort: 'amount', order: 'asc' } as const
    const { records } = await exported(filter, manager)
    const { rows } = await walkList(server, 'all', { ...filter, limit: 200 }, manager)
    expect(records.map((record) => record['Case no'])).toEqual(rows.map((row) => row.caseNo))
    expect(new Set(records.map((record) => record.Status))).toEqual(new Set(['Unpaid']))
    const summary = await server.call(allCases.summary, filter, { token: manager })
    expect(records.length).toBe(summary.body.data.count)
  })

  it('a search that matches nothing gives the header row alone', async () => {
    const { text, header, records } = await exported({ search: 'no such case 0000' }, manager)
    expect(records).toEqual([])
    expect(header[0]).toBe('Case no')
    expect(text.startsWith('\uFEFFCase no,')).toBe(true)
  })

  it('each view exports its own cases: the working list leaves closed ones out', async () => {
    const answer = await server.download(collectionCases.export, { closed: 'yes' }, { token: manager })
    expect(answer.status).toBe(200)
    expect(csvRecords(answer.text).records).toEqual([])
  })
})

describe('the file reads as the user reads the list', () => {
  it('comes as a CSV download named after the view and today on the user’s clock', async () => {
    const { headers } = await exported({ search: 'no such case 0000' }, manager)
    const today = formatInTimeZone(new Date(), 'America/Mexico_City', 'yyyy-MM-dd')
    expect(headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(headers['content-disposition']).toBe(`attachment; filename="all-cases-${today}.csv"`)
  })

  it('in English: header row, words for statuses and flags, amounts in major units beside the currency', async () => {
    const { header, records } = await exported({ status: 'paidOff' }, manager)
    const rows = await listed({ status: 'paidOff' }, manager)
    expect(header.slice(0, 8)).toEqual([
      'Case no',
      'Name',
      'Phone',
      'Status',
      'Closed',
      'Amount',
      'Paid',
      'Currency',
    ])
    const row = rows[0]!
    const record = records.find((r) => r['Case no'] === row.caseNo)!
    expect(record).toMatchObject({
      Status: 'Paid off',
      Closed: row.closed ? 'Yes' : 'No',
      Amount: (row.amount / 100).toFixed(2),
      Paid: (row.paidAmount / 100).toFixed(2),
      Currency: row.currency,
      Phone: row.phone,
      'Due date': row.dueDate,
    })
  })

  it('in Spanish: the header row and the words are Spanish', async () => {
    const { header, records } = await exported({ status: 'delayed' }, manager, 'es-ES')
    expect(header.slice(0, 8)).toEqual([
      'N.º de caso',
      'Nombre',
      'Teléfono',
      'Estado',
      'Cerrado',
      'Monto',
      'Pagado',
      'Moneda',
    ])
    expect(records.length).toBeGreaterThan(0)
    expect(new Set(records.map((record) => record.Estado))).toEqual(new Set(['Aplazado']))
    expect(records.every((record) => ['Sí', 'No'].includes(record.Convenio!))).toBe(true)
  })

  it('times are on the user’s own wall clock: the same case reads six or seven hours apart in Mexico City and Lagos', async () => {
    const [row] = await listed({}, manager)
    const search = row!.caseNo
    const [mexico] = (await exported({ search }, manager)).records
    const [lagos] = (await exported({ search }, managerInLagos)).records
    expect(mexico!.Allocated).toBe(
      formatInTimeZone(row!.allocatedDate!, 'America/Mexico_City', 'yyyy-MM-dd HH:mm'),
    )
    expect(lagos!.Allocated).toBe(formatInTimeZone(row!.allocatedDate!, 'Africa/Lagos', 'yyyy-MM-dd HH:mm'))
    expect(mexico!.Allocated).not.toBe(lagos!.Allocated)
  })
})

describe('the export is checked as the list is', () => {
  it('a bad filter is a 400 naming the field, in the user’s language', async () => {
    const english = await server.download(
      allCases.export,
      { allocatedFrom: '2026-01-10' },
      { token: manager },
    )
    expect(english.status).toBe(400)
    const body = JSON.parse(english.text) as { respCode: string; respMsg: string; data: InvalidFields }
    expect(body.respCode).toBe('request.invalid')
    expect(body.data.fields[0]?.field).toBe('allocatedTo')
    const spanish = await server.download(
      allCases.export,
      { status: 'lost' as never },
      { token: manager, lang: 'es-ES' },
    )
    expect(spanish.status).toBe(400)
    expect((JSON.parse(spanish.text) as { data: InvalidFields }).data.fields[0]).toMatchObject({
      field: 'status',
      label: 'Estado',
    })
  })

  it('a sort that is not one of the list’s is refused', async () => {
    const answer = await server.download(allCases.export, { sort: 'name' as never }, { token: manager })
    expect(answer.status).toBe(400)
  })

  it('without a session it is refused as signed out, and a list the user cannot open is forbidden', async () => {
    const signedOut = await server.download(allCases.export, {}, {})
    expect(JSON.parse(signedOut.text).respCode).toBe('999998')
    const forbidden = await server.download(sellerCases.export, {}, { token: collector })
    expect(forbidden.status).toBe(403)
    expect(forbidden.headers['content-type']).toMatch(/^application\/json/)
  })
})

it('the API description shows the export as a CSV download, not as the JSON envelope', async () => {
  const answer = await server.app.inject({ method: 'GET', url: '/collection-service/docs/json' })
  const exportCall = answer.json().paths['/collection-service/collection/case/all/export'].get
  expect(Object.keys(exportCall.responses['200'].content)).toEqual(['text/csv'])
  expect(exportCall.responses['200'].content['text/csv'].schema.type).toBe('string')
})
