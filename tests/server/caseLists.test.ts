import { formatInTimeZone } from 'date-fns-tz'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCases, type CaseRow, caseSorts, collectionCases, sellerCases } from '../../contract/cases.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import {
  caseIdsWhere,
  type ListInput,
  storedPhoneOf,
  userIdOf,
  walkList,
  workQueueKey,
} from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let collectorMx: string
let leader: string
let manager: string
let seller: string
let collectorId: number
let collectorMxId: number
let ownedByCollector: Set<number>
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  collectorMx = await server.signInAs('collector.mx')
  leader = await server.signInAs('leader')
  manager = await server.signInAs('manager')
  seller = await server.signInAs('seller')
  collectorId = await userIdOf(server, 'collector')
  collectorMxId = await userIdOf(server, 'collector.mx')
  ownedByCollector = new Set(
    await caseIdsWhere(server, eq(cases.ownerId, collectorId), eq(cases.kind, 'collection')),
  )
})
afterAll(() => server?.close())

const ids = (rows: CaseRow[]) => rows.map((row) => row.id)
const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b)

describe('a collector sees only the cases allocated to them', () => {
  const filterings: ListInput[] = [
    {},
    { status: 'unpaid' },
    { closed: 'yes' },
    { closed: 'no', deal: 'yes' },
    { overdueMin: 5, overdueMax: 40, sort: 'amount', order: 'asc' },
    // The Lagos collector's customers: Adeyemi, Adebayo, Oyelaran-Adeyemi.
    { search: 'ade' },
    { search: '52' },
    { appointment: 'yes', sort: 'dueDate' },
  ]

  it('every page of the all-cases list, unfiltered, is exactly their collection cases', async () => {
    const { rows, pinned } = await walkList(server, 'all', {}, collector)
    expect(pinned).toEqual([])
    expect(sorted(ids(rows))).toEqual(sorted(ownedByCollector))
    expect(ownedByCollector.size).toBeGreaterThan(100)
    expect(new Set(rows.map((row) => row.owner))).toEqual(new Set(['Chinedu Okafor']))
  })

  it.each(filterings)('with filter %o, both of their lists hold only their own cases', async (filter) => {
    for (const view of ['all', 'collection'] as const) {
      const { rows } = await walkList(server, view, filter, collector)
      for (const row of rows) expect(ownedByCollector.has(row.id), `case ${row.caseNo}`).toBe(true)
      if (view === 'all') {
        const summary = await server.call(allCases.summary, filter, { token: collector })
        expect(summary.body.data.count).toBe(rows.length)
        expect(rows.length, 'the filter should match some of their cases').toBeGreaterThan(0)
      }
    }
  })

  it('the working list (collection) leaves their closed cases out', async () => {
    const all = await walkList(server, 'all', {}, collector)
    const working = await walkList(server, 'collection', {}, collector)
    const open = all.rows.filter((row) => !row.closed)
    expect(all.rows.some((row) => row.closed)).toBe(true)
    expect(sorted(ids(working.rows))).toEqual(sorted(ids(open)))
  })

  it("another collector never meets the first one's cases: not in lists, totals, searches or an owner filter", async () => {
    const theirs = await walkList(server, 'all', {}, collectorMx)
    expect(theirs.rows.length).toBeGreaterThan(100)
    expect(theirs.rows.filter((row) => ownedByCollector.has(row.id))).toEqual([])

    const [someCaseId] = [...ownedByCollector]
    const [target] = await server.db
      .select({ caseNo: cases.caseNo, name: cases.customerName })
      .from(cases)
      .where(eq(cases.id, someCaseId!))
    const phone = await storedPhoneOf(server, someCaseId!)
    for (const search of [target!.caseNo, phone, phone.slice(0, 8)]) {
      for (const view of ['all', 'collection'] as const) {
        const { rows } = await walkList(server, view, { search }, collectorMx)
        expect(ids(rows)).not.toContain(someCaseId)
        for (const row of rows) expect(ownedByCollector.has(row.id)).toBe(false)
      }
    }
    const byCaseNo = await server.call(allCases.summary, { search: target!.caseNo }, { token: collectorMx })
    expect(byCaseNo.body.data).toEqual({ count: 0, totals: [] })
    const byOwner = await server.call(allCases.summary, { ownerId: collectorId }, { token: collectorMx })
    expect(byOwner.body.data.count).toBe(0)
    const ownerList = await server.call(allCases.list, { ownerId: collectorId }, { token: collectorMx })
    expect(ownerList.body.data.rows).toEqual([])
    // The same search by the owner finds it, so the filter itself works.
    const own = await server.call(allCases.list, { search: target!.caseNo }, { token: collector })
    expect(ids(own.body.data.rows)).toEqual([someCaseId])
  })

  it('their totals count and sum exactly their cases', async () => {
    const { body } = await server.call(allCases.summary, {}, { token: collectorMx })
    const own = await server.db
      .select({ amount: cases.amount, paidAmount: cases.paidAmount })
      .from(cases)
      .where(and(eq(cases.ownerId, collectorMxId), eq(cases.kind, 'collection')))
    // A Mexico City collector works PrestaFácil's loans only: one total, in pesos.
    expect(body.data).toEqual({
      count: own.length,
      totals: [
        {
          currency: 'MXN',
          amount: own.reduce((sum, row) => sum + row.amount, 0),
          paidAmount: own.reduce((sum, row) => sum + row.paidAmount, 0),
        },
      ],
    })
  })

  it("are refused the sellers' list, which is not in their menus (95)", async () => {
    for (const entry of [sellerCases.list, sellerCases.summary]) {
      const { status, body } = await server.call(entry, {}, { token: collector })
      expect({ status, respCode: body.respCode }).toEqual({ status: 403, respCode: 'session.forbidden' })
    }
  })
})

