import type { OutboxEntry, OutboxFailure, Supersedes } from '../../../db/outbox.ts'

/**
 * What an area does when the server answers one of its queued writes. Each runs inside the outbox's
 * own transaction (db/outbox.ts markSent / park), so the kept copy and the outbox never disagree.
 */
export interface OutboxArea {
  /** The server took the write: put its answer in the kept copy, in place of what was shown pending. */
  settle(entry: OutboxEntry, answer: unknown): Promise<void>
  /** The server refused it for a business reason (the case closed meanwhile): mark the kept copy. */
  refused?(entry: OutboxEntry, failure: OutboxFailure): Promise<void>
  /** The user gave the write up (sync panel): take back what was shown pending for it. */
  discarded?(entry: OutboxEntry): Promise<void>
  /**
   * Whether a newer write of the user on the same subject replaces an older one, so the older, once
   * refused, is never sent again over it (the area passes this rule to db/outbox.ts enqueue). Without
   * it, no write of the area replaces another.
   */
  supersedes?: Supersedes
}

/** The areas with offline writes, keyed as the entries' `area` (src/app/outboxAreas.ts lists them). */
export type OutboxAreas = Readonly<Record<string, OutboxArea>>
