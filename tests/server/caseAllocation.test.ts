import { randomUUID } from 'node:crypto'
import { formatInTimeZone } from 'date-fns-tz'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  allocateCases,
  allocationTeams,
  previewAllocation,
  retrieveCases,
} from '../../contract/caseAllocation.ts'
import { roleIds } from '../../contract/menus.ts'
import { messageList } from '../../contract/messages.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { scheduleDays } from '../../server/database/schema/staffs.ts'
import { teams } from '../../server/database/schema/system.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
let leader: string
let lagosId: number
let cdmxId: number
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  leader = await server.signInAs('leader')
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosId = rows.find((row) => row.name === 'Lagos S1 Collection')!.id
  cdmxId = rows.find((row) => row.name === 'CDMX S2 Collection')!.id
  // Every day a duty day, so who is on duty does not hang on the weekday the test runs.
  await server.db
    .update(teams)
    .set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(teams.id, lagosId))
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const openCaseIds = async (teamId: number | null, count: number) =>
  (
    await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          teamId === null ? undefined : eq(cases.teamId, teamId),
          eq(cases.kind, 'collection'),
          isNull(cases.closedAt),
        ),
      )
      .orderBy(cases.id)
      .limit(count)
  ).map((row) => row.id)

describe('who may allocate (issue 14)', () => {
  it('a collector or a seller is refused, in English and Spanish', async () => {
    const collector = await server.signInAs('collector')
    const input = { caseIds: await openCaseIds(null, 2), teamId: lagosId, way: 'evenSplit' as const }
    // The action's rule names them (contract/caseAllocationActions.ts): refused before any case is read.
    const en = await server.call(previewAllocation, input, { token: collector })
    expect([en.status, en.body.respCode, en.body.respMsg]).toEqual([
      403,
      'session.forbidden',
      'You do not have access to this function.',
    ])
    const es = await server.call(allocateCases, { ...input, ...write() }, { token: collector, lang: 'es-ES' })
    expect([es.status, es.body.respMsg]).toEqual([403, 'No tiene acceso a esta función.'])
    const seller = await server.signInAs('seller')
    const back = await server.call(retrieveCases, { caseIds: input.caseIds, ...write() }, { token: seller })
    expect(back.body.respCode).toBe('session.forbidden')
    // The teams to allocate to are no collector's to read either, said in the area's words.
    const teamsEs = await server.call(allocationTeams, undefined, { token: collector, lang: 'es-ES' })
    expect([teamsEs.status, teamsEs.body.respCode, teamsEs.body.respMsg]).toEqual([
      403,
      'staffs.allocationNotYours',
      'Solo los gerentes y los líderes de equipo asignan o retiran casos.',
    ])
  })

  it('a manager is offered every team, a team leader only their own, each with its case holders', async () => {
    const all = await server.call(allocationTeams, undefined, { token: manager })
    expect(all.status).toBe(200)
    const names = all.body.data.map((team) => team.name)
    expect(names).toEqual(expect.arrayContaining(['Lagos S1 Collection', 'CDMX S2 Collection', 'CDMX Sales']))
    const lagos = all.body.data.find((team) => team.id === lagosId)
    // The collectors who hold cases, not the leader who leads them.
    expect(lagos?.members.map((member) => member.name)).toEqual(
      expect.arrayContaining(['Chinedu Okafor', 'Tunde Bello']),
    )
    expect(lagos?.members.map((member) => member.name)).not.toContain('Adaeze Nwosu')
    const own = await server.call(allocationTeams, undefined, { token: leader })
    expect(own.body.data.map((team) => team.name)).toEqual(['Lagos S1 Collection'])
  })

  it("a team leader allocates to no other team, and takes no other team's case", async () => {
    const mine = await openCaseIds(lagosId, 2)
    const otherTeam = await server.call(
      previewAllocation,
      { caseIds: mine, teamId: cdmxId, way: 'evenSplit' },
      { token: leader, lang: 'es-ES' },
    )
    expect([otherTeam.status, otherTeam.body.respCode, otherTeam.body.respMsg]).toEqual([
      403,
      'staffs.notYourTeam',
      'Solo puede ver y asignar dentro de su propio equipo.',
    ])
    const theirs = await openCaseIds(cdmxId, 1)
    const otherCase = await server.call(
      allocateCases,
      { caseIds: theirs, teamId: lagosId, way: 'evenSplit', ...write() },
      { token: leader },
    )
    expect([otherCase.status, otherCase.body.respCode]).toEqual([403, 'case.notYours'])
    const retrieveTheirs = await server.call(
      retrieveCases,
      { caseIds: theirs, ...write() },
      { token: leader },
    )
    expect(retrieveTheirs.body.respCode).toBe('case.notYours')
  })

  it('please select a team; a member outside the team is named, in both languages', async () => {
    const caseIds = await openCaseIds(lagosId, 1)
    const noTeam = await server.call(previewAllocation, { caseIds, way: 'evenSplit' } as never, {
      token: manager,
      lang: 'es-ES',
    })
    expect(noTeam.status).toBe(400)
    expect(noTeam.body.respMsg).toContain('Por favor seleccione un equipo')
    const [outsider] = await server.db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(eq(users.username, 'collector.mx'))
    const en = await server.call(
      previewAllocation,
      { caseIds, teamId: lagosId, way: 'manual', memberIds: [outsider!.id] },
      { token: manager },
    )
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      `${outsider!.name} is not a member of Lagos S1 Collection.`,
    ])
    const es = await server.call(
      previewAllocation,
      { caseIds, teamId: lagosId, way: 'manual', memberIds: [outsider!.id] },
      { token: manager, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toBe(`${outsider!.name} no es miembro de Lagos S1 Collection.`)
  })
})

