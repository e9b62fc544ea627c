import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, mayOffer, refusalOnRow } from '../../contract/actions.ts'
import { whoMayOfEndpoint } from '../../contract/allActions.ts'
import type { Endpoint } from '../../contract/endpoint.ts'
import { roleIds } from '../../contract/menus.ts'
import { placementRefusal, type RowFacts } from '../../contract/policy.ts'
import { currentUser } from '../../contract/session.ts'
import { applyForSimCard, requestOtpCode } from '../../contract/simCards.ts'
import { requestLeave } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { blacklistEntries } from '../../server/database/schema/blacklist.ts'
import { cases, todos } from '../../server/database/schema/cases.ts'
import { otpApplications, simApplications, simCards } from '../../server/database/schema/simCards.ts'
import { leaveRequests, teamHeads } from '../../server/database/schema/staffs.ts'
import { apps, teams, teamTypes } from '../../server/database/schema/system.ts'
import { aRecord } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * Issue 19: every call a signed-in user posts, by every demo role, on their own row, a row of their team,
 * a row of another team and a member of a higher role, answered as the one policy says. The calls come
 * from the registry of rules (contract/allActions.ts): a call without a probe here fails the first test.
 */

let server: TestServer
const write = () => ({ clientMutationId: randomUUID() })

/** One way to call an endpoint, on the rows it names: the server must refuse it iff the policy refuses. */
interface Probe {
  label: string
  input: unknown
  /** The rows the call touches (a case and the team it goes to, say); none for a call that names none. */
  rows: RowFacts[]
  /** A member placed with a role in a team, by an addition or an edit. */
  placement?: { memberId: number | null; roleId: number; teamId: number | null }
  current?: { roleId: number; teamId: number | null }
}

interface Caller extends Actor {
  username: string
  token: string
}

type ProbesOf = (caller: Caller) => Promise<Probe[]>

// Row pickers relative to the caller: their own, one of their team held by someone else, one of another team.
const firstOf = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0]
const otherTeamThan = (column: AnyPgColumn, teamId: number | null) =>
  teamId === null ? isNotNull(column) : and(isNotNull(column), ne(column, teamId))

async function casesAround(caller: Caller, kind: 'collection' | 'sale' = 'collection') {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: cases.id, ownerId: cases.ownerId, teamId: cases.teamId })
        .from(cases)
        .where(and(where, eq(cases.kind, kind), isNull(cases.closedAt)))
        .orderBy(asc(cases.id))
        .limit(1),
    )
  const found = [
    await pick(and(eq(cases.ownerId, caller.userId))),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(cases.teamId, caller.teamId), ne(cases.ownerId, caller.userId))),
    await pick(and(otherTeamThan(cases.teamId, caller.teamId))),
  ]
  return found.filter((row) => row !== undefined)
}

type CaseFacts = { id: number; ownerId: number | null; teamId: number | null }

const caseProbes =
  (input: (row: CaseFacts) => Promise<unknown> | unknown): ProbesOf =>
  async (caller) =>
    Promise.all(
      (await casesAround(caller)).map(async (row) => ({
        label: `case ${row.id} (holder ${row.ownerId}, team ${row.teamId})`,
        input: await input(row),
        rows: [row],
      })),
    )

/** Allocating and retrieving a case within its own team: the case and the team are the rows. */
const allocationProbes = (extra: () => Record<string, unknown>): ProbesOf =>
  caseProbes((row) => ({ caseIds: [row.id], teamId: row.teamId, way: 'evenSplit', ...extra() }))

async function cardsAround(caller: Caller) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: simCards.id, holderId: simCards.holderId, teamId: simCards.teamId })
        .from(simCards)
        .where(where)
        .orderBy(asc(simCards.id))
        .limit(1),
    )
  const found = [
    await pick(and(eq(simCards.holderId, caller.userId))),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(simCards.teamId, caller.teamId), ne(simCards.holderId, caller.userId))),
    await pick(and(otherTeamThan(simCards.teamId, caller.teamId), eq(simCards.status, 'allocated'))),
    await pick(and(isNull(simCards.teamId), eq(simCards.status, 'unallocated'))),
  ]
  return found
    .filter((row) => row !== undefined)
    .map((row) => ({ ...row, facts: { ownerId: row.holderId, teamId: row.teamId } }))
}

