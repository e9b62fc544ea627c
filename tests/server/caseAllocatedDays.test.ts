import { eq, ne } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCases } from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { filterConditions } from '../../server/services/cases/caseFilters.ts'
import { caseSupply, type ListInput, userIdOf, walkList } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// Cases allocated in 2024, long before anything the seed makes (it allocates within the last months),
// so a day of 2024 holds exactly the cases a test put there.
let server: TestServer
let collectorMx: string
let lagosManager: string
let newYorkManager: string
/** Allocation instants of Ana Torres's (collector.mx, America/Mexico_City) cases, by name. */
const mexico: Record<string, { id: number; at: string }> = {}
const newYork: Record<string, { id: number; at: string }> = {}
const lagos: Record<string, { id: number; at: string }> = {}

async function allocateAt(id: number, at: string): Promise<{ id: number; at: string }> {
  await server.db
    .update(cases)
    .set({ allocatedAt: new Date(at) })
    .where(eq(cases.id, id))
  return { id, at }
}

async function managerIn(timeZone: string): Promise<string> {
  const account = await server.newAccount({ roleId: roleIds.manager })
  await server.db.update(users).set({ timeZone }).where(eq(users.id, account.userId))
  return server.signInAs(account.username)
}

beforeAll(async () => {
  server = await startTestServer()
  collectorMx = await server.signInAs('collector.mx')
  lagosManager = await managerIn('Africa/Lagos')
  newYorkManager = await managerIn('America/New_York')
  const take = caseSupply(server)
  const anaId = await userIdOf(server, 'collector.mx')
  const anas = await take(5, eq(cases.ownerId, anaId), eq(cases.kind, 'collection'))
  // Mexico City has kept UTC-6 all year since 2022.
  mexico.dayBefore = await allocateAt(anas[0]!, '2024-06-09T23:59:59.999-06:00')
  mexico.firstInstant = await allocateAt(anas[1]!, '2024-06-10T00:00:00.000-06:00')
  mexico.lateEvening = await allocateAt(anas[2]!, '2024-06-10T22:30:00.000-06:00')
  mexico.lastInstant = await allocateAt(anas[3]!, '2024-06-10T23:59:59.999-06:00')
  mexico.nextMidnight = await allocateAt(anas[4]!, '2024-06-11T00:00:00.000-06:00')
  // New York moved its clocks forward on 2024-03-10: that day has 23 hours.
  const others = await take(4, ne(cases.ownerId, anaId), eq(cases.kind, 'collection'))
  newYork.dayBefore = await allocateAt(others[0]!, '2024-03-09T23:59:59.000-05:00')
  newYork.firstInstant = await allocateAt(others[1]!, '2024-03-10T00:00:00.000-05:00')
  newYork.lateEvening = await allocateAt(others[2]!, '2024-03-10T23:30:00.000-04:00')
  // Half past midnight on the 11th in Lagos, still the 10th in UTC and in Mexico City.
  lagos.afterMidnight = await allocateAt(others[3]!, '2024-06-11T00:30:00.000+01:00')
})
afterAll(() => server?.close())

async function idsOf(token: string, filter: ListInput) {
  const { rows } = await walkList(server, 'all', filter, token)
  const { body } = await server.call(allCases.summary, filter, { token })
  expect(body.data.count, 'the totals count the same cases').toBe(rows.length)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

const idsIn = (places: Record<string, { id: number }>, ...names: string[]) =>
  names.map((name) => places[name]!.id).sort((a, b) => a - b)

describe("the allocated range is read in whole days of the user's time zone", () => {
  it('a Mexico City collector filtering one day gets her midnight to midnight, late evening included', async () => {
    const day = { allocatedFrom: '2024-06-10', allocatedTo: '2024-06-10' }
    expect(await idsOf(collectorMx, day)).toEqual(idsIn(mexico, 'firstInstant', 'lateEvening', 'lastInstant'))
    expect(await idsOf(collectorMx, { allocatedFrom: '2024-06-11', allocatedTo: '2024-06-11' })).toEqual(
      idsIn(mexico, 'nextMidnight'),
    )
  })

  it('a range of two days includes both end days whole', async () => {
    expect(await idsOf(collectorMx, { allocatedFrom: '2024-06-09', allocatedTo: '2024-06-10' })).toEqual(
      idsIn(mexico, 'dayBefore', 'firstInstant', 'lateEvening', 'lastInstant'),
    )
  })

  it('the same cases fall on other days for a manager in Lagos, six hours later on the clock', async () => {
    // 22:30 on the 10th in Mexico City is 05:30 on the 11th in Lagos.
    expect(await idsOf(lagosManager, { allocatedFrom: '2024-06-10', allocatedTo: '2024-06-10' })).toEqual(
      idsIn(mexico, 'dayBefore', 'firstInstant'),
    )
    expect(await idsOf(lagosManager, { allocatedFrom: '2024-06-11', allocatedTo: '2024-06-11' })).toEqual(
      [...idsIn(mexico, 'lateEvening', 'lastInstant', 'nextMidnight'), ...idsIn(lagos, 'afterMidnight')].sort(
        (a, b) => a - b,
      ),
    )
  })

  it('a day of 23 hours (summer time begins) is still one whole day', async () => {
    expect(await idsOf(newYorkManager, { allocatedFrom: '2024-03-10', allocatedTo: '2024-03-10' })).toEqual(
      idsIn(newYork, 'firstInstant', 'lateEvening'),
    )
  })

  it('a time zone sent by the client changes nothing: the session says where the user is', async () => {
    const day = { allocatedFrom: '2024-06-10', allocatedTo: '2024-06-10', timeZone: 'Africa/Lagos' }
    const { body } = await server.call(allCases.list, day as ListInput, { token: collectorMx })
    expect(body.data.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      idsIn(mexico, 'firstInstant', 'lateEvening', 'lastInstant'),
    )
  })

  it.each([
    ['the first day the schema takes', '1900-01-01', '1900-01-01'],
    ['the last day there is', '9999-12-31', '9999-12-31'],
  ])('%s is an ordinary, empty day, not a failure', async (_, allocatedFrom, allocatedTo) => {
    for (const entry of [allCases.list, allCases.summary]) {
      const { status, body } = await server.call(
        entry,
        { allocatedFrom, allocatedTo },
        { token: collectorMx },
      )
      expect({ status, respCode: body.respCode }).toEqual({ status: 200, respCode: '000000' })
    }
  })

  it('the column is compared with two instants, so the allocated-at indexes serve the filter', () => {
    const dialect = new PgDialect()
    const [from, to] = filterConditions(
      { allocatedFrom: '2024-06-10', allocatedTo: '2024-06-10' },
      'America/Mexico_City',
    ).map((condition) => dialect.sqlToQuery(condition))
    expect(from!.sql).toBe('"cases"."allocated_at" >= $1')
    expect(to!.sql).toBe('"cases"."allocated_at" < $1')
    expect(from!.params).toEqual(['2024-06-10T06:00:00.000Z'])
    expect(to!.params).toEqual(['2024-06-11T06:00:00.000Z'])
  })
})
