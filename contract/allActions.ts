import { type Action, whoMayByEndpoint } from './actions.ts'
import { caseActions } from './caseActions.ts'
import { caseAllocationActions } from './caseAllocationActions.ts'
import type { Endpoint } from './endpoint.ts'
import { messageActions } from './messageActions.ts'
import { simCardActions } from './simCardActions.ts'
import { staffActions } from './staffActions.ts'

/** Every area's actions, one line per area: the server reads their rules when it declares a route. */
export const allActions: readonly Action[] = [
  ...Object.values(caseActions),
  ...Object.values(caseAllocationActions),
  ...Object.values(messageActions),
  ...Object.values(simCardActions),
  ...Object.values(staffActions),
]

export const whoMayOfEndpoint = whoMayByEndpoint(allActions)

/**
 * The endpoint of each write that may wait in the outbox, by the path its entries keep: an entry
 * names its path, not a function, so it can be stored and sent by a later build.
 */
export const offlineEndpointByPath: ReadonlyMap<string, Endpoint> = new Map(
  allActions.filter((action) => action.offline).map((action) => [action.endpoint.path, action.endpoint]),
)
