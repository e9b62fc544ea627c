// The signed-in users of the targets screens' browser tests: who opens which menu (server/database/roleMenus.ts).
import { menuIds, roleIds } from '../../contract/menus.ts'

const common = { timeZone: 'America/Mexico_City' }

export const targetManager = {
  ...common,
  userId: 1,
  roleId: roleIds.manager,
  menuIdList: [menuIds.staffs, menuIds.targets, menuIds.targetSetting, menuIds.targetPerson],
  teamId: null,
  teamName: null,
}

/** A team leader opens the personal targets (83), not the team setting (82). */
export const targetLeader = {
  ...common,
  userId: 40,
  roleId: roleIds.teamLeader,
  menuIdList: [menuIds.staffs, menuIds.targets, menuIds.targetPerson],
  teamId: 2,
  teamName: 'Mexico City S1',
}

export const targetTeams = [
  { id: 2, name: 'Mexico City S1' },
  { id: 9, name: 'Lagos N2' },
].map((team) => ({
  ...team,
  teamTypeId: 1,
  teamTypeCode: 'collection',
  teamTypeName: 'Collection',
  leaderId: 40,
  leaderName: 'Lucía Pérez',
  managerId: 1,
  managerName: 'Roberto Castillo',
  dutyDays: [1, 2, 3, 4, 5],
  memberCount: 3,
}))
