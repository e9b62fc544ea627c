import { describe, expect, it } from 'vitest'
import { allMenuIds, menuIds, roleIds } from '../../../contract/menus.ts'
import type { StaffRow } from '../../../contract/staffs.ts'
import { offeredMemberActions } from './staffColumns.tsx'

const row = (id: number, valid = true): StaffRow => ({
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
})

const manager = { userId: 1, roleId: roleIds.manager, menuIdList: allMenuIds }

describe('the actions offered on a staff row', () => {
  it('a manager may mark another member invalid, never their own row', () => {
    expect(offeredMemberActions(row(2), manager)).toEqual(['editMember', 'setMemberValidity'])
    expect(offeredMemberActions(row(1), manager)).toEqual(['editMember'])
  })

  it('an invalid member is not offered to be marked invalid again; an auditor is offered nothing', () => {
    expect(offeredMemberActions(row(2, false), manager)).toEqual(['editMember'])
    const auditor = { userId: 9, roleId: roleIds.auditor, menuIdList: [menuIds.staffs, menuIds.staffsIndex] }
    expect(offeredMemberActions(row(2), auditor)).toEqual([])
  })
})
