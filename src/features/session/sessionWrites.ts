import { sessionActions } from '../../../contract/sessionActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'

/** What a signed-in user sends about their own session: a new password. */
export const sessionWrites = actionWrites(sessionActions)