const cardProbes =
  (input: (cardId: number) => Record<string, unknown>): ProbesOf =>
  async (caller) =>
    (await cardsAround(caller)).map((card) => ({
      label: `card ${card.id} (holder ${card.holderId}, team ${card.teamId})`,
      input: { ...input(card.id), ...write() },
      rows: [card.facts],
    }))

async function membersAround(caller: Caller) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(server.db.select().from(users).where(where).orderBy(asc(users.id)).limit(1))
  const found = [
    await pick(eq(users.id, caller.userId)),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(users.teamId, caller.teamId), ne(users.id, caller.userId))),
    await pick(and(otherTeamThan(users.teamId, caller.teamId), eq(users.roleId, roleIds.collector))),
    await pick(eq(users.username, 'manager')),
    await pick(eq(users.username, 'auditor')),
  ]
  return found.filter((row) => row !== undefined)
}

const memberLabel = (member: typeof users.$inferSelect) =>
  `member ${member.username} (role ${member.roleId}, team ${member.teamId})`

const asEdited = (member: typeof users.$inferSelect) => ({
  memberId: member.id,
  name: member.displayName,
  username: member.username,
  countryCode: member.phone.slice(0, member.phone.startsWith('234') ? 3 : 2),
  phone: `+${member.phone}`,
  roleId: member.roleId,
  teamId: member.teamId,
  timeZone: member.timeZone,
  entryDate: member.entryDate,
  leftDate: null,
  ...write(),
})

let serial = 0
const teamIds = async () =>
  (await server.db.select({ id: teams.id }).from(teams).orderBy(asc(teams.id))).map((t) => t.id)

async function leavesAround(caller: Caller) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: leaveRequests.id, ownerId: leaveRequests.memberId, teamId: leaveRequests.teamId })
        .from(leaveRequests)
        .where(and(where, eq(leaveRequests.status, 'pending')))
        .orderBy(asc(leaveRequests.id))
        .limit(1),
    )
  const found = [
    await pick(eq(leaveRequests.memberId, caller.userId)),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(leaveRequests.teamId, caller.teamId), ne(leaveRequests.memberId, caller.userId))),
    await pick(otherTeamThan(leaveRequests.teamId, caller.teamId)),
  ]
  return found.filter((row) => row !== undefined)
}

const leaveProbes: ProbesOf = async (caller) =>
  (await leavesAround(caller)).map((leave) => ({
    label: `leave ${leave.id} (member ${leave.ownerId}, team ${leave.teamId})`,
    input: { leaveId: leave.id, ...write() },
    rows: [leave],
  }))

async function teamsAround(caller: Caller) {
  const all = await teamIds()
  return [...new Set([caller.teamId, all.find((id) => id !== caller.teamId)])].filter(
    (id) => id !== null && id !== undefined,
  )
}

const applicationProbes =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async () => {
    const pending = await server.db
      .select({
        id: simApplications.id,
        ownerId: simApplications.applicantId,
        teamId: simApplications.teamId,
      })
      .from(simApplications)
      .where(eq(simApplications.status, 'pending'))
    return pending.map((application) => ({
      label: `application ${application.id} (applicant ${application.ownerId}, team ${application.teamId})`,
      input: { applicationId: application.id, ...extra(), ...write() },
      rows: [application],
    }))
  }

const codeRequestProbes =
  (extra: Record<string, unknown>): ProbesOf =>
  async () => {
    const requests = await server.db
      .select({ id: otpApplications.id, ownerId: otpApplications.applicantId, teamId: users.teamId })
      .from(otpApplications)
      .innerJoin(users, eq(users.id, otpApplications.applicantId))
    return requests.map((request) => ({
      label: `code request ${request.id} (member ${request.ownerId}, team ${request.teamId})`,
      input: { applicationId: request.id, ...extra, ...write() },
      rows: [request],
    }))
  }

