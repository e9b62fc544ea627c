import { useMemo } from 'react'
import {
  discard,
  discardAllOf,
  type OutboxEntry,
  outboxOf,
  retryParked,
  useOutbox,
} from '../../../db/outbox.ts'
import { wantSync } from '../../api/sync/syncStatus.ts'
import { inPanelOrder, type QueueCounts, queueCounts } from './outboxQueue.ts'
import type { SyncArea } from './syncAreas.ts'

const none: QueueCounts = { pending: 0, parked: 0 }

/**
 * The user's unsent writes as the sync views show them, live in every tab: parked first, the counts
 * for the header, and what the user may do with them. Views use this, never the outbox's store.
 */
export function useSyncQueue(userId: number) {
  const entries = useOutbox(userId)
  return useMemo(
    () => ({
      /** undefined while the outbox is first read. */
      entries: entries && inPanelOrder(entries),
      counts: entries ? queueCounts(entries) : none,
    }),
    [entries],
  )
}

/** A refused write tried again, at once: it keeps its id, so the server still applies it once. */
export async function retryEntry(id: string): Promise<void> {
  await retryParked(id)
  wantSync()
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

/** How many writes of the user are still in the outbox, read now (not from a live view that may lag). */
export async function unsentCountOf(userId: number): Promise<number> {
  return (await outboxOf(userId)).length
}

/** Every unsent write of the user given up, at sign-out, after the user chose so by name and count. */
export function discardAllUnsentOf(userId: number): Promise<void> {
  return discardAllOf(userId)
}
