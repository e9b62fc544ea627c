/**
 * The automatic rules area's public module: all that other server areas may use of it
 * (dependency-cruiser's `server-area-only-through-its-public-module`). It allocates and retrieves
 * through the case allocation's public module and reads cases through theirs. The demo seed makes its
 * rules and their first run through here, at the seed's own clock.
 */

export { automaticRuleAuditedObjects } from './ruleAudit.ts'
export { latestSlot } from './ruleSchedule.ts'
export { runDueRules } from './ruleTick.ts'
export { changeAutomaticRuleState, saveAutomaticRule } from './ruleWrites.ts'
