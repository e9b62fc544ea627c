import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import {
  addMember,
  addTeam,
  approveLeave,
  cancelLeave,
  clock,
  editMember,
  editTeam,
  rejectLeave,
  requestLeave,
  saveWorkSchedule,
  setMemberValidity,
} from './staffs.ts'

/**
 * Whoever opens the staffs index (2) adds and edits the members they reach whose role is below their
 * own (contract/policy.ts 'member'): a team leader the collectors and sellers of their team.
 */
const staffKeeper: WhoMay = {
  menuId: menuIds.staffsIndex,
  readOnlyRoles: [roleIds.auditor],
  rows: 'member',
  outOfReach: 'staffs.notYourTeam',
}

/** Whoever opens the teams (75) keeps those they reach: a team leader their own, without changing who leads it. */
const teamKeeper: WhoMay = {
  menuId: menuIds.teams,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'staffs.notYourTeam',
}

/** A new team is made by someone over the teams, never from inside one. */
const teamMaker: WhoMay = { ...teamKeeper, rows: 'everyTeam' }

/** Whoever opens the work schedules (76) approves or rejects the leave of the members they reach, never their own. */
const scheduleKeeper: WhoMay = {
  menuId: menuIds.workSchedules,
  readOnlyRoles: [roleIds.auditor],
  rows: 'othersInReach',
  outOfReach: 'staffs.notYourTeam',
  ownRow: 'staffs.ownLeave',
}

/** Whoever opens a team's month (90) sets its members' days: a team leader their own team's. */
const scheduleSetter: WhoMay = {
  menuId: menuIds.workScheduleDetails,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'staffs.notYourTeam',
}

/** A member's own day, behind no menu: asking for leave and clocking in or out work on the caller's own. */
const ownDay: WhoMay = { menuId: 'signedIn', readOnlyRoles: [], rows: 'none' }

/** Only the member who asked cancels a request. */
const ownLeave: WhoMay = {
  menuId: 'signedIn',
  readOnlyRoles: [],
  rows: 'own',
  outOfReach: 'staffs.notYourLeave',
}

/**
 * What a user does in the staffs area behind its menus, one entry each. Each needs the server (a
 * unique phone or name, a leader leading one team, the leave machine), so offline their buttons say so.
 * Allocating cases is in All cases: contract/caseAllocationActions.ts.
 */
export const staffActions = {
  addMember: { endpoint: addMember, whoMay: staffKeeper, offline: false },
  editMember: { endpoint: editMember, whoMay: staffKeeper, offline: false },
  setMemberValidity: { endpoint: setMemberValidity, whoMay: staffKeeper, offline: false },
  addTeam: { endpoint: addTeam, whoMay: teamMaker, offline: false },
  editTeam: { endpoint: editTeam, whoMay: teamKeeper, offline: false },
  approveLeave: { endpoint: approveLeave, whoMay: scheduleKeeper, offline: false },
  rejectLeave: { endpoint: rejectLeave, whoMay: scheduleKeeper, offline: false },
  saveWorkSchedule: { endpoint: saveWorkSchedule, whoMay: scheduleSetter, offline: false },
} as const satisfies Record<string, Action>

/**
 * Why this member may not be marked invalid by this user, or null: never oneself, as marking oneself
 * invalid would end one's own session with no one left to undo it. The server refuses with it and the
 * staffs list offers the action only where it is null: the rule is written once.
 */
export const invalidationRefusal = (
  memberId: number,
  actor: { userId: number },
): 'staffs.notYourself' | null => (memberId === actor.userId ? 'staffs.notYourself' : null)

/** Every member's own: asking for leave, cancelling it and clocking in or out (the staff bar offers them). */
export const memberOwnActions = {
  requestLeave: { endpoint: requestLeave, whoMay: ownDay, offline: false },
  cancelLeave: { endpoint: cancelLeave, whoMay: ownLeave, offline: false },
  clock: { endpoint: clock, whoMay: ownDay, offline: false },
} as const satisfies Record<string, Action>
