import { readFileSync } from 'node:fs'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allocateCases, retrieveCases } from '../../contract/caseAllocation.ts'
import { addCollectionRecord } from '../../contract/cases.ts'
import { clock } from '../../contract/staffs.ts'
import { executedRows } from '../../server/database/executedRows.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { personDayWork } from '../../server/database/schema/dashboards.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import { AppError } from '../../server/http/errors.ts'
import { keepingCaseFigures } from '../../server/services/dashboards/keptCaseFigures.ts'
import { countSaleEntry } from '../../server/services/dashboards/keptFigures.ts'
import {
  type PeopleRange,
  rebuildKeptFigures,
  recountedAppointments,
  recountedHeldCases,
  recountedRepayments,
  recountedSales,
  recountedWork,
} from '../../server/services/dashboards/keptFiguresRebuild.ts'
import {
  keptCountTotals,
  keptMoneyTotals,
  keptSalesTotals,
} from '../../server/services/dashboards/keptFigureTotals.ts'
import { takeNotifiedRepayment } from '../../server/services/repayments/notifiedRepayment.ts'
import { takeSaleOrderEntry } from '../../server/services/sellersPerformance/index.ts'
import { aRecord, caseSupply, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The kept figures (docs/decisions/0044) against the records they count: after random activity
// through the real write paths, every kept row equals its recount, and a team's figure is the sum of
// its members', the operation's the sum of the teams', money per currency.

let server: TestServer
let take: ReturnType<typeof caseSupply>
let manager: string
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
  manager = await server.signInAs('manager')
  // Every day a duty day, so allocating and clocking in do not hang on the weekday the test runs.
  await server.db.update(teams).set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
}, 600_000)

/** Hands cases to a person for a test's setting, as a write path does: keeping the unfinished counts. */
async function handOver(userId: number, caseIds: number[]) {
  await server.db.transaction((tx) =>
    keepingCaseFigures(tx, caseIds, () =>
      tx.update(cases).set({ ownerId: userId, allocatedAt: new Date() }).where(inArray(cases.id, caseIds)),
    ),
  )
}
afterAll(() => server?.close())

const everyone: PeopleRange = { from: 0, to: 2_147_483_647 }
const minuteMs = 60_000

const keptCounts = {
  person_day_work: sql`calls + whatsapp_messages + finished_cases + clock_ins + unfinished_allocated <> 0`,
  person_day_repayments: sql`repayments <> 0 or repaid_amount <> 0`,
  person_day_sales: sql`sale_orders <> 0 or entered_app <> 0 or applied_amount <> 0`,
  person_hour_appointments: sql`appointments <> 0`,
  person_held_cases: sql`unfinished <> 0`,
}

/** A kept table's rows without the days (hours) a change took back to nothing, in one order. */
async function keptRows(table: keyof typeof keptCounts) {
  const counts = keptCounts[table]
  return normalised(await server.db.execute(sql`select * from ${sql.raw(table)} where ${counts}`))
}

function normalised(result: unknown) {
  return executedRows<Record<string, unknown>>(result)
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
}

async function expectKeptEqualsRecount() {
  expect(await keptRows('person_day_work')).toEqual(
    normalised(await server.db.execute(recountedWork(everyone))),
  )
  expect(await keptRows('person_day_repayments')).toEqual(
    normalised(await server.db.execute(recountedRepayments(everyone))),
  )
  expect(await keptRows('person_day_sales')).toEqual(
    normalised(await server.db.execute(recountedSales(everyone))),
  )
  expect(await keptRows('person_hour_appointments')).toEqual(
    normalised(await server.db.execute(recountedAppointments(everyone))),
  )
  expect(await keptRows('person_held_cases')).toEqual(
    normalised(await server.db.execute(recountedHeldCases(everyone))),
  )
}

type Totals = Record<string, number>
type GroupRow = { group: number | null; currency?: string }

/** Adds up rows by a key made from the group (and the currency), as the level above would. */
function summedUp(rows: GroupRow[], keyOf: (group: number | null) => string) {
  const sums = new Map<string, Totals>()
  for (const { group, currency, ...figures } of rows) {
    const key = `${keyOf(group)}:${currency ?? ''}`
    const sum = sums.get(key) ?? {}
    for (const [name, value] of Object.entries(figures)) sum[name] = (sum[name] ?? 0) + Number(value)
    sums.set(key, sum)
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)))
}