/** A call that names no row: the menu and the read-only roles decide. */
const noRow =
  (input: () => unknown): ProbesOf =>
  async () => [{ label: 'no row', input: input(), rows: [] }]

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Every call a signed-in user posts, by path: how to call it on the rows around a caller. */
const probesByPath: Record<string, ProbesOf> = {
  '/sys/user/password': noRow(() => ({ password: 'not-the-password', newPassword: 'Harbor2027x' })),
  '/sys/menu/allApp': noRow(() => ({ teamId: '' })),
  '/collection/message/message': noRow(() => ({})),
  '/collection/message/notice': noRow(() => ({})),
  '/collection/message/rank': noRow(() => ({ timeZone: 'day' })),
  '/collection/message/alreadyRead': noRow(() => ({ messageIds: [1], ...write() })),
  '/collection/case/mark': caseProbes(({ id }) => ({ caseId: id, mark: 'MARK_NO_DEAL', ...write() })),
  '/collection/case/record': caseProbes(({ id }) => ({ caseId: id, record: aRecord(), ...write() })),
  '/collection/case/todo': caseProbes(({ id }) => ({
    caseId: id,
    text: 'Call back after lunch',
    dueAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...write(),
  })),
  '/collection/case/todo/done': caseProbes(async ({ id, ownerId }) => {
    const [todo] = await server.db
      .insert(todos)
      .values({
        caseId: id,
        text: 'Matrix to-do',
        dueAt: new Date(Date.now() + 3_600_000),
        authorId: ownerId ?? 1,
      })
      .returning({ id: todos.id })
    return { caseId: id, todoId: todo!.id, done: true, ...write() }
  }),
  '/collection/case/revealPhone': caseProbes(({ id }) => ({ caseId: id, answer: 'not-my-password' })),
  '/collection/case/allocation/preview': allocationProbes(() => ({})),
  '/collection/case/allocation/allocate': allocationProbes(write),
  '/collection/case/allocation/retrieve': allocationProbes(write),
  '/blacklist/add': async () => {
    serial += 1
    const [app] = await server.db.select({ id: apps.id }).from(apps).orderBy(asc(apps.id)).limit(1)
    return [
      {
        label: 'a new entry (the office’s list, no team)',
        input: {
          appId: app!.id,
          idCard: `MATRIX${String(serial).padStart(8, '0')}`,
          phone: '+52 55 0000 1111',
          reason: 'Matrix probe',
          ...write(),
        },
        rows: [],
      },
    ]
  },
  '/blacklist/remove': async () => {
    const [entry] = await server.db
      .select({ id: blacklistEntries.id })
      .from(blacklistEntries)
      .orderBy(asc(blacklistEntries.id))
      .limit(1)
    return [{ label: `entry ${entry!.id}`, input: { entryId: entry!.id, ...write() }, rows: [] }]
  },
  '/sim/teamAndMember': noRow(() => ({})),
  '/sim/records/add': async () => {
    serial += 1
    return [
      {
        label: 'new cards to the stock',
        input: { cardNumbers: [`8952099${String(serial).padStart(12, '0')}`], ...write() },
        rows: [{ teamId: null }],
      },
    ]
  },
  '/sim/records/allocate': async (caller) => {
    const [stock] = (await cardsAround(caller)).filter((card) => card.teamId === null)
    const probes: Probe[] = []
    for (const teamId of await teamsAround(caller)) {
      const [member] = await server.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.teamId, teamId!), eq(users.roleId, roleIds.collector), eq(users.status, 'active')),
        )
        .limit(1)
      if (!stock || !member) continue
      probes.push({
        label: `stock card ${stock.id} to a member of team ${teamId}`,
        input: { cardId: stock.id, teamId, memberId: member.id, ...write() },
        rows: [stock.facts, { teamId }],
      })
    }
    return probes
  },
  '/sim/records/retrieve': cardProbes((cardId) => ({ cardId })),
  '/sim/records/deactivate': cardProbes((cardId) => ({ cardId, reason: 'blocked' })),
  '/sim/records/reactivate': cardProbes((cardId) => ({ cardId })),
  '/sim/records/remove': cardProbes((cardId) => ({ cardId })),
  '/sim/application/apply': noRow(() => ({ reason: 'My card was stolen', ...write() })),
  '/sim/application/pass': async (caller) => {
    const [stock] = (await cardsAround(caller)).filter((card) => card.teamId === null)
    return applicationProbes(() => ({ cardId: stock?.id ?? 1 }))(caller)
  },
  '/sim/application/reject': applicationProbes(() => ({ rejection: 'Not this month' })),
  '/sim/waotp/request': cardProbes((cardId) => ({ cardId })),
  '/sim/waotp/send': codeRequestProbes({ otp: '123456' }),
  '/sim/waotp/noCode': codeRequestProbes({}),
  '/sys/attendance/clock': noRow(() => ({ kind: 'in', ...write() })),
  '/sys/leave/request': noRow(() => ({ days: [inDays(40)], reason: '', ...write() })),
  '/sys/leave/approve': leaveProbes,
  '/sys/leave/reject': leaveProbes,
  '/sys/leave/cancel': leaveProbes,
  '/sys/schedule/save': async (caller) => {
    const probes: Probe[] = []
    for (const teamId of await teamsAround(caller)) {
      const [member] = await server.db.select().from(users).where(eq(users.teamId, teamId!)).limit(1)
      if (!member) continue
      probes.push({
        label: `schedule of team ${teamId}`,
        input: { teamId, changes: [{ memberId: member.id, date: inDays(20), day: 'work' }], ...write() },
        rows: [{ teamId }],
      })
    }
    return probes
  },
  '/sys/staff/add': async (caller) => {
    const around = await teamsAround(caller)
    const placements = [
      { roleId: roleIds.collector, teamId: around[0] ?? null },
      { roleId: roleIds.collector, teamId: around[1] ?? null },
      { roleId: caller.roleId, teamId: caller.teamId },
      { roleId: roleIds.manager, teamId: null },
    ]
    return placements.map((placement) => {
      serial += 1
      return {
        label: `a new member of role ${placement.roleId} in team ${placement.teamId}`,
        input: {
          name: `Matrix Member ${serial}`,
          username: `matrix.member.${serial}`,
          countryCode: '52',
          phone: `55 7700 ${String(serial).padStart(4, '0')}`,
          ...placement,
          timeZone: 'America/Mexico_City',
          entryDate: '2026-01-05',
          ...write(),
        },
        rows: [],
        placement: { memberId: null, ...placement },
      }
    })
  },
  '/sys/staff/edit': async (caller) =>
    (await membersAround(caller)).map((member) => ({
      label: memberLabel(member),
      input: asEdited(member),
      rows: [{ teamId: member.teamId, roleId: member.roleId }],
      placement: { memberId: member.id, roleId: member.roleId, teamId: member.teamId },
      current: { roleId: member.roleId, teamId: member.teamId },
    })),
  '/sys/staff/validity': async (caller) =>
    (await membersAround(caller)).map((member) => ({
      label: memberLabel(member),
      input: { memberId: member.id, valid: true, ...write() },
      rows: [{ teamId: member.teamId, roleId: member.roleId }],
    })),
  '/sys/team/add': async () => {
    serial += 1
    const [type] = await server.db
      .select({ id: teamTypes.id })
      .from(teamTypes)
      .orderBy(asc(teamTypes.id))
      .limit(1)
    return [
      {
        label: 'a new team',
        input: {
          name: `Matrix Team ${serial}`,
          teamTypeId: type!.id,
          leaderId: null,
          managerId: null,
          dutyDays: [1, 2, 3, 4, 5],
          ...write(),
        },
        rows: [{ teamId: null }],
      },
    ]
  },
  '/sys/team/edit': async (caller) => {
    const probes: Probe[] = []
    for (const teamId of await teamsAround(caller)) {
      const [team] = await server.db.select().from(teams).where(eq(teams.id, teamId!))
      const [heads] = await server.db.select().from(teamHeads).where(eq(teamHeads.teamId, teamId!))
      probes.push({
        label: `team ${team!.name}`,
        input: {
          teamId,
          name: team!.name,
          teamTypeId: team!.teamTypeId,
          leaderId: heads?.leaderId ?? null,
          managerId: heads?.managerId ?? null,
          dutyDays: team!.dutyDays,
          ...write(),
        },
        rows: [{ teamId }],
      })
    }
    return probes
  },
}

