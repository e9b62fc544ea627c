import { simCardActions } from '../../../contract/simCardActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'

/** What the SIM area sends: one call per action, as its dialogs and row actions take them. */
export const simCardWrites = actionWrites(simCardActions)
