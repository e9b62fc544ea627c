import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allocateCases } from '../../contract/caseAllocation.ts'
import {
  addCollectionRecord,
  type CaseFilters,
  type CaseView,
  caseFilterChoices,
  caseListsByView,
  caseViews,
  markCase,
} from '../../contract/cases.ts'
import { users } from '../../server/database/schema/accounts.ts'
import {
  caseListAllocationHours,
  caseListDueFigures,
  caseListFigures,
  caseListHolderFigures,
  caseListHolders,
} from '../../server/database/schema/caseListFigures.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { apps, teams, teamTypes } from '../../server/database/schema/system.ts'
import { caseListWhere } from '../../server/services/cases/caseFilters.ts'
import { rebuildCaseListFigures } from '../../server/services/cases/caseListFigures.ts'
import { scopeCondition, scopeOf, viewCondition } from '../../server/services/cases/caseScope.ts'
import type { SignedInUser } from '../../server/services/sessions.ts'
import { applyAsService, aRecord, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The lists' totals and filter choices come from kept figures (docs/decisions/0057). Whatever the
// writes, each must stay equal to counting the cases themselves with the list's own condition, for
// every role's reach, every view and the filters the figures answer.
let server: TestServer
const people = ['manager', 'officemanager', 'leader', 'collector', 'seller', 'auditor'] as const
type Person = (typeof people)[number]
const tokens = {} as Record<Person, string>
const signedIn = {} as Record<Person, SignedInUser>
const ids = {} as Record<Person, number>
let lagosId: number
let cdmxId: number
let filterSets: CaseFilters[]
const offTheHour: Partial<Record<Person, string>> = { manager: 'Asia/Kolkata', leader: 'Asia/Kathmandu' }

beforeAll(async () => {
  server = await startTestServer()
  for (const name of people) {
    ids[name] = await userIdOf(server, name)
    // Clocks off the hour, so ranges of allocated days end in part-hours counted from the cases.
    const timeZone = offTheHour[name]
    if (timeZone) await server.db.update(users).set({ timeZone }).where(eq(users.id, ids[name]))
    tokens[name] = await server.signInAs(name)
    const [user] = await server.db
      .select({ roleId: users.roleId, teamId: users.teamId, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, ids[name]))
    const actor = { ...user!, userId: ids[name], menuIdList: await menusOf(name) }
    signedIn[name] = actor as Pick<SignedInUser, keyof typeof actor> as SignedInUser
  }
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosId = rows.find((row) => row.name === 'Lagos S1 Collection')!.id
  cdmxId = rows.find((row) => row.name === 'CDMX S2 Collection')!.id
  await server.db.update(teams).set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
  filterSets = await keptFilterSets()
})
afterAll(() => server?.close())

/** The list views a person opens, by asking each list (a refusal is a menu they lack). */
async function menusOf(name: Person): Promise<number[]> {
  const opened: number[] = []
  for (const view of Object.keys(caseViews) as CaseView[]) {
    const { status } = await server.call(caseListsByView[view].summary, {}, { token: tokens[name] })
    if (status === 200) opened.push(caseViews[view])
  }
  return opened
}

const viewsOf = (name: Person) =>
  (Object.keys(caseViews) as CaseView[]).filter((view) => signedIn[name].menuIdList.includes(caseViews[view]))

/** The list's totals counted from the cases with the list's own condition: the plain scan. */
async function scannedTotals(name: Person, view: CaseView, filters: CaseFilters) {
  const groups = await server.db
    .select({
      currency: apps.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${cases.amount})::bigint`.mapWith(Number),
      paidAmount: sql<number>`sum(${cases.paidAmount})::bigint`.mapWith(Number),
    })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(caseListWhere(scopeOf(signedIn[name]), view, filters, signedIn[name].timeZone))
    .groupBy(apps.currency)
    .orderBy(apps.currency)
  return {
    count: groups.reduce((all, group) => all + group.count, 0),
    totals: groups.map(({ currency, amount, paidAmount }) => ({ currency, amount, paidAmount })),
  }
}

/** The filter choices counted from the cases: the holders and team types of every listable case. */
async function scannedChoices(name: Person) {
  const user = signedIn[name]
  if (scopeOf(user).kind === 'own') return { owners: [], teamTypes: [] }
  const listable = and(scopeCondition(scopeOf(user)), or(...viewsOf(name).map(viewCondition)))
  const owners = await server.db
    .selectDistinct({ id: users.id, name: users.displayName })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.ownerId))
    .where(listable)
    .orderBy(asc(users.displayName), asc(users.id))
  const types = await server.db
    .selectDistinct({ id: teamTypes.id })
    .from(cases)
    .innerJoin(teamTypes, eq(teamTypes.id, cases.teamTypeId))
    .where(listable)
    .orderBy(asc(teamTypes.id))
  return { owners, teamTypes: types.map((type) => type.id) }
}

/** Every filter the kept figures answer, alone and in pairs with the holder and the team. */
async function keptFilterSets(): Promise<CaseFilters[]> {
  const [app] = await server.db.select({ id: apps.id }).from(apps).orderBy(apps.id)
  const [type] = await server.db.select({ id: teamTypes.id }).from(teamTypes).orderBy(teamTypes.id)
  const single: CaseFilters[] = [
    {},
    { status: 'unpaid' },
    { status: 'paidOff' },
    { status: 'delayed' },
    { closed: 'yes' },
    { closed: 'no' },
    { appId: app!.id },
    { teamTypeId: type!.id },
    { teamId: lagosId },
    { ownerId: ids.collector },
    { deal: 'yes' },
    { appointment: 'yes' },
    { appointment: 'no' },
    { connectionStatus: 'connected' },
  ]
  return [
    ...single,
    ...single.map((filters) => ({ ...filters, ownerId: ids.collector })),
    ...single.map((filters) => ({ ...filters, teamId: cdmxId, deal: 'no' as const })),
    // Overdue days move with the clock: they are summed from the kept due days.
    { overdueMin: 0 },
    { overdueMin: 1 },
    { overdueMin: 30, status: 'unpaid' },
    { overdueMax: 10 },
    { overdueMin: 1, overdueMax: 60, teamId: lagosId, closed: 'no' },
    { overdueMin: 2, appId: app!.id, teamTypeId: type!.id, status: 'delayed' },
    // Filters no kept table answers together are counted from the cases; they must agree all the same.
    { overdueMin: 5, deal: 'yes' },
    { overdueMax: 40, ownerId: ids.collector },
    // Ranges of allocated days sum the kept hours and count their part-hours from the cases.
    { allocatedFrom: '2020-01-01', allocatedTo: '2099-12-31' },
    { allocatedFrom: daysFromToday(-3), allocatedTo: daysFromToday(0) },
    { allocatedFrom: daysFromToday(0), allocatedTo: daysFromToday(0) },
    { allocatedFrom: daysFromToday(-40), allocatedTo: daysFromToday(-1), status: 'unpaid', teamId: lagosId },
    { allocatedFrom: daysFromToday(-10), allocatedTo: '9999-12-31', closed: 'no', appId: app!.id },
    { allocatedFrom: daysFromToday(-3), allocatedTo: daysFromToday(0), deal: 'no' },
    { search: 'a' },
  ]
}

/** One person's totals of every list they open, under every filter set, and their filter choices. */
async function expectFiguresEqualTheScan(name: Person) {
  for (const view of viewsOf(name))
    for (const filters of filterSets) {
      const { status, body } = await server.call(caseListsByView[view].summary, filters, {
        token: tokens[name],
      })
      expect({ name, view, filters, status }).toEqual({ name, view, filters, status: 200 })
      expect({ name, view, filters, totals: body.data }).toEqual({
        name,
        view,
        filters,
        totals: await scannedTotals(name, view, filters),
      })
    }
  const { body } = await server.call(caseFilterChoices, undefined, { token: tokens[name] })
  const answered = { owners: body.data.owners, teamTypes: body.data.teamTypes.map((type) => type.id) }
  expect({ name, choices: answered }).toEqual({ name, choices: await scannedChoices(name) })
}

/**
 * A test per person, so each one's budget covers one person's lists (a few hundred calls), not every
 * role's at once: on the two-core CI machine shared by three runners, all six took over 60 s once.
 */
function figuresEqualTheScanForEveryone() {
  it.each(people)("for the %s's lists", async (name) => {
    await expectFiguresEqualTheScan(name)
  })
}

const openCollectionCases = async (teamId: number, count: number) =>
  (
    await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.teamId, teamId), eq(cases.kind, 'collection'), isNull(cases.closedAt)))
      .orderBy(cases.id)
      .limit(count)
  ).map((row) => row.id)

const collectorsCases = async (count: number) =>
  (
    await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.ownerId, ids.collector), isNull(cases.closedAt), eq(cases.status, 'unpaid')))
      .orderBy(cases.id)
      .limit(count)
  ).map((row) => row.id)

/** A calendar day some days from today's (UTC); the ranges' ends fall on each reader's own clock. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

describe('the kept totals and filter choices equal the scan after the writes that change them', () => {
  describe('as seeded', () => {
    figuresEqualTheScanForEveryone()
  })

  describe('after two allocations at once, across teams', () => {
    beforeAll(async () => {
      const [fromLagos, fromCdmx] = [
        await openCollectionCases(lagosId, 6),
        await openCollectionCases(cdmxId, 6),
      ]
      const answers = await atOnce([
        server.call(
          allocateCases,
          { caseIds: fromLagos, teamId: cdmxId, way: 'evenSplit', clientMutationId: randomUUID() },
          { token: tokens.manager },
        ),
        server.call(
          allocateCases,
          { caseIds: fromCdmx, teamId: lagosId, way: 'evenSplit', clientMutationId: randomUUID() },
          { token: tokens.manager },
        ),
      ] as const)
      expect(answers.map((answer) => answer.body.respCode)).toEqual(['000000', '000000'])
    })
    figuresEqualTheScanForEveryone()
  })

  describe("after a collector's marks and records: a deal, a promise with its appointment, a connection", () => {
    beforeAll(async () => {
      const [dealt, promised] = await collectorsCases(2)
      const marked = await server.call(
        markCase,
        { caseId: dealt!, clientMutationId: randomUUID(), mark: 'MARK_DEAL' },
        { token: tokens.collector },
      )
      expect(marked.body.respCode).toBe('000000')
      const recorded = await server.call(
        addCollectionRecord,
        {
          caseId: promised!,
          clientMutationId: randomUUID(),
          record: aRecord({ dateItem: 'promiseToPay', dateTime: later(5) }),
        },
        { token: tokens.collector },
      )
      expect(recorded.body.respCode).toBe('000000')
    })
    figuresEqualTheScanForEveryone()
  })

  describe('after repayments, a cut, a case paid off and a case closed', () => {
    beforeAll(async () => {
      const [paidPart, cut, paidOff, closed] = await collectorsCases(4)
      const owed = async (caseId: number) =>
        (await server.db.select({ amount: cases.amount }).from(cases).where(eq(cases.id, caseId)))[0]!.amount
      await applyAsService(server, paidPart!, ids.manager, {
        type: 'REPAYMENT_RECEIVED',
        amount: 100,
        kind: 'normal',
      })
      await applyAsService(server, cut!, ids.manager, { type: 'AMOUNT_CUT', amount: 50, cutId: 1 })
      await applyAsService(server, paidOff!, ids.manager, {
        type: 'REPAYMENT_RECEIVED',
        amount: await owed(paidOff!),
        kind: 'normal',
      })
      await applyAsService(server, closed!, ids.manager, { type: 'CLOSE', reason: 'retrieved' })
    })
    figuresEqualTheScanForEveryone()
  })

  describe('after new cases, amounts and due days changed by hand and a case taken out', () => {
    beforeAll(async () => {
      const [model] = await server.db.select().from(cases).where(eq(cases.ownerId, ids.collector)).limit(1)
      const { id: _id, nameKey: _name, queueRank: _rank, queueAt: _at, ...copy } = model!
      await server.db.insert(cases).values([
        { ...copy, caseNo: `FIG-${randomUUID()}`, ownerId: ids.leader, teamId: cdmxId, amount: 777 },
        { ...copy, caseNo: `FIG-${randomUUID()}`, kind: 'sale', ownerId: null, teamId: null },
      ])
      await server.db
        .update(cases)
        .set({ amount: sql`${cases.amount} + 1`, dueDate: sql`${cases.dueDate} - 3` })
        .where(inArray(cases.id, await collectorsCases(3)))
      const [gone] = await server.db
        .insert(cases)
        .values({ ...copy, caseNo: `FIG-${randomUUID()}` })
        .returning({ id: cases.id })
      await server.db.delete(cases).where(eq(cases.id, gone!.id))
    })
    figuresEqualTheScanForEveryone()
  })

  it('a rebuild from the cases finds the same figures the writes kept', async () => {
    const kept = async () => ({
      byTeam: await server.db.select().from(caseListFigures).where(gt(caseListFigures.cases, 0)),
      byHolder: await server.db
        .select()
        .from(caseListHolderFigures)
        .where(gt(caseListHolderFigures.cases, 0)),
      byDueDay: await server.db.select().from(caseListDueFigures).where(gt(caseListDueFigures.cases, 0)),
      holders: await server.db.select().from(caseListHolders).where(gt(caseListHolders.cases, 0)),
      byAllocationHour: await server.db
        .select()
        .from(caseListAllocationHours)
        .where(gt(caseListAllocationHours.cases, 0)),
    })
    const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort()
    const before = await kept()
    await rebuildCaseListFigures(server.db)
    const after = await kept()
    expect(sorted(after.byTeam)).toEqual(sorted(before.byTeam))
    expect(sorted(after.byHolder)).toEqual(sorted(before.byHolder))
    expect(sorted(after.byDueDay)).toEqual(sorted(before.byDueDay))
    expect(sorted(after.holders)).toEqual(sorted(before.holders))
    expect(sorted(after.byAllocationHour)).toEqual(sorted(before.byAllocationHour))
    expect(after.byHolder.length).toBeGreaterThan(0)
  })
})
