// A fake server's per-write transport made to take the outbox's batches as the real server does
// (server/routes/writeBatches.ts): each write in order through the per-write transport, one envelope
// each, stopping at the first not taken; a network failure drops the whole call.
import { offlineEndpointByPath } from '../../contract/allActions.ts'
import type { Envelope } from '../../contract/callBasics.ts'
import { respCodes } from '../../contract/endpoint.ts'
import { sendWriteBatch } from '../../contract/writes.ts'
import { asFailure } from '../../machines/effects.ts'
import type { SyncTransport } from '../../src/api/sync/sendOldest.ts'

/** Transports that take batches themselves: servingBatches leaves them as they are. */
export const takesBatches = new WeakSet<SyncTransport>()

export function servingBatches(perWrite: SyncTransport): SyncTransport {
  if (takesBatches.has(perWrite)) return perWrite
  return async (endpoint, input) => {
    if (endpoint.path !== sendWriteBatch.path) return perWrite(endpoint, input)
    const { writes } = input as { writes: Array<{ path: string; payload: unknown }> }
    const answers: Envelope[] = []
    for (const write of writes) {
      try {
        const data = await perWrite(offlineEndpointByPath.get(write.path)!, write.payload)
        answers.push({ respCode: respCodes.ok, respMsg: 'success', data })
      } catch (error) {
        const failure = asFailure(error)
        if (failure.type === 'offline') throw error
        answers.push({ respCode: failure.code, respMsg: failure.message, data: failure.data ?? null })
        break
      }
    }
    return { answers }
  }
}
