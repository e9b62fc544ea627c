import type { OutboxEntry } from '../../../db/outbox.ts'
import type { OutboxCounts } from '../../../db/outboxWatch.ts'

/**
 * What the header counts: writes waiting to go (`pending`: queued or going now, they go by themselves
 * once the server answers), and refused ones apart (`parked`: they wait for the user).
 */
export type QueueCounts = OutboxCounts

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
