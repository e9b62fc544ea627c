import { z } from 'zod'
import type { Endpoint, LabelsOf } from './endpoint.ts'

/** A client-made id for one write, kept with it in the outbox and sent again with it after a failure. */
export const clientMutationId = z.uuid({ message: 'invalidValue' })

/**
 * The longest a write may wait offline (in the browser's outbox) and still be applied: a write whose
 * own time (a collection record's madeAt) is older is refused ('record.madeAtTooOld'). The server keeps
 * the first answer to each client id for longer than this (CLIENT_MUTATION_RETENTION_DAYS), so any
 * write still allowed to arrive finds its id if it was applied before: a lost answer never turns into
 * a second application.
 */
export const offlineWriteMaxAgeMs = 14 * 86_400_000

/** What every write promises a client that sends it again (server/services/clientMutations.ts keeps it). */
export const replayRule =
  'Safe to send again: a write sent again with the same clientMutationId and the same payload answers ' +
  'the first answer and is applied once; the same clientMutationId with a different payload answers ' +
  '409 mutation.reused.'

/**
 * Declares a write a user makes: its input must carry the client's id for it, and its OpenAPI
 * description states the replay rule. The server applies it through `applyOnce`.
 */
export function writeEndpoint<
  const E extends Endpoint<z.ZodType<{ clientMutationId: string }>> & { method: 'POST' },
>(entry: E & LabelsOf<E>): E & { description: string } {
  return { ...entry, description: entry.description ? `${entry.description}\n\n${replayRule}` : replayRule }
}