/** The policy's verdict: refused when the menu, a row or a placement is refused. */
function policyRefuses(endpoint: Endpoint, caller: Caller, probe: Probe): boolean {
  const whoMay = whoMayOfEndpoint.get(endpoint)!
  if (
    probe.rows.length === 0
      ? !mayOffer(whoMay, caller)
      : probe.rows.some((row) => refusalOnRow(whoMay, caller, row) !== null)
  )
    return true
  return probe.placement !== undefined && placementRefusal(caller, probe.placement, probe.current) !== null
}

const demoUsernames = [
  'collector',
  'collector.mx',
  'seller',
  'auditor',
  'leader',
  'leader.mx',
  'officemanager',
  'manager',
]
const callers: Caller[] = []

beforeAll(async () => {
  server = await startTestServer()
  for (const username of demoUsernames) {
    const token = await server.signInAs(username)
    const { body } = await server.call(currentUser, undefined, { token })
    callers.push({ ...body.data, username, token })
  }
  // An office manager placed in a team: her reach is the team (issue 19, finding 3).
  const placed = await server.newAccount({ roleId: roleIds.officeManager })
  const [lagos] = await server.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.name, 'Lagos S1 Collection'))
  await server.db.update(users).set({ teamId: lagos!.id }).where(eq(users.id, placed.userId))
  const placedToken = await server.signInAs(placed.username)
  const { body } = await server.call(currentUser, undefined, { token: placedToken })
  callers.push({ ...body.data, username: 'officemanager in a team', token: placedToken })
  // Rows of everyone's: leave asked for, SIM applications and WhatsApp code requests pending.
  for (const caller of callers) {
    await server.call(requestLeave, { days: [inDays(30)], reason: '', ...write() }, { token: caller.token })
    await server.call(
      applyForSimCard,
      { reason: 'A card for the matrix', ...write() },
      { token: caller.token },
    )
    const [card] = await server.db
      .select({ id: simCards.id })
      .from(simCards)
      .where(eq(simCards.holderId, caller.userId))
    if (card) await server.call(requestOtpCode, { cardId: card.id, ...write() }, { token: caller.token })
  }
}, 120_000)
afterAll(() => server?.close())

