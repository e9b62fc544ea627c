import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  allCases,
  type CaseView,
  caseFilterChoices,
  caseListsByView,
  collectionCases,
  sellerCases,
} from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { allTeamTypes } from '../../contract/system.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import { userIdOf, walkList } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
const tokens: Record<string, string> = {}
const ids: Record<string, number> = {}
const people = [
  'collector',
  'collector.mx',
  'expired',
  'seller',
  'leader',
  'manager',
  'officemanager',
  'auditor',
]
beforeAll(async () => {
  server = await startTestServer()
  for (const name of people) {
    ids[name] = await userIdOf(server, name)
    if (name !== 'expired') tokens[name] = await server.signInAs(name)
  }
})
afterAll(() => server?.close())

async function choicesOf(name: string, lang: 'en-US' | 'es-ES' = 'en-US') {
  const { status, body } = await server.call(caseFilterChoices, undefined, { token: tokens[name]!, lang })
  expect({ status, respCode: body.respCode }).toEqual({ status: 200, respCode: '000000' })
  return body.data
}

/** The owners of every row the user can list, over the views they may open. */
async function ownersOfListedRows(name: string, views: CaseView[]): Promise<string[]> {
  const owners = new Set<string>()
  for (const view of views) {
    const { rows } = await walkList(server, view, {}, tokens[name]!)
    for (const row of rows) if (row.owner) owners.add(row.owner)
  }
  return [...owners].sort()
}

describe('the owner choices are the people whose cases the user can list', () => {
  it("a team leader is offered exactly her team's owners, none from another team", async () => {
    const { owners } = await choicesOf('leader')
    expect(owners).toEqual([
      { id: ids.collector, name: 'Chinedu Okafor' },
      { id: ids.expired, name: 'Tunde Bello' },
    ])
    expect(owners.map((owner) => owner.name)).toEqual(
      await ownersOfListedRows('leader', ['all', 'seller', 'collection']),
    )
    const [lagos] = await server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection'))
    const ownerTeams = await server.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(
        inArray(
          users.id,
          owners.map((owner) => owner.id),
        ),
      )
    expect(new Set(ownerTeams.map((row) => row.teamId))).toEqual(new Set([lagos!.id]))
  })

  it('a manager is offered everyone who holds a case, collectors and the seller', async () => {
    const { owners } = await choicesOf('manager')
    const holders = await server.db
      .selectDistinct({ id: cases.ownerId })
      .from(cases)
      .where(isNotNull(cases.ownerId))
    expect(owners.map((owner) => owner.id).sort()).toEqual(holders.map((row) => row.id).sort())
    expect(owners.map((owner) => owner.name)).toEqual([
      'Ana Torres',
      'Chinedu Okafor',
      'Diego Ramírez',
      'Tunde Bello',
    ])
  })

  it('an office manager, who opens only the all-cases list, is not offered the seller', async () => {
    const { owners } = await choicesOf('officemanager')
    expect(owners.map((owner) => owner.name)).toEqual(await ownersOfListedRows('officemanager', ['all']))
    expect(owners.map((owner) => owner.name)).not.toContain('Diego Ramírez')
  })

  it('a collector and a seller, who list only their own cases, are offered no owner', async () => {
    for (const name of ['collector', 'seller']) expect((await choicesOf(name)).owners).toEqual([])
  })

  it('a team leader without a team is offered nobody, and lists nothing', async () => {
    const account = await server.newAccount({ roleId: roleIds.teamLeader })
    const token = await server.signInAs(account.username)
    const { body } = await server.call(caseFilterChoices, undefined, { token })
    expect(body.data).toEqual({ owners: [], teamTypes: [] })
  })

  it('without a session the choices are refused as signed out', async () => {
    const { status, body } = await server.call(caseFilterChoices, undefined, {})
    expect({ status, respCode: body.respCode }).toEqual({ status: 401, respCode: '999998' })
  })
})

describe('the owner filter never reaches past the scope', () => {
  it("a collector filtering by another collector's id gets nothing, in every list and total", async () => {
    for (const entry of [allCases, collectionCases]) {
      const list = await server.call(
        entry.list,
        { ownerId: ids.collector },
        { token: tokens['collector.mx'] },
      )
      expect(list.body.data.rows).toEqual([])
      expect(list.body.data.pinned).toEqual([])
      const summary = await server.call(
        entry.summary,
        { ownerId: ids.collector },
        { token: tokens['collector.mx'] },
      )
      expect(summary.body.data).toEqual({ count: 0, totals: [] })
    }
    const theirOwn = await server.call(
      allCases.summary,
      { ownerId: ids['collector.mx'] },
      { token: tokens['collector.mx'] },
    )
    expect(theirOwn.body.data.count).toBeGreaterThan(0)
  })

  it("a seller filtering by a collector's id gets nothing either", async () => {
    const { body } = await server.call(
      sellerCases.summary,
      { ownerId: ids.collector },
      { token: tokens.seller },
    )
    expect(body.data.count).toBe(0)
  })

  it('a team leader filtering by someone of another team gets nothing; by her own collector, just his cases', async () => {
    const outside = await server.call(
      allCases.summary,
      { ownerId: ids['collector.mx'] },
      { token: tokens.leader },
    )
    expect(outside.body.data.count).toBe(0)
    const { rows } = await walkList(server, 'all', { ownerId: ids.collector }, tokens.leader!)
    const his = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.ownerId, ids.collector!), eq(cases.kind, 'collection')))
    expect(rows.map((row) => row.id).sort()).toEqual(his.map((row) => row.id).sort())
  })
})

describe('the team type choices follow the same scope', () => {
  it("a manager is offered the team types of the cases she lists, named in the request's language", async () => {
    expect((await choicesOf('manager')).teamTypes.map((type) => type.name)).toEqual(['Collection', 'Sales'])
    expect((await choicesOf('manager', 'es-ES')).teamTypes.map((type) => type.name)).toEqual([
      'Cobranza',
      'Ventas',
    ])
  })

  it("an auditor, refused the staff area's team type list, still gets the choices from the cases", async () => {
    const refused = await server.call(allTeamTypes, undefined, { token: tokens.auditor })
    expect(refused.status).toBe(403)
    expect((await choicesOf('auditor')).teamTypes.map((type) => type.code)).toEqual(['collection', 'sales'])
  })

  it('a team leader and an office manager get only the types their lists hold', async () => {
    expect((await choicesOf('leader')).teamTypes.map((type) => type.code)).toEqual(['collection'])
    expect((await choicesOf('officemanager')).teamTypes.map((type) => type.code)).toEqual(['collection'])
  })

  it('a collector and a seller are offered none', async () => {
    for (const name of ['collector', 'seller']) expect((await choicesOf(name)).teamTypes).toEqual([])
  })

  it('filtering by a team type gives only its cases, in each list', async () => {
    const [sales] = await server.db.select().from(teamTypes).where(eq(teamTypes.code, 'sales'))
    const sellersList = await walkList(server, 'seller', { teamTypeId: sales!.id }, tokens.manager!)
    expect(sellersList.rows.length).toBeGreaterThan(0)
    expect(new Set(sellersList.rows.map((row) => row.teamTypeName))).toEqual(new Set(['Sales']))
    const collection = await server.call(
      caseListsByView.all.summary,
      { teamTypeId: sales!.id },
      {
        token: tokens.manager!,
      },
    )
    expect(collection.body.data.count).toBe(0)
  })
})
