import { useLiveQuery } from 'dexie-react-hooks'
import { consoleDb, type OutboxEntry, type OutboxState } from './database.ts'
import { ofUser, outboxOf } from './outbox.ts'

// Live views of the outbox that read what they show, by index, never the whole queue: each one runs
// again at every change of the user's entries, and a flush of n writes makes about 2n changes, so a
// view reading every entry made the flush quadratic (bench/outboxFlush.ts: 1000 writes sent 2.3
// times slower each than one at a time).

const inState = (userId: number, state: OutboxState) =>
  consoleDb.outbox.where('[userId+state]').equals([userId, state])

/** What tells the sync runner a write became ready to send: a newer entry, or a parked one no longer parked. */
export interface QueueSignal {
  /** The newest entry's order number; 0 when there is none. Entries never get an older one. */
  newestSeq: number
  /** The parked entries' order numbers: few, and read by key alone. */
  parkedSeqs: number[]
}

export async function queueSignalOf(userId: number): Promise<QueueSignal> {
  const [newest, parked] = await Promise.all([
    ofUser(userId).lastKey(),
    inState(userId, 'parked').primaryKeys(),
  ])
  return { newestSeq: (newest as [number, number] | undefined)?.[1] ?? 0, parkedSeqs: parked as number[] }
}

/** Whether any of these entries is still in the outbox and waiting to be sent (a parked one retried). */
export async function anyWaiting(seqs: number[]): Promise<boolean> {
  const entries = await consoleDb.outbox.bulkGet(seqs)
  return entries.some((entry) => entry !== undefined && entry.state !== 'parked')
}

/** Whether any of these entries left the outbox (discarded, or sent once retried). */
export async function anyGone(seqs: number[]): Promise<boolean> {
  const entries = await consoleDb.outbox.bulkGet(seqs)
  return entries.some((entry) => entry === undefined)
}

/** What the header counts: writes waiting to go (queued or going now), and refused ones apart. */
export interface OutboxCounts {
  pending: number
  parked: number
}

export async function outboxCountsOf(userId: number): Promise<OutboxCounts> {
  const [all, parked] = await Promise.all([ofUser(userId).count(), inState(userId, 'parked').count()])
  return { pending: all - parked, parked }
}

/** The user's counts, live in every tab: undefined while first read. */
export function useOutboxCounts(userId: number): OutboxCounts | undefined {
  return useLiveQuery(() => outboxCountsOf(userId), [userId])
}

/** The user's whole outbox, live, only while `wanted` (a panel listing it is open): undefined otherwise. */
export function useOutboxWhile(userId: number, wanted: boolean): OutboxEntry[] | undefined {
  return useLiveQuery(async () => (wanted ? outboxOf(userId) : undefined), [userId, wanted])
}

/** The user's entries about one subject (such as a case), in the order they were made. */
export function outboxOnSubject(userId: number, subjectKey: string): Promise<OutboxEntry[]> {
  return consoleDb.outbox.where('[userId+subject.key]').equals([userId, subjectKey]).sortBy('seq')
}

/** The user's entries about one subject, live in every tab: undefined while first read. */
export function useOutboxOnSubject(userId: number, subjectKey: string): OutboxEntry[] | undefined {
  return useLiveQuery(() => outboxOnSubject(userId, subjectKey), [userId, subjectKey])
}

/**
 * These entries as they stand now (those gone are left out), live in every tab, with the ids the
 * reading was of: one of those ids left out is gone, even if it went before it was first read.
 */
export function useOutboxEntries(
  ids: readonly string[],
): { of: readonly string[]; entries: OutboxEntry[] } | undefined {
  return useLiveQuery(
    async () => ({
      of: ids,
      entries: ids.length === 0 ? [] : await consoleDb.outbox.where('id').anyOf(ids).toArray(),
    }),
    [ids],
  )
}

/** One user's unsent writes in this browser: waiting to go, and refused by the server (parked). */
export interface WritesOfUser {
  userId: number
  /** Their name as the newest of their entries holding one keeps it; null when none does. */
  userName: string | null
  waiting: number
  refused: number
}

/**
 * Every user's unsent writes in this browser, for the sign-in page, where no one is signed in: the
 * outbox outlives sign-out, so these are what waits for each user to sign in here again.
 */
export async function writesByUser(): Promise<WritesOfUser[]> {
  const byUser = new Map<number, WritesOfUser>()
  await consoleDb.outbox.orderBy('[userId+seq]').each((entry) => {
    // Given up at a sign-out (its tab closed while waiting for its answer): never sent again.
    if (entry.givenUp) return
    const user = byUser.get(entry.userId) ?? { userId: entry.userId, userName: null, waiting: 0, refused: 0 }
    if (entry.state === 'parked') user.refused += 1
    else user.waiting += 1
    user.userName = entry.userName ?? user.userName
    byUser.set(entry.userId, user)
  })
  return [...byUser.values()]
}

/** Every user's unsent writes in this browser, live: undefined while first read. */
export function useWritesByUser(): WritesOfUser[] | undefined {
  return useLiveQuery(writesByUser, [])
}
