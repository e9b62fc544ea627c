import { memberOwnActions, staffActions } from '../../../contract/staffActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'

/** What the staffs area sends: one call per action, as its dialogs and row actions take them. */
export const staffWrites = actionWrites(staffActions)

/** What every member sends about their own day: leave asked for or cancelled, clocking in or out. */
export const memberOwnWrites = actionWrites(memberOwnActions)
