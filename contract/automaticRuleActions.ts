import type { Action, WhoMay } from './actions.ts'
import {
  changeRuleState,
  previewRule,
  ruleDetail,
  ruleList,
  ruleRunCases,
  ruleRuns,
  runRuleNow,
  saveRule,
} from './automaticRules.ts'
import { menuIds, roleIds } from './menus.ts'

/**
 * A rule is kept by whoever opens the automatic rules (21: managers, team leaders), reaches the team it
 * works in and reaches as far as its owner, whose reach its runs act with: a team leader their own
 * team's rules but not a manager's working there, a manager every rule. Auditors read only. The rule's
 * row facts are its owner, its team (null for a rule across teams, which only those over the teams
 * reach) and its owner's reach.
 */
const ruleKeeper: WhoMay = {
  menuId: menuIds.automaticalRules,
  readOnlyRoles: [roleIds.auditor],
  rows: 'actsInReach',
  outOfReach: 'automaticRule.outOfReach',
}

/** Every change of a rule needs the server: it decides the rule's machine and runs the cases. */
export const automaticRuleActions = {
  save: { endpoint: saveRule, whoMay: ruleKeeper, offline: false },
  // A dry run writes nothing, but it is the owner's step before activating: kept to those who may.
  preview: { endpoint: previewRule, whoMay: ruleKeeper, offline: false },
  activate: { endpoint: changeRuleState, whoMay: ruleKeeper, offline: false },
  pause: { endpoint: changeRuleState, whoMay: ruleKeeper, offline: false },
  resume: { endpoint: changeRuleState, whoMay: ruleKeeper, offline: false },
  archive: { endpoint: changeRuleState, whoMay: ruleKeeper, offline: false },
  runNow: { endpoint: runRuleNow, whoMay: ruleKeeper, offline: false },
} as const satisfies Record<string, Action>

const reader: WhoMay = {
  menuId: menuIds.automaticalRules,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'automaticRule.outOfReach',
}

/** The reads name other people's teams and cases: each by the policy's reach over the rule's team. */
export const automaticRuleReads = {
  list: { endpoint: ruleList, whoMay: reader, offline: false },
  detail: { endpoint: ruleDetail, whoMay: reader, offline: false },
  runs: { endpoint: ruleRuns, whoMay: reader, offline: false },
  runCases: { endpoint: ruleRunCases, whoMay: reader, offline: false },
} as const satisfies Record<string, Action>
