import { type AreaProbes, noRow, write } from './probeKit.ts'

/**
 * The outbox's batch (contract/writeBatchActions.ts), for the authorization matrix: anyone signed in
 * may send one; each write in it meets its own rule (tests/server/writeBatches.test.ts).
 */
export const writeBatchProbes: AreaProbes = {
  byPath: {
    '/collection/sync/writes': noRow(() => ({
      writes: [{ path: '/collection/message/alreadyRead', payload: { messageIds: [1], ...write() } }],
    })),
  },
}
