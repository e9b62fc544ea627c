import { and, eq, lt } from 'drizzle-orm'
import type { StoredOtpApplication, StoredSimApplication } from '../../../machines/simDecisions.ts'
import type { ServerConfig } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { otpApplications, simApplications } from '../../database/schema/simCards.ts'
import { applyOtpEvent } from './otpLifecycleWrites.ts'
import { applyApplicationEvent } from './simApplications.ts'

const system = { userId: null, clientMutationId: null }

/** How many of each kind one sweep expires; the next sweep takes the rest. */
const sweepBatch = 500

/**
 * Expires the applications and code requests pending past their configured time, each through its
 * machine and recorded as the system's. Rows another process holds are skipped, so sweeps in several
 * processes at once never expire one twice.
 */
export async function expireStale(db: Database, config: ServerConfig, now = new Date()) {
  const settings = config.simCards
  return db.transaction(async (tx) => {
    const applications = await tx
      .select({ id: simApplications.id, lifecycle: simApplications.lifecycle, at: simApplications.appliedAt })
      .from(simApplications)
      .where(
        and(
          eq(simApplications.status, 'pending'),
          lt(simApplications.appliedAt, new Date(now.getTime() - settings.applicationExpiresAfterMs)),
        ),
      )
      .limit(sweepBatch)
      .for('update', { skipLocked: true })
    for (const row of applications)
      await applyApplicationEvent(
        tx,
        row.id,
        row.lifecycle as StoredSimApplication,
        {
          type: 'EXPIRE',
          pendingForMs: now.getTime() - row.at.getTime(),
          expiresAfterMs: settings.applicationExpiresAfterMs,
        },
        system,
      )
    const codes = await tx
      .select({
        id: otpApplications.id,
        lifecycle: otpApplications.lifecycle,
        at: otpApplications.requestedAt,
      })
      .from(otpApplications)
      .where(
        and(
          eq(otpApplications.status, 'pending'),
          lt(otpApplications.requestedAt, new Date(now.getTime() - settings.otpExpiresAfterMs)),
        ),
      )
      .limit(sweepBatch)
      .for('update', { skipLocked: true })
    for (const row of codes)
      await applyOtpEvent(
        tx,
        row.id,
        row.lifecycle as StoredOtpApplication,
        {
          type: 'EXPIRE',
          pendingForMs: now.getTime() - row.at.getTime(),
          expiresAfterMs: settings.otpExpiresAfterMs,
        },
        system,
      )
    const expired = applications.length + codes.length
    return expired > 0 ? { applications: applications.length, codeRequests: codes.length } : undefined
  })
}
