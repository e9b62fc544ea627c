import type { Action, WhoMay } from './actions.ts'
import { sendWriteBatch } from './writes.ts'

/**
 * Anyone signed in may send their queued writes together: the batch itself touches no row, and each
 * write in it is checked by its own call's rule as it is applied.
 */
const queueOwner: WhoMay = { menuId: 'signedIn', readOnlyRoles: [], rows: 'none' }

/** The outbox's one call of its own (issue 28); its writes are the areas' offline actions. */
export const writeBatchActions = {
  send: { endpoint: sendWriteBatch, whoMay: queueOwner, offline: false },
} as const satisfies Record<string, Action>
