import type { AnyStateMachine } from 'xstate'
import { automaticRuleMachine } from './automaticRule.ts'
import { machineVersions } from './machineVersions.ts'

/**
 * Every automatic rule machine ever recorded with, by version; the highest is the one new transitions
 * record (docs/decisions/0013-machine-versions.md says how a version is added).
 */
export const automaticRuleVersions = machineVersions<AnyStateMachine>('automaticRule', {
  1: automaticRuleMachine,
})