describe('an even split, previewed then allocated', () => {
  it('deals 50 cases as previewed: totals kept, spread at most 1, each transition and the message recorded', async () => {
    const caseIds = await openCaseIds(null, 50)
    const target = { caseIds, teamId: lagosId, way: 'evenSplit' as const }
    const preview = await server.call(previewAllocation, target, { token: manager })
    expect(preview.body.respCode).toBe('000000')
    const counts = preview.body.data.shares.map((share) => share.count)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50)
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
    // What each member holds, as the even split weighed it: their open cases, counted.
    const held = await server.db
      .select({ memberId: cases.ownerId, holding: sql<number>`count(*)`.mapWith(Number) })
      .from(cases)
      .where(
        and(
          inArray(
            cases.ownerId,
            preview.body.data.shares.map((share) => share.memberId),
          ),
          isNull(cases.closedAt),
        ),
      )
      .groupBy(cases.ownerId)
    expect(preview.body.data.shares.filter((share) => share.holding > 0).length).toBeGreaterThan(0)
    for (const share of preview.body.data.shares)
      expect(share.holding).toBe(held.find((row) => row.memberId === share.memberId)?.holding ?? 0)

    const mutation = write()
    const done = await server.call(allocateCases, { ...target, ...mutation }, { token: manager })
    expect(done.body.data).toEqual(preview.body.data)
    const rows = await server.db
      .select({
        ownerId: cases.ownerId,
        teamId: cases.teamId,
        way: cases.allocationWay,
        allocatedById: cases.allocatedById,
        retrievedAt: cases.retrievedAt,
      })
      .from(cases)
      .where(inArray(cases.id, caseIds))
    const [me] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
    expect(rows.every((row) => row.teamId === lagosId && row.way === 'evenSplit')).toBe(true)
    expect(rows.every((row) => row.allocatedById === me!.id && row.retrievedAt === null)).toBe(true)
    for (const share of preview.body.data.shares)
      expect(rows.filter((row) => row.ownerId === share.memberId)).toHaveLength(share.count)

    const recorded = await server.db
      .select({ machine: transitions.machine })
      .from(transitions)
      .where(
        and(
          eq(transitions.eventType, 'ALLOCATE'),
          eq(transitions.clientMutationId, mutation.clientMutationId),
        ),
      )
    expect(recorded).toHaveLength(50)
    expect(new Set(recorded.map((row) => row.machine))).toEqual(new Set(['caseLifecycle@4']))

    // Sent again, the same answer and nothing applied twice.
    const again = await server.call(allocateCases, { ...target, ...mutation }, { token: manager })
    expect(again.body.data).toEqual(done.body.data)
    const told = async (lang?: 'es-ES') =>
      (await server.call(messageList, {}, { token: manager, ...(lang ? { lang } : {}) })).body.data
        // The allocations' own (the demo's automatic rule tells its runs under the same code, by subject).
        .filter((message) => message.name === 'DIVISION_COMPLETED_MESSAGE' && message.subject === null)
        .map((message) => message.content)
    expect(await told()).toEqual([
      expect.stringContaining('50 cases were allocated to team Lagos S1 Collection.'),
    ])
    expect(await told('es-ES')).toEqual([
      expect.stringContaining('Se asignaron 50 casos al equipo Lagos S1 Collection.'),
    ])
    // Opened, it shows the team's cases: All cases filtered to the team they went to.
    const links = (await server.call(messageList, {}, { token: manager })).body.data
      .filter((message) => message.name === 'DIVISION_COMPLETED_MESSAGE' && message.subject === null)
      .map((message) => message.link)
    expect(links).toEqual([`/cases/all?teamId=${lagosId}`])
  })

  it('leaves out of an even split a member whose leader set today off on the schedule', async () => {
    const preview = async () =>
      (
        await server.call(
          previewAllocation,
          { caseIds: await openCaseIds(null, 10), teamId: lagosId, way: 'evenSplit' },
          { token: manager },
        )
      ).body.data
    const before = await preview()
    const member = before.shares[0]!
    const [who] = await server.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, member.memberId))
    const [me] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
    const today = formatInTimeZone(new Date(), who!.timeZone, 'yyyy-MM-dd')
    await server.db
      .insert(scheduleDays)
      .values({ memberId: member.memberId, day: today, kind: 'off', setBy: me!.id })
    try {
      const after = await preview()
      expect(after.shares.map((share) => share.memberId)).not.toContain(member.memberId)
      expect(after.leftOut).toContainEqual(
        expect.objectContaining({ memberId: member.memberId, reason: 'off' }),
      )
    } finally {
      await server.db
        .delete(scheduleDays)
        .where(and(eq(scheduleDays.memberId, member.memberId), eq(scheduleDays.day, today)))
    }
  })

  it('a team leader retrieves their own cases: held by no one, retrieved time set, RETRIEVE recorded', async () => {
    const caseIds = await openCaseIds(lagosId, 3)
    const mutation = write()
    const back = await server.call(retrieveCases, { caseIds, ...mutation }, { token: leader })
    expect(back.body.data).toEqual({ caseCount: 3 })
    const rows = await server.db
      .select({ ownerId: cases.ownerId, teamId: cases.teamId, retrievedAt: cases.retrievedAt })
      .from(cases)
      .where(inArray(cases.id, caseIds))
    expect(
      rows.every((row) => row.ownerId === null && row.teamId === lagosId && row.retrievedAt !== null),
    ).toBe(true)
    const recorded = await server.db
      .select({ id: transitions.id })
      .from(transitions)
      .where(
        and(
          eq(transitions.eventType, 'RETRIEVE'),
          eq(transitions.clientMutationId, mutation.clientMutationId),
        ),
      )
    expect(recorded).toHaveLength(3)
  })

  it("the whole current filter is taken when no case is chosen, within the leader's team", async () => {
    const preview = await server.call(
      previewAllocation,
      { teamId: lagosId, way: 'evenSplit', status: 'unpaid' },
      { token: leader },
    )
    expect(preview.body.respCode).toBe('000000')
    const inTeam = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          eq(cases.teamId, lagosId),
          eq(cases.kind, 'collection'),
          eq(cases.status, 'unpaid'),
          isNull(cases.closedAt),
        ),
      )
    expect(preview.body.data.caseCount).toBe(inTeam.length)
  })

  it('to the members named, dealt among them only; a filter finding no open case is refused, in both languages', async () => {
    const named = await server.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.teamId, lagosId), eq(users.roleId, roleIds.collector)))
      .orderBy(users.id)
      .limit(2)
    const caseIds = await openCaseIds(cdmxId, 5)
    const done = await server.call(
      allocateCases,
      { caseIds, teamId: lagosId, way: 'manual', memberIds: named.map((member) => member.id), ...write() },
      { token: manager },
    )
    expect(done.body.data.shares.map((share) => share.count).sort()).toEqual(
      named.length === 2 ? [2, 3] : [5],
    )
    const owners = await server.db
      .select({ ownerId: cases.ownerId, way: cases.allocationWay })
      .from(cases)
      .where(inArray(cases.id, caseIds))
    expect(
      owners.every((row) => named.some((member) => member.id === row.ownerId) && row.way === 'manual'),
    ).toBe(true)
    const none = { teamId: lagosId, way: 'evenSplit' as const, search: 'zzqqxxnobody' }
    const en = await server.call(previewAllocation, none, { token: manager })
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      'No open case is chosen: select cases, or a filter that finds some.',
    ])
    const es = await server.call(previewAllocation, none, { token: manager, lang: 'es-ES' })
    expect(es.body.respMsg).toBe(
      'No hay ningún caso abierto elegido: seleccione casos o un filtro que encuentre alguno.',
    )
  })
})

