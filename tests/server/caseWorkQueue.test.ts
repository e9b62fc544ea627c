import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCases, type CaseRow, collectionCases } from '../../contract/cases.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { allocateTo, caseSupply, walkList, workQueueKey } from '../support/caseFixtures.ts'
import { csvRecords } from '../support/csv.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

// The collector's work queue: open cases first, then the soonest appointment (the overdue ones ahead,
// none after all), then the most overdue; one server-side sort, keyset-paged like the others.

let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
}, 600_000)
afterAll(() => server?.close())

const hourMs = 3_600_000
const dayMs = 24 * hourMs
const dayOffset = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10)

interface Shape {
  status: 'unpaid' | 'paidOff' | 'delayed'
  closed: boolean
  /** Hours from now of the appointment; negative is already due; null is none. */
  appointmentHours: number | null
  /** Days from today of the due date (negative is overdue). */
  dueDays: number
}

/** Gives the cases these shapes (the stored keys follow: PostgreSQL computes them on write). */
async function shape(caseIds: number[], shapes: Shape[]) {
  // One now for all, so two appointments 'in four hours' are the same instant.
  const now = Date.now()
  await server.db.transaction(async (tx) => {
    for (const [index, caseId] of caseIds.entries()) {
      const { status, closed, appointmentHours, dueDays } = shapes[index]!
      await tx
        .update(cases)
        .set({
          status,
          closedAt: closed ? new Date(now - dayMs) : null,
          appointmentAt: appointmentHours === null ? null : new Date(now + appointmentHours * hourMs),
          dueDate: dayOffset(dueDays),
        })
        .where(eq(cases.id, caseId))
    }
  })
}

/** A fresh collector holding `count` cases of their own, so only the test's rows are in their lists. */
async function collectorWith(count: number) {
  const account = await server.newAccount({ roleId: 2 })
  const caseIds = await take(count, eq(cases.kind, 'collection'))
  await allocateTo(server, account.userId, caseIds)
  return { caseIds, token: await server.signInAs(account.username) }
}

const caseNos = (rows: CaseRow[]) => rows.map((row) => row.caseNo)

