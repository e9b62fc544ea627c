import { sql } from 'drizzle-orm'
import { clockSkewMs } from '../../contract/clockSkew.ts'
import { offlineWriteMaxAgeMs } from '../../contract/writes.ts'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../database/connect.ts'
import type { PeriodicJob, StartJob } from '../http/periodicJobs.ts'

type RetentionConfig = ServerConfig['clientMutations']

/**
 * A write may arrive up to offlineWriteMaxAgeMs after it was made (plus clock skew); its id must still
 * be kept then, or a replay of a write whose answer was lost would be applied a second time.
 */
export function checkRetention(config: RetentionConfig): void {
  const shortest = offlineWriteMaxAgeMs + clockSkewMs
  if (!(config.retentionMs > shortest))
    throw new Error(
      `CLIENT_MUTATION_RETENTION_DAYS must keep client write ids longer than a write may wait offline ` +
        `(${offlineWriteMaxAgeMs / 86_400_000} days): a replay after its id is gone would be applied twice.`,
    )
  if (!(config.sweepEveryMs > 0 && config.sweepBatch > 0))
    throw new Error('CLIENT_MUTATION_SWEEP_MINUTES must be a positive number of minutes')
}

/**
 * Removes the stored answers older than the retention period; resolves to how many went.
 *
 * Safe with several server processes without a lock of its own: each batch is one idempotent
 * DELETE of ids older than the cutoff, and `for update skip locked` makes concurrent sweeps take
 * disjoint rows instead of waiting on each other. Deleting a row twice is impossible, deleting it
 * late is harmless, and each batch is its own short statement, so a replay's insert never waits on
 * more than one batch. (An advisory lock would also serialise the sweeps, but a session lock must
 * be released on the connection that took it, which a pool does not promise.)
 */
export async function removeExpiredClientMutations(
  db: Database,
  config: Pick<RetentionConfig, 'retentionMs' | 'sweepBatch'>,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - config.retentionMs).toISOString()
  let removed = 0
  for (;;) {
    const result = await db.execute(sql`
      delete from client_mutations where id in (
        select id from client_mutations where created_at < ${cutoff}::timestamptz
        order by created_at limit ${config.sweepBatch} for update skip locked
      )`)
    // node-postgres counts in rowCount, PGlite in affectedRows.
    const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number }
    const affected = rowCount ?? affectedRows ?? 0
    removed += affected
    if (affected < config.sweepBatch) return removed
  }
}

/** The job that removes old client write ids while the server runs, every sweepEveryMs. */
export function startRetentionJob(config: RetentionConfig, db: Database, start: StartJob): PeriodicJob {
  checkRetention(config)
  return start('removing expired client write ids', config.sweepEveryMs, async () => {
    const removed = await removeExpiredClientMutations(db, config)
    return removed > 0 ? { removed } : undefined
  })
}
