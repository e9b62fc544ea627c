import { useMemo } from 'react'
import {
  discard,
  discardNamedOf,
  forgetGivenUp,
  type OutboxEntry,
  retryParked,
  unsentOf,
} from '../../../db/outbox.ts'
import { useOutboxCounts, useOutboxWhile } from '../../../db/outboxWatch.ts'
import { answersOnTheirWay, wantSync } from '../../api/sync/syncStatus.ts'
import { inPanelOrder, type QueueCounts } from './outboxQueue.ts'
import type { SyncArea } from './syncAreas.ts'

const none: QueueCounts = { pending: 0, parked: 0 }

/**
 * The user's unsent writes as the sync views show them, live in every tab: the counts for the header,
 * and, while the panel is open (`listing`), the entries, parked first. The counts are counted by the
 * outbox's index, so a long flush does not re-read every entry at each write it sends.
 * Views use this, never the outbox's store.
 */
export function useSyncQueue(userId: number, listing: boolean) {
  const entries = useOutboxWhile(userId, listing)
  const counted = useOutboxCounts(userId)
  const counts = counted ?? none
  return useMemo(
    () => ({
      /** undefined while the outbox is first read, and while the panel is closed. */
      entries: entries && inPanelOrder(entries),
      counts,
      /** Whether the counts are read yet (none shows as nothing waiting until then). */
      counted: counted !== undefined,
    }),
    [entries, counts, counted],
  )
}

/**
 * A refused write tried again, at once: it keeps its id, so the server still applies it once. One a
 * later write replaced stays as it is (another tab's panel may still have offered it).
 */
export async function retryEntry(id: string): Promise<void> {
  if (await retryParked(id)) wantSync()
}

/**
 * A refused write given up by the user, who was asked first: it is never sent, and its area takes
 * back what it showed pending for it.
 */
export function discardEntry(entry: OutboxEntry, area: SyncArea | undefined): Promise<void> {
  return discard(entry.id, area?.discarded && (() => area.discarded!(entry)))
}

/** The waiting writes go now, without waiting out a back-off. */
export function sendNow(): void {
  wantSync()
}

/**
 * The writes of the user still in the outbox, by id, and how many of them are on their way to the
 * server now, read now (not from a live view that may lag).
 */
export function unsentOfUser(userId: number): Promise<{ ids: string[]; onItsWay: number }> {
  return unsentOf(userId)
}

/**
 * The unsent writes the user was shown (`named`, by id) given up, at sign-out, after she chose so by
 * name and count; null, giving nothing up, when she has one she was not shown (made since in another
 * tab): it is not hers to lose unnamed. The one on its way cannot be called back: this waits for its
 * answer (`answered`, this tab's sync runner by default), so it is settled, or, if it did not get
 * through, discarded too. Nothing she named is left to be sent at her next sign-in. Answers the ids
 * that were on their way.
 */
export async function discardUnsentOf(
  userId: number,
  named: readonly string[],
  answered: () => Promise<void> = answersOnTheirWay,
): Promise<string[] | null> {
  const onTheirWay = await discardNamedOf(userId, named)
  if (onTheirWay && onTheirWay.length > 0) {
    await answered()
    await forgetGivenUp(onTheirWay)
  }
  return onTheirWay
}