describe('the work queue', () => {
  it('puts open cases first: due appointments soonest first, then later ones, then none, each by most overdue; paid-off and closed last', async () => {
    const { caseIds, token } = await collectorWith(8)
    const shapes: Shape[] = [
      { status: 'unpaid', closed: false, appointmentHours: null, dueDays: -3 },
      { status: 'paidOff', closed: false, appointmentHours: -5, dueDays: -40 },
      { status: 'unpaid', closed: false, appointmentHours: 4, dueDays: -1 },
      { status: 'delayed', closed: false, appointmentHours: -2, dueDays: -2 },
      { status: 'unpaid', closed: true, appointmentHours: -6, dueDays: -50 },
      { status: 'unpaid', closed: false, appointmentHours: null, dueDays: -30 },
      { status: 'unpaid', closed: false, appointmentHours: -26, dueDays: -5 },
      { status: 'unpaid', closed: false, appointmentHours: 4, dueDays: -9 },
    ]
    await shape(caseIds, shapes)
    // The two appointments at the same time owe amounts the other way round: the due date decides.
    await server.db.update(cases).set({ amount: 900_000 }).where(eq(cases.id, caseIds[7]!))
    await server.db.update(cases).set({ amount: 100 }).where(eq(cases.id, caseIds[2]!))
    const { rows } = await walkList(server, 'all', { sort: 'workQueue', order: 'asc', limit: 3 }, token)
    const byIndex = (indexes: number[]) => indexes.map((index) => caseIds[index])
    // Yesterday's appointment, two hours ago, two in four hours (the more overdue first), then the
    // cases without one (most overdue first), then the finished: paid off (appointment 5 h ago), closed.
    expect(rows.map((row) => row.id)).toEqual(byIndex([6, 3, 7, 2, 5, 0, 4, 1]))
    // The working list leaves the closed case out and keeps the rest in the same order.
    const working = await walkList(server, 'collection', { sort: 'workQueue', order: 'asc', limit: 2 }, token)
    expect(working.rows.map((row) => row.id)).toEqual(byIndex([6, 3, 7, 2, 5, 0, 1]))
    // Descending is the same queue read from its end.
    const reversed = await walkList(server, 'all', { sort: 'workQueue', order: 'desc', limit: 5 }, token)
    expect(caseNos(reversed.rows)).toEqual(caseNos(rows).reverse())
  })

  it('pages through any mix of cases and page sizes with no row lost or shown twice, in the queue order', async () => {
    const size = 14
    const { caseIds, token } = await collectorWith(size)
    // Few distinct values, so ties on every key are common and only the id can break them.
    const aShape = fc.record({
      status: fc.constantFrom('unpaid', 'paidOff', 'delayed'),
      closed: fc.boolean(),
      appointmentHours: fc.option(fc.constantFrom(-30, -1, 2, 2, 50), { nil: null }),
      dueDays: fc.integer({ min: -4, max: 1 }),
    }) as fc.Arbitrary<Shape>
    await fc.assert(
      fc.asyncProperty(
        fc.array(aShape, { minLength: size, maxLength: size }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.constantFrom('all' as const, 'collection' as const),
        async (shapes, limit, order, view) => {
          await shape(caseIds, shapes)
          const { rows, pages } = await walkList(server, view, { sort: 'workQueue', order, limit }, token)
          const expected = shapes
            .map((one, index) => ({ ...one, id: caseIds[index]! }))
            .filter((one) => view === 'all' || !one.closed)
          expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
            expected.map((one) => one.id).sort((a, b) => a - b),
          )
          expect(pages).toBe(Math.max(1, Math.ceil(rows.length / limit)))
          const direction = order === 'asc' ? 1 : -1
          for (let i = 1; i < rows.length; i += 1) {
            const [a, b] = [workQueueKey(rows[i - 1]!), workQueueKey(rows[i]!)]
            const step = a === b ? Math.sign(rows[i]!.id - rows[i - 1]!.id) : a < b ? 1 : -1
            expect(step, `${rows[i - 1]!.caseNo} then ${rows[i]!.caseNo}`).toBe(direction)
          }
        },
      ),
      { numRuns: 25 },
    )
  }, 600_000)

  it.each([
    ['a rank that is no rank', '["workQueue", 2, "infinity", "2026-01-01", 5]'],
    ['an appointment that is a word', '["workQueue", 0, "tomorrow", "2026-01-01", 5]'],
    ['a due date that does not exist', '["workQueue", 0, "infinity", "2026-02-30", 5]'],
    ['a value missing', '["workQueue", 0, "2026-01-01", 5]'],
    ['a cursor of another sort', '["dueDate", "2026-01-01", 5]'],
  ])('a cursor that does not fit the work queue (%s) is a 400 naming the page field', async (_, json) => {
    const manager = await server.signInAs('manager')
    const after = Buffer.from(json).toString('base64url')
    for (const lang of ['en-US', 'es-ES'] as const) {
      const { status, body } = await server.call(
        allCases.list,
        { sort: 'workQueue', order: 'asc', after },
        { token: manager, lang },
      )
      expect({ status, respCode: body.respCode }).toEqual({ status: 400, respCode: 'request.invalid' })
      const [field] = (body.data as unknown as InvalidFields).fields
      expect(field?.field).toBe('after')
      expect(field?.label).toBe(lang === 'en-US' ? 'Page' : 'Página')
    }
  })
})

describe('a paid-off case', () => {
  it('shows no overdue days, in the list and in the export; an owed one shows them', async () => {
    const { caseIds, token } = await collectorWith(2)
    await shape(caseIds, [
      { status: 'paidOff', closed: false, appointmentHours: null, dueDays: -12 },
      { status: 'unpaid', closed: false, appointmentHours: null, dueDays: -12 },
    ])
    const { body } = await server.call(collectionCases.list, { sort: 'workQueue', order: 'asc' }, { token })
    const byId = new Map(body.data.rows.map((row) => [row.id, row]))
    expect(byId.get(caseIds[0]!)?.overdueDays).toBeNull()
    expect(byId.get(caseIds[1]!)?.overdueDays).toBe(12)
    const csv = await server.download(collectionCases.export, { sort: 'workQueue', order: 'asc' }, { token })
    const { records } = csvRecords(csv.text)
    const cellOf = (caseId: number) =>
      records.find((record) => record['Case no'] === byId.get(caseId)!.caseNo)?.['Overdue days']
    expect(cellOf(caseIds[0]!)).toBe('')
    expect(cellOf(caseIds[1]!)).toBe('12')
  })

  it('is not taken in by a bound on overdue days', async () => {
    const manager = await server.signInAs('manager')
    const paidOff = await server.db.select({ id: cases.id }).from(cases).where(eq(cases.status, 'paidOff'))
    expect(paidOff.length).toBeGreaterThan(0)
    const { rows } = await walkList(server, 'all', { overdueMin: 1 }, manager)
    const ids = new Set(rows.map((row) => row.id))
    expect(paidOff.filter((row) => ids.has(row.id))).toEqual([])
    const stored = await server.db
      .select({ status: cases.status })
      .from(cases)
      .where(inArray(cases.id, [...ids].slice(0, 50)))
    expect(stored.every((row) => row.status !== 'paidOff')).toBe(true)
  })
})
