import { type Action, whoMayByEndpoint } from './actions.ts'
import { caseActions } from './caseActions.ts'

/** Every area's actions, one line per area: the server reads their rules when it declares a route. */
export const allActions: readonly Action[] = [...Object.values(caseActions)]

export const whoMayOfEndpoint = whoMayByEndpoint(allActions)
