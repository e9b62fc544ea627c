import { z } from 'zod'
import { type Endpoint, endpoint, envelopeOf, type LabelsOf } from './endpoint.ts'

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

/**
 * The most queued writes one batch carries: a day's queue goes in a few calls, and one call still
 * answers well inside the request helper's time-out.
 */
export const writeBatchLimit = 100

/** One queued write as the outbox keeps it: the path of its own call, and that call's body. */
export const queuedWrite = z.object({
  path: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
})

/**
 * Queued writes sent in one call (issue 28): each is applied exactly as its own call would apply it
 * (session, menu, its rule, validation, its client id), one after the other in the order given. The
 * answers come in the same order, one envelope per write looked at; they stop at the first write not
 * taken (refused or failed), and the writes after it were not looked at. The session is looked up once,
 * for the batch: one that ends while the batch is applied ends at the user's next call.
 */
export const sendWriteBatch = endpoint({
  method: 'POST',
  path: '/collection/sync/writes',
  access: 'signedIn',
  encoding: 'json',
  input: z.object({ writes: z.array(queuedWrite).min(1).max(writeBatchLimit) }),
  labels: {
    writes: { en: 'Queued changes', es: 'Cambios en cola' },
  },
  answer: z.object({ answers: z.array(envelopeOf(z.unknown())) }),
  summary: 'Sends queued writes in one call, each applied as its own call applies it',
  description:
    'Takes up to 100 writes that wait in an outbox (a case mark, a collection record, a to-do, a ' +
    'message read), each with its own clientMutationId. They are applied one after the other, in the ' +
    'order given, each with its own checks and its own replay rule, so a batch sent again applies ' +
    'nothing twice. The answers follow the order of the writes and stop at the first write not taken ' +
    '(refused or failed): the writes after it were not looked at and are to be sent again. The session is ' +
    'checked once, for the whole batch.',
})
