import type { AutomaticRuleContext, AutomaticRuleEvent, AutomaticRuleState } from './automaticRule.ts'
import { automaticRuleVersions } from './automaticRuleVersions.ts'
import { type Decision, decide, initialOf, type Stored } from './storedDecisions.ts'

/** What is kept of a rule's life between requests (the rule row's `lifecycle`). */
export type StoredAutomaticRule = Stored<AutomaticRuleState, AutomaticRuleContext>

export const newAutomaticRule = (): StoredAutomaticRule => initialOf(automaticRuleVersions)

/** Decides one change of a rule without side effects: the server saves and records it, the screens offer it. */
export const decideAutomaticRule = (
  stored: StoredAutomaticRule,
  event: AutomaticRuleEvent,
  using = automaticRuleVersions.current,
): Decision<StoredAutomaticRule> => decide(using, stored, event)

/** The changes a user makes to a rule from its row, in the order its buttons show. */
export const ruleStateEvents = ['ACTIVATE', 'PAUSE', 'RESUME', 'ARCHIVE'] as const
export type RuleStateEvent = (typeof ruleStateEvents)[number]

/** The state changes the rule takes now: what its row offers. */
export const ruleStateEventsNow = (stored: StoredAutomaticRule): RuleStateEvent[] =>
  ruleStateEvents.filter((type) => decideAutomaticRule(stored, { type, by: 0 }).allowed)

/** Whether a rule in this state runs (scheduled or by hand): only an active one does. */
export const ruleRuns = (stored: StoredAutomaticRule): boolean =>
  decideAutomaticRule(stored, { type: 'RUN' }).allowed