describe('cases that cannot be allocated, and members off duty, are named (issue 21)', () => {
  it('a closed case is named in the preview; the rest are allocated only once the allocator agrees', async () => {
    const caseIds = await openCaseIds(cdmxId, 4)
    const closing = caseIds[1]!
    const [closed] = await server.db
      .update(cases)
      .set({ closedAt: new Date() })
      .where(eq(cases.id, closing))
      .returning({ caseNo: cases.caseNo, ownerId: cases.ownerId })
    try {
      const target = { caseIds, teamId: lagosId, way: 'evenSplit' as const }
      const preview = await server.call(previewAllocation, target, { token: manager })
      expect(preview.body.respCode).toBe('000000')
      expect(preview.body.data.caseCount).toBe(3)
      expect(preview.body.data.skipped).toEqual([
        { caseId: closing, caseNo: closed!.caseNo, reason: 'closed', holderName: null },
      ])

      // Not agreed: nothing is allocated, and the refusal names the case.
      const refused = await server.call(allocateCases, { ...target, ...write() }, { token: manager })
      expect([refused.status, refused.body.respMsg]).toEqual([
        409,
        `These chosen cases cannot be allocated: ${closed!.caseNo}. Preview again to allocate the rest.`,
      ])
      const spanish = await server.call(
        allocateCases,
        { ...target, ...write() },
        { token: manager, lang: 'es-ES' },
      )
      expect(spanish.body.respMsg).toBe(
        `Estos casos elegidos no se pueden asignar: ${closed!.caseNo}. Vuelva a pedir la vista previa para asignar el resto.`,
      )
      const untouched = await server.db
        .select({ teamId: cases.teamId })
        .from(cases)
        .where(inArray(cases.id, caseIds))
      expect(untouched.every((row) => row.teamId === cdmxId)).toBe(true)

      const done = await server.call(
        allocateCases,
        { ...target, skipUnallocatable: true, ...write() },
        { token: manager },
      )
      expect(done.body.data.skipped.map((item) => item.caseNo)).toEqual([closed!.caseNo])
      const rows = await server.db
        .select({ id: cases.id, teamId: cases.teamId, ownerId: cases.ownerId })
        .from(cases)
        .where(inArray(cases.id, caseIds))
      expect(
        rows
          .filter((row) => row.teamId === lagosId)
          .map((row) => row.id)
          .sort(),
      ).toEqual(caseIds.filter((id) => id !== closing).sort())
      expect(rows.find((row) => row.id === closing)).toMatchObject({
        teamId: cdmxId,
        ownerId: closed!.ownerId,
      })
    } finally {
      await server.db.update(cases).set({ closedAt: null }).where(eq(cases.id, closing))
    }
  })

  it('a case already held by the one member named is named as held by them; the others go to them', async () => {
    const [member] = await server.db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(and(eq(users.teamId, lagosId), eq(users.roleId, roleIds.collector), eq(users.status, 'active')))
      .orderBy(users.id)
      .limit(1)
    const [theirs] = await server.db
      .select({ id: cases.id, caseNo: cases.caseNo })
      .from(cases)
      .where(and(eq(cases.ownerId, member!.id), isNull(cases.closedAt)))
      .limit(1)
    const others = await openCaseIds(cdmxId, 2)
    const target = {
      caseIds: [theirs!.id, ...others],
      teamId: lagosId,
      way: 'manual' as const,
      memberIds: [member!.id],
    }
    const preview = await server.call(previewAllocation, target, { token: manager })
    expect(preview.body.data.skipped).toEqual([
      { caseId: theirs!.id, caseNo: theirs!.caseNo, reason: 'alreadyHeld', holderName: member!.name },
    ])
    expect(preview.body.data.shares).toEqual([expect.objectContaining({ memberId: member!.id, count: 2 })])
  })

  it('ticking only a member the leader set off today names them, in both languages', async () => {
    const [member] = await server.db
      .select({ id: users.id, name: users.displayName, timeZone: users.timeZone })
      .from(users)
      .where(and(eq(users.teamId, lagosId), eq(users.roleId, roleIds.collector), eq(users.status, 'active')))
      .orderBy(users.id)
      .limit(1)
    const [me] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
    const today = formatInTimeZone(new Date(), member!.timeZone, 'yyyy-MM-dd')
    await server.db
      .insert(scheduleDays)
      .values({ memberId: member!.id, day: today, kind: 'off', setBy: me!.id })
    try {
      const target = {
        caseIds: await openCaseIds(cdmxId, 2),
        teamId: lagosId,
        way: 'manual' as const,
        memberIds: [member!.id],
      }
      const en = await server.call(previewAllocation, target, { token: manager })
      expect([en.status, en.body.respMsg]).toEqual([
        422,
        `Not on duty today: ${member!.name}. Choose members of Lagos S1 Collection who are on duty.`,
      ])
      const es = await server.call(previewAllocation, target, { token: manager, lang: 'es-ES' })
      expect(es.body.respMsg).toBe(
        `No están en servicio hoy: ${member!.name}. Elija miembros de Lagos S1 Collection que estén en servicio.`,
      )
    } finally {
      await server.db
        .delete(scheduleDays)
        .where(and(eq(scheduleDays.memberId, member!.id), eq(scheduleDays.day, today)))
    }
  })
})