async function expectGroupsAddUp() {
  const days = { from: '2000-01-01', to: '2100-01-01' }
  const teamOf = new Map(
    (await server.db.select({ id: users.id, teamId: users.teamId }).from(users)).map((row) => [
      row.id,
      row.teamId,
    ]),
  )
  for (const read of [keptCountTotals, keptMoneyTotals, keptSalesTotals]) {
    const [people, byTeam, operation]: GroupRow[][] = [
      await read(server.db, 'person', days),
      await read(server.db, 'team', days),
      await read(server.db, 'operation', days),
    ]
    expect(summedUp(people!, (person) => String(teamOf.get(person!) ?? null))).toEqual(
      summedUp(byTeam!, (team) => String(team)),
    )
    expect(summedUp(byTeam!, () => 'all')).toEqual(summedUp(operation!, () => 'all'))
  }
}

const timeZones = ['Africa/Lagos', 'America/Mexico_City', 'Asia/Karachi', 'Asia/Kolkata'] as const

type Activity =
  | {
      kind: 'record'
      caseIndex: number
      channel: 'call' | 'whatsapp'
      minutesAgo: number
      /** A promise to pay this many minutes ahead, booked as the case's appointment; none if null. */
      promiseIn: number | null
    }
  | { kind: 'repay'; caseIndex: number; settles: boolean; minutesAgo: number }
  | { kind: 'tellAgain' }
  | { kind: 'clock'; who: number; clock: 'in' | 'out' }
  | { kind: 'reallocate'; caseIndex: number; to: number }
  | { kind: 'enterApp'; saleIndex: number; minutesAgo: number }

const casesPerRun = 6
/** Sale orders held by the same people, which enter the app and are reallocated and retrieved too. */
const salesPerRun = 2
const peoplePerRun = 3
const caseIndex = fc.nat(casesPerRun - 1)
const minutesAgo = fc.integer({ min: 1, max: 3 * 24 * 60 })
const activity: fc.Arbitrary<Activity> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      caseIndex,
      channel: fc.constantFrom('call' as const, 'whatsapp' as const),
      minutesAgo,
      promiseIn: fc.option(fc.integer({ min: 1, max: 2 * 24 * 60 }), { nil: null }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('repay' as const),
      caseIndex,
      settles: fc.boolean(),
      minutesAgo,
    }),
    weight: 3,
  },
  { arbitrary: fc.constant({ kind: 'tellAgain' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      who: fc.nat(peoplePerRun - 1),
      clock: fc.constantFrom('in' as const, 'out' as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('reallocate' as const),
      caseIndex: fc.nat(casesPerRun + salesPerRun - 1),
      to: fc.nat(peoplePerRun - 1),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('enterApp' as const),
      saleIndex: fc.nat(salesPerRun - 1),
      minutesAgo,
    }),
    weight: 2,
  },
)
const person = fc.record({
  timeZone: fc.constantFrom(...timeZones),
  teamIndex: fc.option(fc.nat(3), { nil: null }),
})

/** Open cases of both brands, so one person may hold cases in two currencies. */
async function mixedCases() {
  const brands = await server.db.select({ id: apps.id }).from(apps).orderBy(apps.id)
  const open = and(eq(cases.kind, 'collection'), eq(cases.status, 'unpaid'), isNull(cases.closedAt))
  return [
    ...(await take(casesPerRun / 2, open, eq(cases.appId, brands[0]!.id))),
    ...(await take(casesPerRun / 2, open, eq(cases.appId, brands[1]!.id))),
  ]
}

async function ignoringRefusals(write: () => Promise<unknown>) {
  try {
    await write()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
  }
}

let repaymentCount = 0
let entryCount = 0

/** Open sale orders (the demo seller's brand's). */
const saleCases = () => take(salesPerRun, and(eq(cases.kind, 'sale'), isNull(cases.closedAt)))

/** The platform tells that a sale order's customer entered the app, as its call does. */
async function enterApp(caseId: number, at: Date) {
  const [row] = await server.db
    .select({ caseNo: cases.caseNo, currency: apps.currency })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(eq(cases.id, caseId))
  entryCount += 1
  const entry = {
    platformOrderId: `DASH-ORD-${entryCount}`,
    caseNo: row!.caseNo,
    orderNo: `LN-${entryCount}`,
    appliedAmount: 1_000 * entryCount,
    currency: row!.currency,
    enteredAt: at.toISOString(),
  }
  await takeSaleOrderEntry(server.db, entry, countSaleEntry)
  // Told twice, it counts once.
  await takeSaleOrderEntry(server.db, entry, countSaleEntry)
}

