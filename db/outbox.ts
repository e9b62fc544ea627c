import { Dexie, type Table } from 'dexie'
import { consoleDb, type OutboxEntry, type OutboxFailure } from './database.ts'

export type { OutboxEntry, OutboxFailure, OutboxState, OutboxSubject } from './database.ts'

/** What a write puts in the outbox; the outbox adds its order, attempts, error, state and replacement. */
export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'attempts' | 'lastError' | 'state' | 'supersededBy'>

/**
 * Whether a newer write replaces an older one, both of one user, one area and one subject: the area
 * decides (a later mark on a case replaces an earlier mark of the same kind; a record never is).
 */
export type Supersedes = (older: OutboxEntry, newer: OutboxEntry) => boolean

/**
 * Puts a write in the outbox and changes the kept copy for it (`localChange`) in one transaction, so
 * the screen shows the write at once and a write shown is a write queued: neither happens alone.
 * The earlier writes of the user on the same subject that it replaces (`supersedes`, its area's rule)
 * are noted as replaced by it, in the same transaction, whatever their state: one still waiting is
 * sent in its turn as made, but one refused, now or later, is never sent again over the newer one.
 */
export async function enqueue(
  entry: NewOutboxEntry,
  localChange?: () => Promise<void>,
  supersedes?: Supersedes,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.tables, async () => {
    const added: OutboxEntry = { ...entry, attempts: 0, lastError: null, state: 'queued' }
    await consoleDb.outbox.add(added)
    if (supersedes && entry.subject)
      await consoleDb.outbox
        .where('[userId+subject.key]')
        .equals([entry.userId, entry.subject.key])
        .filter((older) => older.id !== entry.id && older.area === entry.area && supersedes(older, added))
        .modify({ supersededBy: entry.id })
    await localChange?.()
  })
}

/**
 * Refusals a write sent again as it is would only meet again, so Retry is neither offered nor done:
 * a write this version cannot send, or one too old to send safely (this browser's own reasons); and
 * one whose content the server found invalid (`request.invalid`), such as a record whose times are
 * ahead of its clock (decision 0042): the same content, stamps included, is refused again, and it is
 * hers to correct ('Edit and send again' for a record), not the console's to change.
 */
export const refusedAgainAsItIs: ReadonlySet<string> = new Set([
  'outbox.unknownWrite',
  'outbox.tooOld',
  'request.invalid',
])

/**
 * Whether the user may send a refused write again: not when a later write of theirs replaced it, nor
 * when it would only be refused again.
 */
export const retryable = (entry: Pick<OutboxEntry, 'state' | 'supersededBy' | 'lastError'>): boolean =>
  entry.state === 'parked' &&
  entry.supersededBy === undefined &&
  !refusedAgainAsItIs.has(entry.lastError?.code ?? '')

/** Every entry of one user, in creation order; another user's entries are never read. */
export const ofUser = (userId: number) =>
  consoleDb.outbox.where('[userId+seq]').between([userId, Dexie.minKey], [userId, Dexie.maxKey])

/** The user's entries in the order they were made: the order they are sent in. */
export function outboxOf(userId: number): Promise<OutboxEntry[]> {
  return ofUser(userId).toArray()
}

/**
 * Whether a parked entry was parked because the server kept failing on it (a 5xx, never a refusal):
 * it may yet be applied as it is, so the user's later writes on its subject wait behind it.
 */
export const parkedAsFailing = (entry: Pick<OutboxEntry, 'state' | 'serverFailures'>): boolean =>
  entry.state === 'parked' && (entry.serverFailures ?? 0) > 0

/**
 * Reads the user's entries in creation order and says of each whether it may be sent now: not a
 * parked one, nor one behind a write parked as failing on the same subject (the subject takes its
 * writes in the order made). A write behind a refused one goes: the refusal will not become an
 * application by waiting, and a later write may replace it (decision 0039).
 */
export function sendableInOrder(): (entry: OutboxEntry) => boolean {
  const held = new Set<string>()
  return (entry) => {
    if (entry.subject && held.has(entry.subject.key)) return false
    // A failing write a later one replaced holds nothing back: it will not be retried (retryable).
    if (parkedAsFailing(entry) && entry.subject && entry.supersededBy === undefined)
      held.add(entry.subject.key)
    return entry.state !== 'parked'
  }
}

/** The oldest entry of the user still to send (queued, or sending when a tab closed mid-send). */
export async function nextToSend(userId: number): Promise<OutboxEntry | undefined> {
  return ofUser(userId).filter(sendableInOrder()).first()
}

