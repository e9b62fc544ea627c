import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../server/config.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { rebuildKeptFigures } from '../../server/services/dashboards/index.ts'
import { casesHeldBy, liveCaseCounts } from '../../server/services/dashboards/liveCaseCounts.ts'
import { caseSupply } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
}, 600_000)
afterAll(() => server?.close())

const { primeTime } = configFromEnv({}).dashboards
// Wednesday 25 November 2026, 08:00 UTC: 09:00 in Lagos (UTC+1), 02:00 in Mexico City (UTC-6).
const now = new Date('2026-11-25T08:00:00Z')

async function heldBy(timeZone: string, held: Array<Partial<typeof cases.$inferInsert>>) {
  const account = await server.newAccount({ roleId: 2 })
  await server.db.update(users).set({ timeZone }).where(eq(users.id, account.userId))
  const caseIds = await take(held.length, eq(cases.kind, 'collection'), isNull(cases.closedAt))
  for (const [index, columns] of held.entries())
    await server.db
      .update(cases)
      .set({ ownerId: account.userId, status: 'unpaid', appointmentAt: null, ...columns })
      .where(eq(cases.id, caseIds[index]!))
  // Set in the table by hand: the kept figures are counted again from it, as the backfill does.
  await rebuildKeptFigures(server.db)
  return account.userId
}

describe('the dashboards’ live figures, on the holder’s own clock', () => {
  it('counts the unfinished cases allocated today and this week, and those whose appointment falls in prime time or the next 24 hours', async () => {
    const lagos = await heldBy('Africa/Lagos', [
      // Allocated at 08:00 Lagos today; its appointment at 10:00 Lagos, in prime time (09:00 to 13:00).
      { allocatedAt: new Date('2026-11-25T07:00:00Z'), appointmentAt: new Date('2026-11-25T09:00:00Z') },
      // Allocated on Monday; its appointment tomorrow at 08:00 Lagos, within 24 hours, not in today's prime time.
      { allocatedAt: new Date('2026-11-23T06:00:00Z'), appointmentAt: new Date('2026-11-26T07:00:00Z') },
      // Allocated on Sunday at 23:30 Lagos: last week.
      { allocatedAt: new Date('2026-11-22T22:30:00Z') },
      // Paid off: finished, counted by none of them.
      { allocatedAt: new Date('2026-11-25T07:00:00Z'), status: 'paidOff', appointmentAt: now },
    ])
    expect(await liveCaseCounts(server.db, [lagos], now, primeTime)).toEqual([
      {
        personId: lagos,
        unfinishedToday: 1,
        unfinishedThisWeek: 2,
        expiringInPrimeTime: 1,
        expiringWithin24Hours: 2,
      },
    ])
    // The staff dashboard's cases held: every unfinished one, however old.
    expect((await casesHeldBy(server.db, [lagos])).get(lagos)).toBe(3)
  })

  it('a case allocated at 05:00 UTC was allocated yesterday (23:00) for a Mexico City collector, and 10:00 Lagos is no prime time of theirs', async () => {
    const mexico = await heldBy('America/Mexico_City', [
      { allocatedAt: new Date('2026-11-25T05:00:00Z'), appointmentAt: new Date('2026-11-25T09:00:00Z') },
    ])
    expect(await liveCaseCounts(server.db, [mexico], now, primeTime)).toEqual([
      {
        personId: mexico,
        unfinishedToday: 0,
        unfinishedThisWeek: 1,
        expiringInPrimeTime: 0,
        expiringWithin24Hours: 1,
      },
    ])
  })

  it('a case allocated weeks ago with its appointment days ahead counts in none of them, yet is held', async () => {
    const held = await heldBy('Africa/Lagos', [
      { allocatedAt: new Date('2026-10-01T09:00:00Z'), appointmentAt: new Date('2026-11-29T09:00:00Z') },
    ])
    expect(await liveCaseCounts(server.db, [held], now, primeTime)).toEqual([])
    expect((await casesHeldBy(server.db, [held])).get(held)).toBe(1)
  })
})