describe('wider scopes', () => {
  it('a team leader sees exactly the cases of their team, Lagos S1 Collection', async () => {
    const [team] = await server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection'))
    const teamCases = await caseIdsWhere(server, eq(cases.teamId, team!.id), eq(cases.kind, 'collection'))
    const { rows } = await walkList(server, 'all', {}, leader)
    expect(sorted(ids(rows))).toEqual(teamCases)
    // Two collectors of the team hold cases: the demo collector and the one whose password expired.
    expect(new Set(rows.map((row) => row.owner))).toEqual(new Set(['Chinedu Okafor', 'Tunde Bello']))
    const { body } = await server.call(allCases.summary, {}, { token: leader })
    expect(body.data.count).toBe(teamCases.length)
  })

  it('a manager sees every collection case, allocated or not, and no sale case', async () => {
    const collection = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const { rows } = await walkList(server, 'all', {}, manager)
    expect(sorted(ids(rows))).toEqual(collection)
    expect(rows.some((row) => row.owner === null)).toBe(true)
    // The demo's 30 cases held by no one, less those its morning rule dealt out on its last run
    // (server/database/seedAutomaticRules.ts): each of those names the rule in its ALLOCATE.
    const unallocated = await caseIdsWhere(server, isNull(cases.ownerId))
    const dealtByRule = await caseIdsWhere(
      server,
      sql`exists (select 1 from ${transitions} where ${transitions.entityType} = 'case' and ${transitions.entityId} = ${cases.id} and ${transitions.eventPayload} -> 'rule' is not null)`,
    )
    expect(unallocated.length + dealtByRule.length).toBe(30)
  })

  it('a seller sees only their sale cases, and is refused the all-cases list (menu 89)', async () => {
    const sellerId = await userIdOf(server, 'seller')
    const own = await caseIdsWhere(server, eq(cases.ownerId, sellerId), eq(cases.kind, 'sale'))
    const { rows } = await walkList(server, 'seller', {}, seller)
    expect(rows.every((row) => row.kind === 'sale')).toBe(true)
    expect(sorted(ids(rows))).toEqual(own)
    expect(own.length).toBe(80)
    for (const entry of [allCases.list, allCases.summary, collectionCases.list]) {
      const { status, body } = await server.call(entry, {}, { token: seller })
      expect({ status, respCode: body.respCode }).toEqual({ status: 403, respCode: 'session.forbidden' })
    }
  })
})

const sortValue = (row: CaseRow, sort: (typeof caseSorts)[number]) =>
  sort === 'allocatedAt'
    ? row.allocatedDate!
    : sort === 'dueDate'
      ? row.dueDate
      : sort === 'workQueue'
        ? workQueueKey(row)
        : row.amount

