import { staffActions } from '../../../contract/staffActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'

/** What the staffs area sends: one call per action, as its dialogs and row actions take them. */
export const staffWrites = actionWrites(staffActions)
