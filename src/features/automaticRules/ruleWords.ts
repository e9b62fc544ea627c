import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  RuleActionKind,
  RuleHolder,
  RuleState,
  RunSkipReason,
  RunStatus,
  ruleWays,
  runCaseOutcomes,
} from '../../../contract/automaticRules.ts'

/** A rule's state, on its list, its records and its form alike. */
export const ruleStateWords: Record<RuleState, MessageDescriptor> = {
  draft: msg`Draft`,
  active: msg`Active`,
  paused: msg`Paused`,
  archived: msg`Archived`,
}

/** Who holds the cases a rule takes, as its form offers the choice. */
export const holderWords: Record<RuleHolder, MessageDescriptor> = {
  anyone: msg`Anyone or no one`,
  held: msg`A member`,
  notHeld: msg`No one`,
  heldByInvalid: msg`A member who can no longer work them`,
}

export const actionKindWords: Record<RuleActionKind, MessageDescriptor> = {
  allocate: msg`Allocate to a team`,
  retrieve: msg`Retrieve from who holds them`,
}

export const wayWords: Record<(typeof ruleWays)[number], MessageDescriptor> = {
  evenSplit: msg`Even split over the members on duty`,
  manual: msg`To the members chosen`,
}

export const runStatusWords: Record<RunStatus, MessageDescriptor> = {
  running: msg`Running`,
  // A run is feminine in Spanish (una ejecución): its own word, apart from a case's.
  done: msg({ message: 'Finished', context: 'a run' }),
  failed: msg`Failed`,
}

/** Why a case a rule matched was not moved (contract/automaticRules.ts runSkipReasons). */
export const skipReasonWords: Record<RunSkipReason, MessageDescriptor> = {
  alreadyHeld: msg`Already with that member`,
  overCap: msg`Over the run's most`,
  changed: msg`Changed since it was planned`,
  closed: msg`Closed meanwhile`,
  stopped: msg`Not moved: the run stopped`,
}

export const outcomeWords: Record<(typeof runCaseOutcomes)[number], MessageDescriptor> = {
  planned: msg`Planned`,
  moved: msg`Moved`,
  skipped: msg`Skipped`,
}
