import { describe, expect, it } from 'vitest'
import { type Actor, mayOffer } from '../../../contract/actions.ts'
import { allMenuIds, menuIds, roleIds } from '../../../contract/menus.ts'
import type { StaffRow } from '../../../contract/staffs.ts'
import { memberActionsNow, memberFacts } from './staffColumns.tsx'

/** What a row's actions cell draws: the actions the row takes now that the policy lets the user take on it. */
const offeredMemberActions = (row: StaffRow, user: Actor) =>
  memberActionsNow(row, user)
    .filter(({ action }) => mayOffer(action.whoMay, user, memberFacts(row)))
    .map(({ name }) => name)

const row = (id: number, valid = true, changes: Partial<StaffRow> = {}): StaffRow => ({
  id,
  name: `Member ${id}`,
  username: `member.${id}`,
  phone: '5255100000001',
  roleId: roleIds.manager,
  roleName: 'Manager',
  teamId: null,
  teamName: null,
  timeZone: 'America/Mexico_City',
  entryDate: '2026-01-05',
  leftDate: null,
  status: 'onDuty',
  valid,
  ...changes,
})

const manager = { userId: 1, teamId: null, roleId: roleIds.manager, menuIdList: allMenuIds }

describe('the actions offered on a staff row', () => {
  it('a manager may mark another member invalid, never their own row', () => {
    expect(offeredMemberActions(row(2), manager)).toEqual(['editMember', 'setMemberValidity'])
    expect(offeredMemberActions(row(1), manager)).toEqual(['editMember'])
  })

  it('an invalid member is not offered to be marked invalid again; an auditor is offered nothing', () => {
    expect(offeredMemberActions(row(2, false), manager)).toEqual(['editMember'])
    const auditor = {
      userId: 9,
      teamId: null,
      roleId: roleIds.auditor,
      menuIdList: [menuIds.staffs, menuIds.staffsIndex],
    }
    expect(offeredMemberActions(row(2), auditor)).toEqual([])
  })
})

describe('only what the one policy allows is offered (issue 19)', () => {
  const officeManager = { userId: 8, teamId: null, roleId: roleIds.officeManager, menuIdList: allMenuIds }
  const leader = { userId: 4, teamId: 1, roleId: roleIds.teamLeader, menuIdList: allMenuIds }

  it('an office manager is offered nothing on the manager, the auditor or herself, and both on a team leader', () => {
    expect(offeredMemberActions(row(1), officeManager)).toEqual([])
    expect(offeredMemberActions(row(9, true, { roleId: roleIds.auditor }), officeManager)).toEqual([])
    expect(offeredMemberActions(row(8, true, { roleId: roleIds.officeManager }), officeManager)).toEqual([])
    expect(
      offeredMemberActions(row(4, true, { roleId: roleIds.teamLeader, teamId: 1 }), officeManager),
    ).toEqual(['editMember', 'setMemberValidity'])
  })

  it('a team leader is offered the collectors of their own team only', () => {
    expect(offeredMemberActions(row(2, true, { roleId: roleIds.collector, teamId: 1 }), leader)).toEqual([
      'editMember',
      'setMemberValidity',
    ])
    expect(offeredMemberActions(row(3, true, { roleId: roleIds.collector, teamId: 2 }), leader)).toEqual([])
    expect(offeredMemberActions(row(4, true, { roleId: roleIds.teamLeader, teamId: 1 }), leader)).toEqual([])
  })
})
