import { and, count, eq, gte, isNotNull, isNull, lt, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewRule, type RuleDefinitionInput } from '../../contract/automaticRules.ts'
import { allCases } from '../../contract/cases.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { apps, teamTypes } from '../../server/database/schema/system.ts'
import { teamIdOf } from '../support/automaticRuleSamples.ts'
import { userIdOf } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// Which cases a rule's conditions take (issue 26): as the case lists filter them where they share a
// filter (overdue days, app, status, team type, team), and held, held too long or held by a member who
// may no longer work them where they do not. Read through the dry run, which writes nothing.

let server: TestServer
let manager: string
let lagos: number
let cdmx: number
let owoCredit: number
let collectionType: number
let chinedu: number

beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  lagos = await teamIdOf(server, 'Lagos S1 Collection')
  cdmx = await teamIdOf(server, 'CDMX S2 Collection')
  const [owo] = await server.db.select({ id: apps.id }).from(apps).where(eq(apps.code, 'OWOCREDIT'))
  owoCredit = owo!.id
  const [collection] = await server.db
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(eq(teamTypes.code, 'collection'))
  collectionType = collection!.id
  chinedu = await userIdOf(server, 'collector')
})
afterAll(() => server?.close())

/** How many open cases a rule of these conditions matches now: its dry run to one member by name. */
async function matched(conditions: Partial<RuleDefinitionInput>) {
  const { body } = await server.call(
    previewRule,
    {
      name: 'Conditions',
      time: '07:00',
      timeZone: 'UTC',
      days: [1],
      action: 'allocate',
      toTeamId: lagos,
      way: 'manual',
      memberIds: [chinedu],
      cap: 10_000,
      ...conditions,
    },
    { token: manager },
  )
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data.matched
}

/** How many open collection cases All cases counts with these filters. */
async function listed(filters: Record<string, unknown>) {
  const { body } = await server.call(allCases.summary, { ...filters, closed: 'no' } as never, {
    token: manager,
  })
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data.count
}

const openCollection = and(eq(cases.kind, 'collection'), isNull(cases.closedAt))
async function countWhere(where: ReturnType<typeof and>) {
  const [row] = await server.db.select({ n: count() }).from(cases).where(and(openCollection, where))
  return row!.n
}

describe("a rule's conditions, all of them together", () => {
  it('counts overdue days, the app, the status, the team type and the team as All cases does', async () => {
    const shared = [
      { appId: owoCredit, overdueMin: 1, overdueMax: 7 },
      { overdueMin: 30 },
      { overdueMax: 0 },
      { status: 'delayed' as const, teamTypeId: collectionType },
      { inTeamId: cdmx, overdueMin: 8, overdueMax: 30 },
    ]
    for (const conditions of shared) {
      const { inTeamId, ...filters } = conditions as typeof conditions & { inTeamId?: number }
      const expected = await listed({ ...filters, ...(inTeamId ? { teamId: inTeamId } : {}) })
      expect(await matched(conditions), JSON.stringify(conditions)).toBe(expected)
    }
    // Some of them match something, so the comparison says something.
    expect(await matched({ appId: owoCredit, overdueMin: 1, overdueMax: 7 })).toBeGreaterThan(0)
  })

  it("takes an amount range in the app's minor units, both ends included", async () => {
    const [some] = await server.db
      .select({ amount: cases.amount })
      .from(cases)
      .where(and(openCollection, eq(cases.appId, owoCredit)))
      .limit(1)
    const range = { amountMin: some!.amount, amountMax: some!.amount * 3 }
    const expected = await countWhere(
      and(eq(cases.appId, owoCredit), gte(cases.amount, range.amountMin), lte(cases.amount, range.amountMax)),
    )
    expect(expected).toBeGreaterThan(0)
    expect(await matched({ appId: owoCredit, ...range })).toBe(expected)
  })

  it('tells held from held by no one, and held for more than so many days', async () => {
    const inCdmx = eq(cases.teamId, cdmx)
    expect(await matched({ inTeamId: cdmx, holder: 'held' })).toBe(
      await countWhere(and(inCdmx, isNotNull(cases.ownerId))),
    )
    expect(await matched({ holder: 'notHeld' })).toBe(await countWhere(isNull(cases.ownerId)))
    const days = 20
    const expected = await countWhere(
      and(inCdmx, isNotNull(cases.ownerId), lt(cases.allocatedAt, new Date(Date.now() - days * 86_400_000))),
    )
    expect(expected).toBeGreaterThan(0)
    expect(await matched({ inTeamId: cdmx, holder: 'held', heldDaysOver: days })).toBe(expected)
  })

  it('finds the cases of a member who may no longer work them: disabled, or gone to another team', async () => {
    const tunde = await userIdOf(server, 'expired')
    const his = await countWhere(eq(cases.ownerId, tunde))
    expect(his).toBeGreaterThan(0)
    expect(await matched({ inTeamId: lagos, holder: 'heldByInvalid' })).toBe(0)
    await server.db.update(users).set({ status: 'disabled' }).where(eq(users.id, tunde))
    expect(await matched({ inTeamId: lagos, holder: 'heldByInvalid' })).toBe(his)
    await server.db.update(users).set({ status: 'active', teamId: cdmx }).where(eq(users.id, tunde))
    expect(await matched({ inTeamId: lagos, holder: 'heldByInvalid' })).toBe(his)
    await server.db.update(users).set({ teamId: lagos }).where(eq(users.id, tunde))
    expect(await matched({ holder: 'heldByInvalid' })).toBe(0)
  })
})
