import { blacklistActions } from '../../../contract/blacklistActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'

/** What the blacklist sends: one call per action, as its dialog and row actions take them. */
export const blacklistWrites = actionWrites(blacklistActions)
