import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allocateCases, retrieveCases } from '../../contract/caseAllocation.ts'
import { allCases, caseDetail, markCase } from '../../contract/cases.ts'
import { menuIds, roleIds } from '../../contract/menus.ts'
import { currentUser } from '../../contract/session.ts'
import { addMember, addTeam, editMember, setMemberValidity } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams, teamTypes } from '../../server/database/schema/system.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// Issue 19, findings 1 and 3: what an office manager could do beyond her role and her team.
let server: TestServer
let officeManager: string
let lagosId: number
let cdmxId: number
let collectionTypeId: number
beforeAll(async () => {
  server = await startTestServer()
  officeManager = await server.signInAs('officemanager')
  const rows = await server.db.select({ id: teams.id, name: teams.name }).from(teams)
  lagosId = rows.find((row) => row.name === 'Lagos S1 Collection')!.id
  cdmxId = rows.find((row) => row.name === 'CDMX S2 Collection')!.id
  const [type] = await server.db.select().from(teamTypes).where(eq(teamTypes.code, 'collection'))
  collectionTypeId = type!.id
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const memberOf = async (username: string) =>
  (await server.db.select().from(users).where(eq(users.username, username)))[0]!
let serial = 0
const asEdited = (member: Awaited<ReturnType<typeof memberOf>>, changes: Record<string, unknown> = {}) => ({
  memberId: member.id,
  name: member.displayName,
  username: member.username,
  countryCode: '52',
  phone: `+${member.phone}`,
  roleId: member.roleId,
  teamId: member.teamId,
  timeZone: member.timeZone,
  entryDate: member.entryDate,
  leftDate: null,
  ...changes,
  ...write(),
})
const newMember = (roleId: number, teamId: number | null) => {
  serial += 1
  return {
    name: `Limit Test ${serial}`,
    username: `limit.test.${serial}`,
    countryCode: '52',
    phone: `55 4400 ${String(serial).padStart(4, '0')}`,
    roleId,
    teamId,
    timeZone: 'America/Mexico_City',
    entryDate: '2026-01-05',
    ...write(),
  }
}

describe('nobody grants a role above their own (finding 1)', () => {
  it('an office manager cannot make herself a manager: refused, and her menus stay hers', async () => {
    const self = await memberOf('officemanager')
    const { status, body } = await server.call(editMember, asEdited(self, { roleId: roleIds.manager }), {
      token: officeManager,
    })
    expect(status).toBe(403)
    expect(body.respCode).toBe('policy.roleAbove')
    expect((await memberOf('officemanager')).roleId).toBe(roleIds.officeManager)
    const me = await server.call(currentUser, undefined, { token: officeManager })
    // A manager's menu (the automatic rules) stays out of hers.
    expect(me.body.data.menuIdList).not.toContain(menuIds.automaticalRules)
  })

  it('nor add a manager or an auditor, nor another office manager; a team leader she may', async () => {
    for (const roleId of [roleIds.manager, roleIds.auditor, roleIds.officeManager]) {
      const refused = await server.call(addMember, newMember(roleId, null), { token: officeManager })
      expect(refused.status).toBe(403)
      expect(refused.body.respCode).toBe('policy.roleAbove')
    }
    const made = await server.call(addMember, newMember(roleIds.teamLeader, lagosId), {
      token: officeManager,
    })
    expect(made.body.respCode).toBe('000000')
  })

  it('nor turn the auditor into a manager, change the manager’s phone or mark the manager invalid', async () => {
    const auditor = await memberOf('auditor')
    const manager = await memberOf('manager')
    const attempts = [
      await server.call(editMember, asEdited(auditor, { roleId: roleIds.manager }), { token: officeManager }),
      await server.call(editMember, asEdited(manager, { phone: '+525599990000' }), { token: officeManager }),
      await server.call(
        setMemberValidity,
        { memberId: manager.id, valid: false, ...write() },
        { token: officeManager },
      ),
    ]
    for (const { status, body } of attempts) {
      expect(status).toBe(403)
      expect(body.respCode).toBe('policy.roleAbove')
    }
    expect((await memberOf('auditor')).roleId).toBe(roleIds.auditor)
    expect(await memberOf('manager')).toMatchObject({ phone: manager.phone, status: 'active' })
  })

  it('a team leader cannot lift a collector of their team to team leader', async () => {
    const leader = await server.signInAs('leader')
    const collector = await memberOf('collector')
    const { status, body } = await server.call(
      editMember,
      asEdited(collector, { countryCode: '234', roleId: roleIds.teamLeader }),
      { token: leader },
    )
    expect(status).toBe(403)
    expect(body.respCode).toBe('policy.roleAbove')
  })

  it('a manager still manages everyone, and edits their own details but not their own role', async () => {
    const manager = await server.signInAs('manager')
    const self = await memberOf('manager')
    const renamed = await server.call(editMember, asEdited(self, { name: 'Roberto Castillo R.' }), {
      token: manager,
    })
    expect(renamed.body.respCode).toBe('000000')
    const demoted = await server.call(editMember, asEdited(self, { roleId: roleIds.teamLeader }), {
      token: manager,
    })
    expect(demoted.status).toBe(403)
    const auditor = await memberOf('auditor')
    const auditorEdited = await server.call(editMember, asEdited(auditor, { name: 'Elena Vargas M.' }), {
      token: manager,
    })
    expect(auditorEdited.body.respCode).toBe('000000')
  })
})

describe('one scope rule for every area: a user in a team reaches that team (finding 3)', () => {
  let placed: string
  beforeAll(async () => {
    const account = await server.newAccount({ roleId: roleIds.officeManager })
    await server.db.update(users).set({ teamId: lagosId }).where(eq(users.id, account.userId))
    placed = await server.signInAs(account.username)
  })
  const caseOf = async (teamId: number) =>
    (
      await server.db
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.teamId, teamId), eq(cases.kind, 'collection'), isNull(cases.closedAt)))
        .limit(1)
    )[0]!.id

  it('an office manager placed in a team lists only that team’s cases', async () => {
    const { body } = await server.call(allCases.list, {}, { token: placed })
    expect(body.respCode).toBe('000000')
    expect(body.data.rows.length).toBeGreaterThan(0)
    const listed = body.data.rows.map((row) => row.id)
    const outside = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(ne(cases.teamId, lagosId)))
    expect(listed.filter((id) => outside.some((row) => row.id === id))).toEqual([])
  })

  it('and cannot open, change, retrieve or allocate another team’s case', async () => {
    const theirs = await caseOf(cdmxId)
    const detail = await server.call(caseDetail, { caseId: theirs }, { token: placed })
    expect(detail.body.respCode).toBe('case.notYours')
    const mark = await server.call(
      markCase,
      { caseId: theirs, mark: 'MARK_DEAL', ...write() },
      { token: placed },
    )
    expect(mark.body.respCode).toBe('case.notYours')
    const retrieved = await server.call(retrieveCases, { caseIds: [theirs], ...write() }, { token: placed })
    expect(retrieved.status).toBe(403)
    const allocated = await server.call(
      allocateCases,
      { caseIds: [theirs], teamId: lagosId, way: 'evenSplit', ...write() },
      { token: placed },
    )
    expect(allocated.status).toBe(403)
    const [after] = await server.db.select({ teamId: cases.teamId }).from(cases).where(eq(cases.id, theirs))
    expect(after!.teamId).toBe(cdmxId)
  })

  it('nor make a team: only someone over the teams does', async () => {
    const { status } = await server.call(
      addTeam,
      {
        name: 'Placed Team',
        teamTypeId: collectionTypeId,
        leaderId: null,
        managerId: null,
        dutyDays: [1],
        ...write(),
      },
      { token: placed },
    )
    expect(status).toBe(403)
  })

  it('its own team’s case it opens as before', async () => {
    const ours = await caseOf(lagosId)
    const detail = await server.call(caseDetail, { caseId: ours }, { token: placed })
    expect(detail.body.respCode).toBe('000000')
  })
})
