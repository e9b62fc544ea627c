import type { OutboxEntry } from '../../../db/outbox.ts'

/** What the header counts: writes waiting to go (queued or going now), and refused ones apart. */
export interface QueueCounts {
  /** Queued and sending: they go by themselves once the server answers. */
  pending: number
  /** Refused by the server: they wait for the user (retry or discard). */
  parked: number
}

export function queueCounts(entries: readonly OutboxEntry[]): QueueCounts {
  let parked = 0
  for (const entry of entries) if (entry.state === 'parked') parked += 1
  return { pending: entries.length - parked, parked }
}

/**
 * The panel's order: refused writes first (the user must act on them), then the rest in the order
 * they are sent. The outbox already reads them in creation order; the sort keeps it within each group.
 */
export function inPanelOrder(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [
    ...entries.filter((entry) => entry.state === 'parked'),
    ...entries.filter((entry) => entry.state !== 'parked'),
  ]
}