/** A migration's statements that fill kept tables, as the migration runs them. */
const backfillOf = (migration: string, fills: RegExp) =>
  readFileSync(new URL(`../../server/database/migrations/${migration}.sql`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => fills.test(statement))

describe('the dashboards’ kept figures', () => {
  it('the seed leaves figures that equal the recount of the seeded records', async () => {
    await expectKeptEqualsRecount()
    expect((await keptRows('person_day_work')).length).toBeGreaterThan(0)
  })

  it('a call counts on the day of its caller’s own clock, not the server’s', async () => {
    const lagos = await userIdOf(server, 'collector')
    const token = await server.signInAs('collector')
    const [caseId] = await take(1, eq(cases.kind, 'collection'), isNull(cases.closedAt))
    await handOver(lagos, [caseId!])
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
    const utcDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    const dialled = new Date(`${utcDate}T23:30:00Z`)
    const lagosDate = new Date(dialled.getTime() + 3_600_000).toISOString().slice(0, 10)
    const dayOf = async (day: string) =>
      (
        await server.db
          .select({ calls: personDayWork.calls })
          .from(personDayWork)
          .where(and(eq(personDayWork.personId, lagos), eq(personDayWork.day, day)))
      )[0]?.calls ?? 0
    const [before, beforeUtcDay] = [await dayOf(lagosDate), await dayOf(utcDate)]
    const { body } = await server.call(
      addCollectionRecord,
      {
        caseId: caseId!,
        clientMutationId: newMutationId(),
        record: aRecord({
          diallingTime: dialled.toISOString(),
          connectionTime: new Date(dialled.getTime() + 20_000).toISOString(),
          hangUpTime: new Date(dialled.getTime() + 200_000).toISOString(),
        }),
      },
      { token },
    )
    expect(body.respCode).toBe('000000')
    expect([await dayOf(lagosDate), await dayOf(utcDate)]).toEqual([before + 1, beforeUtcDay])
  })

  it('after random records (some booking an appointment), repayments, clock-ins, reallocations and sale orders entering the app, the kept figures equal the recount, and teams and the operation add up', async () => {
    const teamIds = (await server.db.select({ id: teams.id }).from(teams).orderBy(teams.id)).map((t) => t.id)
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: peoplePerRun, maxLength: peoplePerRun }),
        fc.array(activity, { minLength: 8, maxLength: 20 }),
        async (people, activities) => {
          const accounts: Array<{ userId: number; token: string; teamId: number | null }> = []
          for (const { timeZone, teamIndex } of people) {
            const account = await server.newAccount({ roleId: 2 })
            const teamId = teamIndex === null ? null : teamIds[teamIndex % teamIds.length]!
            await server.db.update(users).set({ timeZone, teamId }).where(eq(users.id, account.userId))
            accounts.push({ ...account, teamId, token: await server.signInAs(account.username) })
          }
          const sales = await saleCases()
          const caseIds = [...(await mixedCases()), ...sales]
          const holder = new Map(caseIds.map((id, index) => [id, accounts[index % peoplePerRun]!]))
          for (const [caseId, account] of holder) await handOver(account.userId, [caseId])
          let lastNotice: Parameters<typeof takeNotifiedRepayment>[1] | undefined
          for (const next of activities) {
            if (next.kind === 'tellAgain') {
              if (lastNotice) await ignoringRefusals(() => takeNotifiedRepayment(server.db, lastNotice!))
              continue
            }
            if (next.kind === 'clock') {
              // Refused on a day off of the member's team: then nothing counts either.
              await server.call(
                clock,
                { kind: next.clock, clientMutationId: newMutationId() },
                { token: accounts[next.who]!.token },
              )
              continue
            }
            if (next.kind === 'enterApp') {
              await enterApp(sales[next.saleIndex]!, new Date(Date.now() - next.minutesAgo * minuteMs))
              continue
            }
            const caseId = caseIds[next.caseIndex]!
            if (next.kind === 'reallocate') {
              // Through the allocation and retrieval calls a manager makes; refused, nothing moves.
              const to = accounts[next.to]!
              const clientMutationId = newMutationId()
              const { body } =
                to.teamId === null
                  ? await server.call(
                      retrieveCases,
                      { caseIds: [caseId], clientMutationId },
                      { token: manager },
                    )
                  : await server.call(
                      allocateCases,
                      {
                        caseIds: [caseId],
                        teamId: to.teamId,
                        way: 'manual',
                        memberIds: [to.userId],
                        skipUnallocatable: true,
                        clientMutationId,
                      },
                      { token: manager },
                    )
              if (body.respCode === '000000' && to.teamId !== null) holder.set(caseId, to)
              continue
            }
            const at = new Date(Date.now() - next.minutesAgo * minuteMs)
            if (next.kind === 'record') {
              await server.call(
                addCollectionRecord,
                {
                  caseId,
                  clientMutationId: newMutationId(),
                  record: aRecord({
                    channel: next.channel,
                    diallingTime: at.toISOString(),
                    connectionTime: new Date(at.getTime() + 20_000).toISOString(),
                    hangUpTime: new Date(at.getTime() + 200_000).toISOString(),
                    ...(next.promiseIn === null
                      ? {}
                      : {
                          dateItem: 'promiseToPay',
                          dateTime: new Date(Date.now() + next.promiseIn * minuteMs).toISOString(),
                        }),
                  }),
                },
                { token: holder.get(caseId)!.token },
              )
            } else {
              const [row] = await server.db
                .select({ caseNo: cases.caseNo, amount: cases.amount, paidAmount: cases.paidAmount })
                .from(cases)
                .where(eq(cases.id, caseId))
              repaymentCount += 1
              lastNotice = {
                repaymentId: `DASH-${repaymentCount}`,
                caseNo: row!.caseNo,
                amount: next.settles ? Math.max(100, row!.amount - row!.paidAmount) : 100,
                kind: 'normal',
                paidAt: at.toISOString(),
              }
              await ignoringRefusals(() => takeNotifiedRepayment(server.db, lastNotice!))
            }
          }
          await expectKeptEqualsRecount()
          await expectGroupsAddUp()
        },
      ),
      { numRuns: 6 },
    )
  }, 240_000)

  it('records and repayments of one person’s day written at once all count, the money once per currency', async () => {
    const account = await server.newAccount({ roleId: 2 })
    const token = await server.signInAs(account.username)
    const caseIds = await mixedCases()
    await handOver(account.userId, caseIds)
    const numbers = await server.db
      .select({ caseNo: cases.caseNo })
      .from(cases)
      .where(inArray(cases.id, caseIds))
    const at = new Date(Date.now() - 5 * minuteMs).toISOString()
    await atOnce([
      ...caseIds.map((caseId) =>
        server.call(
          addCollectionRecord,
          { caseId, clientMutationId: newMutationId(), record: aRecord() },
          { token },
        ),
      ),
      ...numbers.map(({ caseNo }, index) =>
        takeNotifiedRepayment(server.db, {
          repaymentId: `DASH-AT-ONCE-${index}`,
          caseNo,
          amount: 100,
          kind: 'normal',
          paidAt: at,
        }),
      ),
    ])
    const [counted] = await keptCountTotals(server.db, 'person', {
      from: '2000-01-01',
      to: '2100-01-01',
    }).then((rows) => rows.filter((row) => row.group === account.userId))
    expect(counted?.calls).toBe(caseIds.length)
    // Cases of both brands: pesos and naira, one figure each, never added together.
    const money = (await keptMoneyTotals(server.db, 'person', { from: '2000-01-01', to: '2100-01-01' }))
      .filter((row) => row.group === account.userId)
      .map(({ currency, repayments, repaidAmount }) => ({ currency, repayments, repaidAmount }))
      .sort((a, b) => a.currency.localeCompare(b.currency))
    expect(money).toEqual([
      { currency: 'MXN', repayments: casesPerRun / 2, repaidAmount: 100 * (casesPerRun / 2) },
      { currency: 'NGN', repayments: casesPerRun / 2, repaidAmount: 100 * (casesPerRun / 2) },
    ])
    await expectKeptEqualsRecount()
  })

  it('an operation upgraded to the kept figures starts with its past counted: the migration fills them as the rebuild does', async () => {
    const backfill = backfillOf('0014_dashboards', /insert into "person_day_(work|repayments)"/i)
    expect(backfill).toHaveLength(2)
    // Sale orders were held before 0015 and none had entered the app: its backfill counts the held ones.
    const sales = backfillOf('0015_sale_orders', /insert into "person_day_sales"/i)
    expect(sales).toHaveLength(1)
    // 0017 counts the appointments and the cases each person holds.
    const held = backfillOf('0017_kept_appointments', /insert into "person_(hour_appointments|held_cases)"/i)
    expect(held).toHaveLength(2)
    // An operation upgraded to 0015 had no entries yet: the table telling them is new.
    await server.db.execute(sql`delete from sale_order_entries`)
    for (const table of Object.keys(keptCounts))
      await server.db.execute(sql`delete from ${sql.identifier(table)}`)
    for (const statement of [...backfill, ...sales, ...held]) await server.db.execute(sql.raw(statement))
    await expectKeptEqualsRecount()
  })

  it('the rebuild recounts figures that went wrong, reporting its progress', async () => {
    await server.db.update(personDayWork).set({ calls: 999 })
    const told: number[] = []
    const done = await rebuildKeptFigures(server.db, (progress) => told.push(progress.people), 4)
    expect(told.at(-1)).toBe(done.of)
    expect(told.length).toBe(Math.ceil(done.of / 4))
    await expectKeptEqualsRecount()
    const [any] = await server.db
      .select({ calls: personDayWork.calls })
      .from(personDayWork)
      .where(inArray(personDayWork.calls, [999]))
    expect(any).toBeUndefined()
  })
})