describe('keyset paging', () => {
  const orders = caseSorts.flatMap((sort) => (['asc', 'desc'] as const).map((order) => ({ sort, order })))

  it.each(orders)('pages of 25 sorted by $sort $order give every case once, in order', async (input) => {
    const { rows, pages } = await walkList(server, 'all', { ...input, limit: 25 }, manager)
    const { body } = await server.call(allCases.summary, {}, { token: manager })
    expect(rows.length).toBe(body.data.count)
    expect(new Set(ids(rows)).size).toBe(rows.length)
    expect(pages).toBe(Math.ceil(rows.length / 25))
    const direction = input.order === 'asc' ? 1 : -1
    for (let i = 1; i < rows.length; i += 1) {
      const [before, after] = [rows[i - 1]!, rows[i]!]
      const [a, b] = [sortValue(before, input.sort), sortValue(after, input.sort)]
      const step = a === b ? Math.sign(after.id - before.id) : a < b ? 1 : -1
      expect(step, `${before.caseNo} then ${after.caseNo}`).toBe(direction)
    }
  })

  it('ties on the sort value (many cases share a due date) are broken by id, so none is lost', async () => {
    const { rows } = await walkList(server, 'all', { sort: 'dueDate', order: 'asc', limit: 7 }, collector)
    const dueDates = rows.map((row) => row.dueDate)
    expect(new Set(dueDates).size).toBeLessThan(rows.length / 5)
    expect(sorted(ids(rows))).toEqual(sorted(ownedByCollector))
  })

  it.each([
    ['not base64 at all', 'garbage!!'],
    ['valid base64 of no JSON', Buffer.from('hello').toString('base64url')],
    ['a cursor of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
  ])('a garbage cursor (%s) is a 400 naming the page field, not a 500', async (_, after) => {
    const { status, body } = await server.call(allCases.list, { after }, { token: manager })
    expect(status).toBe(400)
    expect(body.respCode).toBe('request.invalid')
    expect((body.data as unknown as InvalidFields).fields).toEqual([
      { field: 'after', label: 'Page', message: 'is not a valid value', key: 'invalidValue' },
    ])
  })

  it.each([
    ['a date sort given a word', 'allocatedAt', '["allocatedAt", "yesterday", 5]'],
    ['a due-date sort given a day that does not exist', 'dueDate', '["dueDate", "2026-02-30", 5]'],
    ['an amount sort given a date', 'amount', '["amount", "2026-01-01T00:00:00.000Z", 5]'],
    ['an amount sort given a fraction', 'amount', '["amount", 1.5, 5]'],
    ['an id that is not whole', 'amount', '["amount", 100, 1.5]'],
  ] as const)('a well-formed cursor that does not fit the sort (%s) is a 400 too', async (_, sort, json) => {
    const after = Buffer.from(json).toString('base64url')
    const { status, body } = await server.call(allCases.list, { sort, after }, { token: manager })
    expect({ status, respCode: body.respCode }).toEqual({ status: 400, respCode: 'request.invalid' })
    expect((body.data as unknown as InvalidFields).fields[0]?.field).toBe('after')
  })

  it('a cursor kept from another sort is refused, not misread, when the user changes the sort', async () => {
    const first = await server.call(allCases.list, { sort: 'amount', limit: 5 }, { token: manager })
    const after = first.body.data.nextCursor!
    const { status, body } = await server.call(allCases.list, { sort: 'dueDate', after }, { token: manager })
    expect({ status, respCode: body.respCode }).toEqual({ status: 400, respCode: 'request.invalid' })
  })
})

describe('filters', () => {
  async function managerRows(filter: ListInput) {
    const { rows } = await walkList(server, 'all', filter, manager)
    const { body } = await server.call(allCases.summary, filter, { token: manager })
    expect(body.data.count).toBe(rows.length)
    expect(rows.length, 'the filter should match something').toBeGreaterThan(0)
    return rows
  }

  it.each(['unpaid', 'paidOff', 'delayed'] as const)(
    'status %s gives only cases of that status',
    async (status) => {
      const rows = await managerRows({ status })
      expect(rows.every((row) => row.status === status)).toBe(true)
    },
  )

  it('closed yes and no split the list between them', async () => {
    const closed = await managerRows({ closed: 'yes' })
    const open = await managerRows({ closed: 'no' })
    expect(closed.every((row) => row.closed)).toBe(true)
    expect(open.every((row) => !row.closed)).toBe(true)
    const { body } = await server.call(allCases.summary, {}, { token: manager })
    expect(closed.length + open.length).toBe(body.data.count)
  })

  it('overdue days from and to keep the rows within the bounds', async () => {
    const rows = await managerRows({ overdueMin: 5, overdueMax: 20 })
    const within = (days: number | null) => days !== null && days >= 5 && days <= 20
    expect(rows.every((row) => within(row.overdueDays))).toBe(true)
    const all = await walkList(server, 'all', {}, manager)
    // A paid-off case has no overdue days, so no bound on them takes it in.
    const expected = all.rows.filter((row) => within(row.overdueDays))
    expect(sorted(ids(rows))).toEqual(sorted(ids(expected)))
    const exact = await managerRows({ overdueMin: 60, overdueMax: 60 })
    expect(new Set(exact.map((row) => row.overdueDays))).toEqual(new Set([60]))
  })

  it('the brand filter gives only that brand', async () => {
    const brands = await server.db.select({ id: apps.id, name: apps.name }).from(apps)
    for (const brand of brands) {
      const rows = await managerRows({ appId: brand.id })
      expect(new Set(rows.map((row) => row.appName))).toEqual(new Set([brand.name]))
    }
  })

  it('deal and appointment filters follow the marks', async () => {
    expect((await managerRows({ deal: 'yes' })).every((row) => row.deal)).toBe(true)
    expect((await managerRows({ deal: 'no' })).every((row) => !row.deal)).toBe(true)
    expect((await managerRows({ appointment: 'yes' })).every((row) => row.appointment !== null)).toBe(true)
    expect((await managerRows({ appointment: 'no' })).every((row) => row.appointment === null)).toBe(true)
  })

  it.each(['connected', 'busy'] as const)('connection status %s gives only that status', async (status) => {
    const rows = await managerRows({ connectionStatus: status })
    expect(rows.every((row) => row.connectionStatus === status)).toBe(true)
  })

  it("the allocated date range includes both end days, read on the manager's own clock (Mexico City)", async () => {
    const localDay = (row: CaseRow) =>
      formatInTimeZone(row.allocatedDate!, 'America/Mexico_City', 'yyyy-MM-dd')
    const all = await walkList(server, 'all', {}, manager)
    const day = localDay(all.rows[Math.floor(all.rows.length / 2)]!)
    const rows = await managerRows({ allocatedFrom: day, allocatedTo: day })
    const expected = all.rows.filter((row) => localDay(row) === day)
    expect(sorted(ids(rows))).toEqual(sorted(ids(expected)))
  })

  it('search finds a case by its case no', async () => {
    const [target] = await server.db.select({ id: cases.id, caseNo: cases.caseNo }).from(cases).limit(1)
    const rows = await managerRows({ search: target!.caseNo })
    expect(ids(rows)).toEqual([target!.id])
  })

  it('search finds cases by the start of the customer name, whatever the letter case', async () => {
    const [someone] = await server.db.select({ name: cases.customerName }).from(cases).limit(1)
    // The given name and the first letter of the family name, say 'María H'.
    const start = someone!.name.slice(0, someone!.name.indexOf(' ') + 2)
    const rows = await managerRows({ search: start.toLowerCase() })
    expect(rows.every((row) => row.name.toLowerCase().startsWith(start.toLowerCase()))).toBe(true)
    const upper = await managerRows({ search: start.toUpperCase() })
    expect(sorted(ids(upper))).toEqual(sorted(ids(rows)))
  })

  it('search finds cases by the start of the phone, though rows show it masked', async () => {
    const [first] = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const prefix = (await storedPhoneOf(server, first!)).slice(0, 7)
    const rows = await managerRows({ search: prefix })
    expect(ids(rows)).toContain(first)
    for (const row of rows) {
      expect(row.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
      expect((await storedPhoneOf(server, row.id)).startsWith(prefix)).toBe(true)
    }
  })

  it('search with like wildcards matches them literally, not as patterns', async () => {
    const { body } = await server.call(allCases.list, { search: '%' }, { token: manager })
    expect(body.data.rows).toEqual([])
  })
})

describe('filter ranges', () => {
  it('allocated from after allocated to is refused, naming allocatedTo', async () => {
    const { status, body } = await server.call(
      allCases.list,
      { allocatedFrom: '2026-03-10', allocatedTo: '2026-03-01' },
      { token: manager },
    )
    expect(status).toBe(400)
    expect(body.respCode).toBe('request.invalid')
    expect(body.respMsg).toBe('Allocated to: the start cannot be after the end')
    expect((body.data as unknown as InvalidFields).fields).toEqual([
      {
        field: 'allocatedTo',
        label: 'Allocated to',
        message: 'the start cannot be after the end',
        key: 'range.order',
      },
    ])
  })

  it.each([
    ['only a start', { allocatedFrom: '2026-03-01' }, 'allocatedTo', 'Allocated to'],
    ['only an end', { allocatedTo: '2026-03-01' }, 'allocatedFrom', 'Allocated from'],
  ] as const)(
    'an allocated range with %s is refused naming the missing end, on the list and the totals',
    async (_, range, field, label) => {
      for (const entry of [allCases.list, allCases.summary]) {
        const { status, body } = await server.call(entry, range, { token: manager })
        expect({ status, respCode: body.respCode }).toEqual({ status: 400, respCode: 'request.invalid' })
        expect(body.respMsg).toBe(`${label}: a range needs both ends, a start and an end`)
        expect((body.data as unknown as InvalidFields).fields).toEqual([
          { field, label, message: 'a range needs both ends, a start and an end', key: 'range.bothEnds' },
        ])
      }
      const spanish = await server.call(allCases.list, range, { token: manager, lang: 'es-ES' })
      expect(spanish.body.respMsg).toMatch(
        /^Asignado (desde|hasta): Un rango necesita ambos extremos, un inicio y un final$/,
      )
    },
  )

  it('overdue from above overdue to is refused, naming overdueMax, on the list and the totals', async () => {
    for (const entry of [allCases.list, allCases.summary]) {
      const { status, body } = await server.call(entry, { overdueMin: 30, overdueMax: 5 }, { token: manager })
      expect(status).toBe(400)
      expect((body.data as unknown as InvalidFields).fields).toEqual([
        expect.objectContaining({ field: 'overdueMax', key: 'range.order' }),
      ])
    }
  })

  it.each([
    [
      { overdueMin: -5 },
      'Overdue days from: is below the smallest number allowed',
      'Días de atraso desde: es menor que el mínimo permitido',
    ],
    [
      { overdueMax: 99_999_999 },
      'Overdue days to: is above the largest number allowed',
      'Días de atraso hasta: es mayor que el máximo permitido',
    ],
    [
      { limit: 0 },
      'Page size: is below the smallest number allowed',
      'Tamaño de página: es menor que el mínimo permitido',
    ],
  ] as const)(
    'a number out of its range (%o) says which side it is out on, in both languages',
    async (input, english, spanish) => {
      const en = await server.call(allCases.list, input, { token: manager })
      expect({ status: en.status, respMsg: en.body.respMsg }).toEqual({ status: 400, respMsg: english })
      const es = await server.call(allCases.list, input, { token: manager, lang: 'es-ES' })
      expect(es.body.respMsg).toBe(spanish)
    },
  )

  it('the refusal is in Spanish for an es-ES request', async () => {
    const { body } = await server.call(
      allCases.summary,
      { allocatedFrom: '2026-03-10', allocatedTo: '2026-03-01' },
      { token: manager, lang: 'es-ES' },
    )
    expect(body.respMsg).toBe('Asignado hasta: El inicio no puede ser posterior al final')
  })

  it.each(['10/03/2026', '2026-02-30', '2026-13-01', '0000-01-01'])(
    'a date that is not a real date (%s) is refused naming its field, not a 500',
    async (allocatedFrom) => {
      const { status, body } = await server.call(
        allCases.list,
        { allocatedFrom, allocatedTo: '2026-03-01' },
        { token: manager },
      )
      expect(status).toBe(400)
      expect((body.data as unknown as InvalidFields).fields[0]).toMatchObject({
        field: 'allocatedFrom',
        key: 'invalidValue',
      })
    },
  )
})
