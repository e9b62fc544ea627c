import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import {
  addMember,
  addTeam,
  approveLeave,
  editMember,
  editTeam,
  saveWorkSchedule,
  setMemberValidity,
} from './staffs.ts'

/** Whoever opens the staffs index (2) adds and edits members: a team leader those of their team. */
const staffKeeper: WhoMay = { menuId: menuIds.staffsIndex, readOnlyRoles: [roleIds.auditor] }

/** Whoever opens the teams (75) keeps them: a team leader their own, without changing who leads it. */
const teamKeeper: WhoMay = { menuId: menuIds.teams, readOnlyRoles: [roleIds.auditor] }

/** Whoever opens the work schedules (76) approves the leave of the members they see. */
const scheduleKeeper: WhoMay = { menuId: menuIds.workSchedules, readOnlyRoles: [roleIds.auditor] }

/** Whoever opens a team's month (90) sets its members' days: a team leader their own team's. */
const scheduleSetter: WhoMay = { menuId: menuIds.workScheduleDetails, readOnlyRoles: [roleIds.auditor] }

/**
 * What a user does in the staffs area behind its menus, one entry each. Each needs the server (a
 * unique phone or name, a leader leading one team, the leave machine), so offline their buttons say so.
 * Asking for leave, cancelling it and clocking in or out are every member's, behind no menu.
 * Allocating cases is in All cases: contract/caseAllocationActions.ts.
 */
export const staffActions = {
  addMember: { endpoint: addMember, whoMay: staffKeeper, offline: false },
  editMember: { endpoint: editMember, whoMay: staffKeeper, offline: false },
  setMemberValidity: { endpoint: setMemberValidity, whoMay: staffKeeper, offline: false },
  addTeam: { endpoint: addTeam, whoMay: teamKeeper, offline: false },
  editTeam: { endpoint: editTeam, whoMay: teamKeeper, offline: false },
  approveLeave: { endpoint: approveLeave, whoMay: scheduleKeeper, offline: false },
  saveWorkSchedule: { endpoint: saveWorkSchedule, whoMay: scheduleSetter, offline: false },
} as const satisfies Record<string, Action>
