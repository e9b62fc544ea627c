import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import {
  personTargetList,
  savePersonTarget,
  saveTeamTarget,
  targetDetail,
  targetProgress,
  targetSplitPreview,
  teamTargetList,
} from './targets.ts'

/**
 * A team's targets are set by those over the teams who open the team setting (82: managers and office
 * managers); the team is the row, in their reach (docs/decisions/0054).
 */
const teamTargetSetter: WhoMay = {
  menuId: menuIds.targetSetting,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'target.outOfReach',
}

/**
 * A member's target is set by whoever reaches the member's team and opens the personal targets (83):
 * a team leader their own members, a manager or office manager anyone's; nobody sets their own.
 */
const personTargetSetter: WhoMay = {
  menuId: menuIds.targetPerson,
  readOnlyRoles: [roleIds.auditor],
  rows: 'othersInReach',
  outOfReach: 'target.outOfReach',
  ownRow: 'target.ownTarget',
}

/** Setting a target needs the server: it checks the period has not ended and the split adds up. */
export const targetActions = {
  saveTeam: { endpoint: saveTeamTarget, whoMay: teamTargetSetter, offline: false },
  savePerson: { endpoint: savePersonTarget, whoMay: personTargetSetter, offline: false },
} as const satisfies Record<string, Action>

const reader = (menuId: WhoMay['menuId']): WhoMay => ({
  menuId,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'target.outOfReach',
})

/**
 * The reads that name other people's targets, each by the policy's reach over the team (or member):
 * a collector or seller their own, a team leader their team's, those over the teams every team's.
 */
export const targetReads = {
  teamList: { endpoint: teamTargetList, whoMay: reader(menuIds.targetSetting), offline: false },
  personList: { endpoint: personTargetList, whoMay: reader(menuIds.targetPerson), offline: false },
  detail: { endpoint: targetDetail, whoMay: reader(menuIds.targets), offline: false },
  split: { endpoint: targetSplitPreview, whoMay: reader(menuIds.targetSetting), offline: false },
  // Everyone signed in reads their own at a glance (the welcome page, the ranking bar); the reach
  // narrows whose else they see, and names no row to refuse.
  progress: { endpoint: targetProgress, whoMay: reader('signedIn'), offline: false },
} as const satisfies Record<string, Action>