/**
 * Takes an entry for sending; false when it is gone meanwhile (given up at sign-out or in the sync
 * panel between the look and the send), and then it must not be sent. One given up while on its way
 * (a tab closed under its send) already went once and is never sent again: it goes instead.
 */
export async function markSending(id: string): Promise<boolean> {
  return consoleDb.transaction('rw', consoleDb.outbox, async () => {
    const entry = await consoleDb.outbox.where('id').equals(id).first()
    if (!entry) return false
    if (entry.givenUp) {
      await consoleDb.outbox.where('id').equals(id).delete()
      return false
    }
    await consoleDb.outbox
      .where('id')
      .equals(id)
      .modify((taken) => {
        taken.state = 'sending'
        taken.attempts += 1
      })
    return true
  })
}

/** The entry of a write, by its id. */
const withId = (id: string) => consoleDb.outbox.where('id').equals(id)

/**
 * Ends a send the server did not take: an entry given up on its way (at a sign-out) goes; any other
 * gets `change`, in one transaction over `tables`.
 */
async function unlessGivenUp(id: string, tables: Table[], change: () => Promise<unknown>): Promise<void> {
  await consoleDb.transaction('rw', tables, async () => {
    if (
      (await withId(id)
        .filter((kept) => kept.givenUp === true)
        .delete()) > 0
    )
      return
    await change()
  })
}

/**
 * A send that did not get through (network, server trouble): the entry waits for the next try.
 * `left: false` when the request never left the browser (it failed at once, the browser offline): that
 * was no attempt, and the count markSending made is taken back.
 */
export async function markUnsent(
  id: string,
  failure: OutboxFailure,
  { left = true, serverFailures }: { left?: boolean; serverFailures?: number } = {},
): Promise<void> {
  await unlessGivenUp(id, [consoleDb.outbox], () =>
    withId(id).modify((kept) => {
      kept.state = 'queued'
      if (left) kept.lastError = failure
      else kept.attempts = Math.max(0, kept.attempts - 1)
      if (serverFailures !== undefined) kept.serverFailures = serverFailures
    }),
  )
}

/**
 * The server failed on the write (a 5xx) `serverFailures` times in a row while answering otherwise:
 * it stays, with the server's last answer, until the user retries or discards it, and the writes
 * behind it on other subjects go on.
 */
export async function parkAsFailing(
  id: string,
  failure: OutboxFailure,
  serverFailures: number,
): Promise<void> {
  await unlessGivenUp(id, [consoleDb.outbox], () =>
    withId(id).modify({ state: 'parked', lastError: failure, serverFailures }),
  )
}

/**
 * The server took the write: the entry goes, and the area applies the answer to its kept copy
 * (`localChange`) in the same transaction, so the answer is never applied without the entry going.
 */
export async function markSent(id: string, localChange?: () => Promise<void>): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.tables, async () => {
    await consoleDb.outbox.where('id').equals(id).delete()
    await localChange?.()
  })
}

/**
 * The server refused the write for a business reason: it stays, with the reason, until the user acts;
 * but one she gave up while it was on its way simply goes.
 */
export async function park(
  id: string,
  failure: OutboxFailure,
  localChange?: () => Promise<void>,
): Promise<void> {
  await unlessGivenUp(id, consoleDb.tables, async () => {
    // A refusal, even after server failures: nothing behind it on its subject waits for it.
    await withId(id).modify({ state: 'parked', lastError: failure, serverFailures: 0 })
    await localChange?.()
  })
}

/**
 * The user asks to try a parked write again: it keeps its id, so the server still applies it once.
 * False, and nothing changes, when it is no longer parked or a later write replaced it (another tab's
 * panel may still offer it).
 */
export async function retryParked(id: string): Promise<boolean> {
  // Tried again, it gets its few tries again before the server's failures park it once more.
  const retried = await consoleDb.outbox
    .where('id')
    .equals(id)
    .filter(retryable)
    .modify({ state: 'queued', serverFailures: 0 })
  return retried > 0
}

/**
 * The user, asked first, gives a write up: it is never sent, and the area takes back what it showed
 * for it (`localChange`) in the same transaction.
 */
export async function discard(id: string, localChange?: () => Promise<void>): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.tables, async () => {
    await consoleDb.outbox.where('id').equals(id).delete()
    await localChange?.()
  })
}

/**
 * The user, asked first at sign-out, gives up the unsent writes she was shown (`named`, by id). The
 * ones on their way cannot be called back (the server may already have applied them): they are marked
 * given up, to be settled by their answer or, if they do not get through, discarded then, never sent
 * again. Answers the ids of those on their way; or, when she has a write she was not shown (queued
 * since, in another tab), null, and nothing is given up: she is asked again.
 */
