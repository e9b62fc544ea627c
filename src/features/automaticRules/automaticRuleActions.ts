import { msg } from '@lingui/core/macro'
import { automaticRuleActions } from '../../../contract/automaticRuleActions.ts'
import type { RuleRow } from '../../../contract/automaticRules.ts'
import { type RowFacts, reachOf } from '../../../contract/policy.ts'
import {
  decideAutomaticRule,
  type RuleStateEvent,
  ruleRuns,
  ruleStateEventsNow,
  type StoredAutomaticRule,
} from '../../../machines/automaticRuleDecisions.ts'
import type { OfferedAction } from '../../ui/ActionButton.tsx'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

const saved = (name: string) => msg`Rule ${name} saved`

/** The texts of the rules' actions, each naming the rule. A run's own figures are said by the screen. */
export const automaticRuleActionTexts: ActionTextsOf<typeof automaticRuleActions, string> = {
  save: { label: msg`Save`, done: saved },
  preview: { label: msg`Preview` },
  activate: { label: msg`Activate`, done: (name) => msg`Rule ${name} activated: it runs on its schedule` },
  pause: { label: msg`Pause`, done: (name) => msg`Rule ${name} paused` },
  resume: { label: msg`Resume`, done: (name) => msg`Rule ${name} resumed` },
  archive: {
    label: msg`Archive`,
    confirm: {
      question: (name) => msg`Archive the rule ${name}?`,
      effect: msg`It never runs again and cannot be changed; its records stay readable.`,
    },
    done: (name) => msg`Rule ${name} archived`,
  },
  runNow: {
    label: msg`Run now`,
    confirm: {
      question: (name) => msg`Run ${name} now?`,
      effect: msg`It moves the cases it matches now, as its schedule would; each move is recorded and stays.`,
    },
  },
}

/** A rule action with its texts, by name. */
export const ruleOffer = offersOf(automaticRuleActions, automaticRuleActionTexts)

/** A save offered as the toolbar's new rule or a row's edit: one rule of who may, two buttons. */
export const newRuleOffer: OfferedAction<'save'> = {
  name: 'save',
  action: automaticRuleActions.save,
  texts: { label: msg`New rule`, done: saved },
}
const editOffer: OfferedAction<'edit'> = {
  name: 'edit',
  action: automaticRuleActions.save,
  texts: { label: msg`Edit`, done: saved },
}

export type RuleActionName = 'edit' | 'preview' | 'activate' | 'pause' | 'resume' | 'archive' | 'runNow'

/** The rule's machine state, as its row says it, so the screen asks the machine what it takes now. */
export const storedRuleOf = (row: Pick<RuleRow, 'state' | 'version'>): StoredAutomaticRule => ({
  value: row.state,
  context: { version: row.version },
})

/** Whether the rule may still be changed (an archived one may not): its form is read-only otherwise. */
export const ruleEditable = (row: Pick<RuleRow, 'state' | 'version'>) =>
  decideAutomaticRule(storedRuleOf(row), { type: 'EDIT', by: 0 }).allowed

const eventActions = {
  ACTIVATE: 'activate',
  PAUSE: 'pause',
  RESUME: 'resume',
  ARCHIVE: 'archive',
} as const satisfies Record<RuleStateEvent, RuleActionName>

/**
 * What a rule's row offers as it stands (the server's machine decides the same): edit and preview
 * while it may change, the state changes its machine takes, a run now while active, archiving last.
 */
export function ruleActionsNow(row: RuleRow): OfferedAction<RuleActionName>[] {
  const stored = storedRuleOf(row)
  const changes = ruleStateEventsNow(stored).map((event) => eventActions[event])
  return [
    ...(ruleEditable(row) ? [editOffer, ruleOffer('preview')] : []),
    ...changes.filter((name) => name !== 'archive').map(ruleOffer),
    ...(ruleRuns(stored) ? [ruleOffer('runNow')] : []),
    ...(changes.includes('archive') ? [ruleOffer('archive')] : []),
  ]
}

/**
 * A rule as the policy reads it: its owner, the team it works in (none for a rule across teams) and
 * the reach its runs act with, its owner's.
 */
export const ruleFacts = (
  row: Pick<RuleRow, 'ownerId' | 'ownerRoleId' | 'ownerTeamId' | 'teamId'>,
): RowFacts => ({
  ownerId: row.ownerId,
  teamId: row.teamId,
  ownerReach: reachOf({ userId: row.ownerId, roleId: row.ownerRoleId, teamId: row.ownerTeamId }),
})

/** The machine's event for each state change a row offers. */
export const stateEventOf = {
  activate: 'ACTIVATE',
  pause: 'PAUSE',
  resume: 'RESUME',
  archive: 'ARCHIVE',
} as const
