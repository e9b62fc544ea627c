import { t } from '@lingui/core/macro'
import { batchablePath } from '../../../contract/allActions.ts'
import type { Envelope } from '../../../contract/callBasics.ts'
import { offlineWriteMaxAgeMs, sendWriteBatch, writeBatchLimit } from '../../../contract/writes.ts'
import {
  markNotLookedAt,
  markSendingAll,
  markSentAll,
  markUnsent,
  nextBatchToSend,
  type OutboxEntry,
} from '../../../db/outbox.ts'
import { asFailure } from '../../../machines/effects.ts'
import { type SendOutcome, sendFailureKind, serverFailed } from '../../../machines/sync.ts'
import { ApiError } from '../apiError.ts'
import { envelopeData } from '../request.ts'
import type { AnsweredWrite, OutboxAreas } from './outboxArea.ts'
import { type SendOldestOptions, sendOldest, settleAnswer, settleFailure } from './sendOldest.ts'

/**
 * Whether an entry may go in a batch: a write this build knows, whose body is JSON (a file goes in a
 * call of its own), young enough to send (an older one is parked by sendOldest, saying why).
 */
function batchable(entry: OutboxEntry, options: SendOldestOptions, now: number): boolean {
  return (
    batchablePath(entry.path) &&
    options.areas[entry.area] !== undefined &&
    now - entry.createdAt <= offlineWriteMaxAgeMs
  )
}

/** A batch answered with no write looked at: a failure of the server's, never a progress. */
const noAnswer = () =>
  new ApiError({
    type: 'business',
    code: 'server.failure',
    message: t`The server did not take the changes sent; they will be sent again.`,
  })

/** A write's answer in a batch: its data, or the failure its own call would have thrown. */
function answerOf(envelope: Envelope): { data: unknown } | { failure: ReturnType<typeof asFailure> } {
  try {
    return { data: envelopeData(envelope, 200) }
  } catch (error) {
    return { failure: asFailure(error) }
  }
}

/**
 * Sends the user's oldest writes still to send, up to a batch's worth in one call (issue 28): the
 * leading run of writes that may go together, in the order made. Each answer is settled as its own
 * call's would be: taken (kept together in one transaction); the batch stops at the first write not
 * taken, which is settled as its own send would be (parked with its refusal, or failed), and the writes
 * after it go back to the queue untried. A run of one goes as its own call (sendOldest).
 */
export async function sendQueued(options: SendOldestOptions): Promise<SendOutcome> {
  const { userId, transport, now = Date.now, browserOffline = () => false } = options
  const waiting = await nextBatchToSend(userId, writeBatchLimit)
  const at = now()
  const firstOther = waiting.findIndex((entry) => !batchable(entry, options, at))
  const run = firstOther === -1 ? waiting : waiting.slice(0, firstOther)
  if (run.length < 2) return sendOldest(options)
  const takenIds = new Set(await markSendingAll(run))
  const taken = run.filter((entry) => takenIds.has(entry.id))
  // Given up meanwhile: never sent; the next ones are looked at instead.
  if (taken.length === 0) return sendQueued(options)
  const offlineAtStart = browserOffline()
  let answers: Envelope[]
  try {
    const writes = taken.map((entry) => ({
      path: entry.path,
      payload: entry.payload as Record<string, unknown>,
    }))
    answers = ((await transport(sendWriteBatch, { writes })) as { answers: Envelope[] }).answers
  } catch (error) {
    const failure = asFailure(error)
    if (sendFailureKind(failure) === 'refused' || serverFailed(failure)) {
      // The batch itself was refused (a server of another version), or the server failed on the call
      // as a whole, which blames no write: the first goes alone now, so its own failures are counted
      // on it (and it is parked after a few), and the next batch starts behind it.
      await markNotLookedAt(taken)
      return sendOldest(options)
    }
    // The batch as a whole did not get through: every write in it waits for the next try, as one would.
    const left = !(failure.type === 'offline' && offlineAtStart)
    for (const entry of taken)
      await markUnsent(entry.id, { code: failure.code, message: failure.message }, { left })
    if (sendFailureKind(failure) === 'signedOut') options.signedOut()
    throw failure
  }
  return settleAnswers(taken, answers, options, offlineAtStart)
}

/**
 * The kept copies of writes the server took, area by area in the order their first write was made:
 * an area that settles several at once (OutboxArea.settleAll) gets them together, in order.
 */
async function settleEachArea(answered: AnsweredWrite[], areas: OutboxAreas): Promise<void> {
  const byArea = new Map<string, AnsweredWrite[]>()
  for (const write of answered) byArea.set(write.entry.area, [...(byArea.get(write.entry.area) ?? []), write])
  for (const [name, writes] of byArea) {
    const area = areas[name]!
    if (area.settleAll) await area.settleAll(writes)
    else for (const { entry, answer } of writes) await area.settle(entry, answer)
  }
}

/** Settles a batch's answers in the order of its writes (see sendQueued). */
async function settleAnswers(
  taken: OutboxEntry[],
  answers: Envelope[],
  options: SendOldestOptions,
  offlineAtStart: boolean,
): Promise<SendOutcome> {
  // Whether any write of the batch was taken (kept by settleRun).
  const progress = { sent: false }
  let run: AnsweredWrite[] = []
  const settleRun = async () => {
    if (run.length === 0) return
    const settled = run
    run = []
    progress.sent = true
    try {
      await markSentAll(
        settled.map(({ entry }) => entry),
        () => settleEachArea(settled, options.areas),
      )
    } catch {
      // One answer could not be kept: each is kept on its own, and the one that cannot is parked.
      for (const { entry, answer } of settled) await settleAnswer(entry, options.areas[entry.area]!, answer)
    }
  }
  // No write looked at is no answer: the machine waits before it asks again, as after a failure.
  if (answers.length === 0) throw noAnswer()
  for (const [index, entry] of taken.entries()) {
    const envelope = answers[index]
    if (!envelope) {
      await settleRun()
      await markNotLookedAt(taken.slice(index))
      return progress.sent ? 'sent' : 'parked'
    }
    const answer = answerOf(envelope)
    if ('data' in answer) {
      run.push({ entry, answer: answer.data })
      continue
    }
    // The server stopped at this write: the ones after it were not looked at.
    await settleRun()
    await markNotLookedAt(taken.slice(index + 1))
    // Parked (refused, or failing), the next call takes the writes after it; else thrown, the machine waits.
    const settled = await settleFailure(entry, answer.failure, options, offlineAtStart)
    return progress.sent ? 'sent' : settled
  }
  await settleRun()
  return progress.sent ? 'sent' : 'parked'
}