export async function discardNamedOf(userId: number, named: readonly string[]): Promise<string[] | null> {
  const shown = new Set(named)
  return consoleDb.transaction('rw', consoleDb.outbox, async () => {
    const entries = await ofUser(userId).toArray()
    if (entries.some((entry) => !shown.has(entry.id))) return null
    await ofUser(userId)
      .filter((entry) => entry.state !== 'sending')
      .delete()
    const onTheirWay = entries.filter((entry) => entry.state === 'sending').map((entry) => entry.id)
    if (onTheirWay.length > 0) await consoleDb.outbox.where('id').anyOf(onTheirWay).modify({ givenUp: true })
    return onTheirWay
  })
}

/**
 * Once the answers on their way are in: the given-up writes still here go (one whose sending tab
 * closed, or whose answer another tab awaits, which then settles nothing).
 */
export async function forgetGivenUp(ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await consoleDb.outbox.where('id').anyOf(ids).delete()
}

/**
 * The writes the user has in the outbox, by id, and how many of them are on their way now: what the
 * sign-out asks about, and gives up by id if she chooses so.
 */
export async function unsentOf(userId: number): Promise<{ ids: string[]; onItsWay: number }> {
  const entries = await ofUser(userId).toArray()
  return {
    ids: entries.map((entry) => entry.id),
    onItsWay: entries.filter((entry) => entry.state === 'sending').length,
  }
}

/** The user's oldest writes still to send, in order, at most `limit`: what one batch may carry. */
export async function nextBatchToSend(userId: number, limit: number): Promise<OutboxEntry[]> {
  return ofUser(userId).filter(sendableInOrder()).limit(limit).toArray()
}

/** An entry's key in the outbox: every entry read from it has one (new ones get it when added). */
function keyOf(entry: OutboxEntry): number {
  if (entry.seq === undefined) throw new Error(`outbox entry ${entry.id} was not read from the outbox`)
  return entry.seq
}

/**
 * Takes entries read from the outbox for sending in one transaction, as markSending takes one:
 * answers the ids of those taken, in the order given; one gone meanwhile is not, and one given up on
 * its way goes. By their keys (never reused), not their ids: a batch's hundred ids looked up in the
 * id index cost a cursor step each, while its hundred keys are asked for all at once (a flush of
 * 1,000 writes spent some 100 ms a batch here).
 */
export async function markSendingAll(entries: readonly OutboxEntry[]): Promise<string[]> {
  return consoleDb.transaction('rw', consoleDb.outbox, async () => {
    const kept = await consoleDb.outbox.bulkGet(entries.map(keyOf))
    const givenUp = kept.filter((entry) => entry?.givenUp === true).map((entry) => keyOf(entry!))
    if (givenUp.length > 0) await consoleDb.outbox.bulkDelete(givenUp)
    const taken = kept.filter((entry): entry is OutboxEntry => entry !== undefined && entry.givenUp !== true)
    await consoleDb.outbox.bulkPut(
      taken.map((entry) => ({ ...entry, state: 'sending' as const, attempts: entry.attempts + 1 })),
    )
    return taken.map((entry) => entry.id)
  })
}

/**
 * The server took these writes (entries read from the outbox): the entries go and `localChange` puts
 * their answers in the kept copies, all in one transaction (a batch's answers are kept together or,
 * if one cannot be, not at all: the caller then settles them one by one).
 */
export async function markSentAll(
  entries: readonly OutboxEntry[],
  localChange?: () => Promise<void>,
): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.tables, async () => {
    await consoleDb.outbox.bulkDelete(entries.map(keyOf))
    await localChange?.()
  })
}

/**
 * Writes of a batch the server did not look at (it stopped at an earlier one): back in the queue as
 * they were, their attempt not counted; one given up on its way goes.
 */
export async function markNotLookedAt(entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return
  await consoleDb.transaction('rw', consoleDb.outbox, async () => {
    const kept = await consoleDb.outbox.bulkGet(entries.map(keyOf))
    const givenUp = kept.filter((entry) => entry?.givenUp === true).map((entry) => keyOf(entry!))
    if (givenUp.length > 0) await consoleDb.outbox.bulkDelete(givenUp)
    await consoleDb.outbox.bulkPut(
      kept
        .filter((entry): entry is OutboxEntry => entry !== undefined && entry.givenUp !== true)
        .map((entry) => ({ ...entry, state: 'queued' as const, attempts: Math.max(0, entry.attempts - 1) })),
    )
  })
}
