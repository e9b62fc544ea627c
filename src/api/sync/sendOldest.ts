import { t } from '@lingui/core/macro'
import { offlineEndpointByPath } from '../../../contract/allActions.ts'
import type { Endpoint } from '../../../contract/endpoint.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { health } from '../../../contract/system.ts'
import { offlineWriteMaxAgeMs } from '../../../contract/writes.ts'
import {
  markSending,
  markSent,
  markUnsent,
  nextToSend,
  type OutboxEntry,
  type OutboxFailure,
  park,
  parkAsFailing,
} from '../../../db/outbox.ts'
import { asFailure } from '../../../machines/effects.ts'
import {
  type SendOutcome,
  sendFailureKind,
  serverFailed,
  serverFailuresBeforeParking,
} from '../../../machines/sync.ts'
import type { OutboxArea, OutboxAreas } from './outboxArea.ts'

/**
 * Sends one call and answers its data, or throws as `request()` does: an ApiError whose type says
 * what went wrong (offline, signedOut, a business refusal with its code and message).
 */
export type SyncTransport = (endpoint: Endpoint, input: unknown) => Promise<unknown>

export interface SendOldestOptions {
  userId: number
  areas: OutboxAreas
  transport: SyncTransport
  /** Tells the session the server ended it. */
  signedOut: () => void
  /** The browser's clock, for the age of a write. */
  now?: () => number
  /** Whether the browser says it has no network; a send it fails at once then never left. */
  browserOffline?: () => boolean
}

/** The words of each reason this browser parks a write for, in the language shown now. */
export const outboxReasonTexts: Readonly<Record<string, () => string>> = {
  'outbox.unknownWrite': () =>
    t`This change cannot be sent by this version of the console; discard it or ask the administrator.`,
  'outbox.tooOld': () =>
    t`This change waited too long to be sent safely; check the case and make it again if it is still needed.`,
  'outbox.answerNotKept': () =>
    t`The server took this change, but this browser could not show its answer; retry to show it.`,
}

const parkedHere = (code: string): OutboxFailure => ({ code, message: outboxReasonTexts[code]!() })

const failureOf = (error: unknown): OutboxFailure => {
  const { code, message } = asFailure(error)
  return { code, message }
}

/**
 * Sends the user's oldest write still to send: taken (its answer settled in the kept copy), parked
 * with the server's reason, or back in the queue, keeping its id, when it did not get through (then
 * this throws the failure, for the sync machine to wait or pause on).
 */
export async function sendOldest(options: SendOldestOptions): Promise<SendOutcome> {
  const { userId, areas, transport, now = Date.now, browserOffline = () => false } = options
  const entry = await nextToSend(userId)
  if (!entry) return 'nothingLeft'
  const endpoint = offlineEndpointByPath.get(entry.path)
  const area = areas[entry.area]
  if (!endpoint || !area) {
    // Made by another build, whose write this one does not know: kept for the user to see, never sent.
    await park(entry.id, parkedHere('outbox.unknownWrite'))
    return 'parked'
  }
  if (now() - entry.createdAt > offlineWriteMaxAgeMs) {
    // The server may have forgotten this id by now (it keeps ids a while longer than this, then
    // removes them), so sending could apply it a second time: the user decides, seeing what it was.
    await park(entry.id, parkedHere('outbox.tooOld'))
    return 'parked'
  }
  // Given up meanwhile: never sent; the next entry is looked at instead.
  if (!(await markSending(entry.id))) return sendOldest(options)
  const offlineAtStart = browserOffline()
  let answer: unknown
  try {
    answer = await transport(endpoint, entry.payload)
  } catch (error) {
    return settleFailure(entry, asFailure(error), options, offlineAtStart)
  }
  return settleAnswer(entry, area, answer)
}

/**
 * A write the server did not take: parked with the server's reason when refused (or as failing, when
 * the server keeps failing on it while answering otherwise); else back in the queue, keeping its id,
 * and the failure thrown for the sync machine to wait or pause on. `offlineAtStart`: the browser said
 * it had no network as the send began.
 */
export async function settleFailure(
  entry: OutboxEntry,
  failure: ApiFailure,
  options: SendOldestOptions,
  offlineAtStart: boolean,
): Promise<SendOutcome> {
  const { areas, transport, signedOut } = options
  const area = areas[entry.area]
  const kind = sendFailureKind(failure)
  if (kind === 'refused') {
    const reason = failureOf(failure)
    await park(entry.id, reason, area?.refused && (() => area.refused!(entry, reason)))
    return 'parked'
  }
  const serverFailures = serverFailed(failure) ? (entry.serverFailures ?? 0) + 1 : undefined
  if (serverFailures !== undefined && serverFailures >= serverFailuresBeforeParking) {
    // The server keeps failing on this write: parked, it no longer holds back every later one. Only
    // while the server answers otherwise: in an outage every write would fail, and none is to blame.
    if (await answersHealth(transport)) {
      await parkAsFailing(entry.id, failureOf(failure), serverFailures)
      return 'parked'
    }
  }
  // No answer, with the browser offline as the send began: Chromium fails such a call before it
  // leaves, so it was no attempt (the user's "send now" offline still tries: the browser is often wrong).
  const left = !(failure.type === 'offline' && offlineAtStart)
  await markUnsent(entry.id, failureOf(failure), { left, serverFailures })
  if (kind === 'signedOut') signedOut()
  throw failure
}

/** The server took the write: the entry goes and its area keeps the answer, or it is parked saying why not. */
export async function settleAnswer(
  entry: OutboxEntry,
  area: OutboxArea,
  answer: unknown,
): Promise<SendOutcome> {
  try {
    await markSent(entry.id, () => area.settle(entry, answer))
  } catch (error) {
    // The server has it, but its answer could not be kept here: resending would only repeat this.
    await park(entry.id, parkedHere('outbox.answerNotKept'))
    console.warn('an outbox answer could not be settled', error)
    return 'parked'
  }
  return 'sent'
}

/** Whether the server answers its health check (it reaches its database): it is up, whatever a write does. */
async function answersHealth(transport: SyncTransport): Promise<boolean> {
  try {
    await transport(health, undefined)
    return true
  } catch {
    return false
  }
}