const endpoints = [...whoMayOfEndpoint.keys()]

describe('the one policy, as the server answers it', () => {
  it('has a probe for every call a signed-in user posts', () => {
    expect(endpoints.map((endpoint) => endpoint.path).filter((path) => !probesByPath[path])).toEqual([])
  })

  it.each(endpoints.map((endpoint) => [`${endpoint.path}`, endpoint] as const))(
    '%s: refused (403) by every role, on every row, exactly where the policy refuses',
    async (path, endpoint) => {
      const mismatches: string[] = []
      let refused = 0
      let allowed = 0
      for (const caller of callers) {
        for (const probe of await probesByPath[path]!(caller)) {
          const expected = policyRefuses(endpoint, caller, probe)
          const { status, body } = await server.call(endpoint, probe.input as never, { token: caller.token })
          expect(status, `${path} as ${caller.username} on ${probe.label}: ${body.respMsg}`).toBeLessThan(500)
          if ((status === 403) !== expected)
            mismatches.push(
              `${caller.username} on ${probe.label}: the policy ${expected ? 'refuses' : 'allows'}, the server answered ${status} ${body.respCode}`,
            )
          if (expected) refused += 1
          else allowed += 1
        }
      }
      expect(mismatches).toEqual([])
      // Each call is tried where the policy allows it and, but for calls every role may make, where it refuses.
      expect(allowed).toBeGreaterThan(0)
      if (whoMayOfEndpoint.get(endpoint)!.menuId !== 'signedIn') expect(refused).toBeGreaterThan(0)
    },
  )
})
