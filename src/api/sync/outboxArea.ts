import type { OutboxEntry, OutboxFailure, Supersedes } from '../../../db/outbox.ts'

/** A write the server took, with its answer. */
export interface AnsweredWrite {
  entry: OutboxEntry
  answer: unknown
}

/**
 * What an area does when the server answers one of its queued writes. Each runs inside the outbox's
 * own transaction (db/outbox.ts markSent / park), so the kept copy and the outbox never disagree.
 */
export interface OutboxArea {
  /** The server took the write: put its answer in the kept copy, in place of what was shown pending. */
  settle(entry: OutboxEntry, answer: unknown): Promise<void>
  /**
   * The server took several of the area's writes (a batch), in the order made, all gone from the
   * outbox already: the same kept copy as `settle` on each in turn, read and written once per subject
   * rather than once per write. Without it, each is settled on its own.
   */
  settleAll?(answered: ReadonlyArray<AnsweredWrite>): Promise<void>
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
