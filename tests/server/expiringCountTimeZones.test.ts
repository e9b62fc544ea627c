import { eq, isNull, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DashboardCaseList } from '../../contract/dashboards.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { expiringCaseCounts } from '../../server/services/dashboards/expiringCaseCounts.ts'
import { keepingCaseFigures } from '../../server/services/dashboards/keptCaseFigures.ts'
import { caseListCondition } from '../../server/services/dashboards/liveCaseCounts.ts'
import { caseSupply } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The expiring figures read whole hours from the kept appointments and the partial hours at their
// windows' edges from the cases (docs/decisions/0048). Over random appointments, clocks (India's and
// Nepal's are off the whole hour, Newfoundland's behind it), prime-time settings and moments, each
// person's counts equal the cases their lists show: the same cases counted one by one.

let server: TestServer
let holders: number[]
let held: number[]
beforeAll(async () => {
  server = await startTestServer()
  const take = caseSupply(server)
  holders = []
  for (let n = 0; n < 3; n += 1) holders.push((await server.newAccount({ roleId: 2 })).userId)
  held = await take(12, eq(cases.kind, 'collection'), isNull(cases.closedAt))
}, 600_000)
afterAll(() => server?.close())

const hourMs = 3_600_000
const minuteMs = 60_000
const zones = ['Africa/Lagos', 'America/Mexico_City', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns']

const heldCase = fc.record({
  holder: fc.option(fc.nat(2), { nil: null }),
  /** Minutes from the hour `now` falls in: a day and more either side, often near the edges of the next 24 hours. */
  minutes: fc.oneof(
    fc.integer({ min: -30 * 60, max: 30 * 60 }),
    fc.integer({ min: -90, max: 90 }),
    fc.integer({ min: 24 * 60 - 90, max: 24 * 60 + 90 }),
  ),
  /** Off the minute by nothing, a millisecond, or half a minute. */
  jitter: fc.constantFrom(0, 1, 30_000),
  booked: fc.boolean(),
  paidOff: fc.boolean(),
})

const setting = fc.record({
  zones: fc.array(fc.constantFrom(...zones), { minLength: 3, maxLength: 3 }),
  cases: fc.array(heldCase, { minLength: 12, maxLength: 12 }),
  /** Into its hour `now` is: on the hour, or anywhere in it. */
  nowInHour: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: hourMs - 1 })),
  primeFrom: fc.integer({ min: 0, max: 23 }),
  primeLength: fc.integer({ min: 1, max: 8 }),
})

const expiringLists: Record<'expiringInPrimeTime' | 'expiringWithin24Hours', DashboardCaseList> = {
  expiringInPrimeTime: 'atHearing',
  expiringWithin24Hours: 'in24Hours',
}

describe('the expiring figures', () => {
  it('equal the cases each holder’s lists count, on every clock, setting and moment', async () => {
    const thisHour = Math.floor(Date.now() / hourMs) * hourMs
    await fc.assert(
      fc.asyncProperty(
        setting,
        async ({ zones: clocks, cases: setUp, nowInHour, primeFrom, primeLength }) => {
          const now = new Date(thisHour + nowInHour)
          const primeTime = { fromHour: primeFrom, toHour: Math.min(24, primeFrom + primeLength) }
          for (const [index, userId] of holders.entries())
            await server.db.update(users).set({ timeZone: clocks[index]! }).where(eq(users.id, userId))
          // Through the write path's keeping of the figures, as a booking or an allocation does.
          await server.db.transaction((tx) =>
            keepingCaseFigures(tx, held, async () => {
              for (const [index, one] of setUp.entries())
                await tx
                  .update(cases)
                  .set({
                    ownerId: one.holder === null ? null : holders[one.holder]!,
                    status: one.paidOff ? 'paidOff' : 'unpaid',
                    appointmentAt: one.booked
                      ? new Date(thisHour + one.minutes * minuteMs + one.jitter)
                      : null,
                  })
                  .where(eq(cases.id, held[index]!))
            }),
          )
          const counted = await expiringCaseCounts(server.db, holders, now, primeTime)
          for (const [index, userId] of holders.entries()) {
            const holder = { id: userId, timeZone: clocks[index]! }
            for (const [figure, list] of Object.entries(expiringLists)) {
              const [row] = await server.db
                .select({ n: sql<number>`count(*)::int` })
                .from(cases)
                .where(caseListCondition(list, holder, now, primeTime))
              expect({
                holder: index,
                figure,
                count: counted.get(userId)?.[figure as keyof typeof expiringLists] ?? 0,
              }).toEqual({ holder: index, figure, count: row!.n })
            }
          }
        },
      ),
      { numRuns: 40 },
    )
  }, 240_000)
})
