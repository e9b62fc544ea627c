import { automaticRuleActions } from '../../../contract/automaticRuleActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'

/** What the rules' screens send: a save, a dry run, a change of state, a run now; one call per action. */
export const automaticRuleWrites = actionWrites(automaticRuleActions)
