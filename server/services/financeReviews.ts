import { and, eq, lt, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { decideFinanceReview, type StoredFinanceReview } from '../../machines/financeDecisions.ts'
import type { FinanceReviewEvent } from '../../machines/financeReview.ts'
import type { Database, Transaction } from '../database/connect.ts'
import { type Actor, type AuditedEntity, recordTransition } from './transitions.ts'

/** The columns every request the finance office reviews keeps (amount cuts, offline repayments). */
export interface ReviewedColumns {
  id: PgColumn
  caseId: PgColumn
  lifecycle: PgColumn
  status: PgColumn
  reviewerId: PgColumn
  rejection: PgColumn
  requestedAt: PgColumn
  decidedAt: PgColumn
}

const system: Actor = { userId: null, clientMutationId: null }

/** How many requests one sweep expires; the next sweep takes the rest. */
const sweepBatch = 500

/**
 * The review's steps on one kind of request (machines/financeReview.ts): each saved with the columns
 * derived from it and recorded, in the caller's transaction; expiry by the system, per case before a
 * new request and by a periodic sweep.
 */
export function financeReviewSteps(table: PgTable & ReviewedColumns, entity: AuditedEntity) {
  const pendingRows = (tx: Transaction) =>
    tx
      .select({ id: table.id, lifecycle: table.lifecycle, requestedAt: table.requestedAt })
      .from(table as PgTable)
      .$dynamic()

  async function apply(
    tx: Transaction,
    id: number,
    stored: StoredFinanceReview,
    event: FinanceReviewEvent,
    actor: Actor,
  ): Promise<StoredFinanceReview | null> {
    const decision = decideFinanceReview(stored, event)
    if (!decision.allowed) return null
    const to = decision.to
    await tx
      .update(table)
      .set({
        lifecycle: to,
        status: to.value === 'new' ? 'pending' : to.value,
        reviewerId: to.context.reviewerId,
        rejection: to.context.rejection,
        decidedAt: sql`now()`,
      } as never)
      .where(eq(table.id, id))
    await recordTransition(tx, { type: entity, id }, decision, event, actor)
    return to
  }

  const expiry = (expiresAfterMs: number, requestedAt: Date, now: Date): FinanceReviewEvent => ({
    type: 'EXPIRE',
    pendingForMs: now.getTime() - requestedAt.getTime(),
    expiresAfterMs,
  })

  type Pending = { id: number; lifecycle: unknown; requestedAt: Date }
  const expireEach = async (tx: Transaction, rows: Pending[], expiresAfterMs: number, now: Date) => {
    for (const row of rows)
      await apply(
        tx,
        row.id,
        row.lifecycle as StoredFinanceReview,
        expiry(expiresAfterMs, row.requestedAt, now),
        system,
      )
  }

  return {
    apply,
    /** Expires a case's pending request that waited too long, before another is made or this one decided. */
    async expireStaleOnCase(tx: Transaction, expiresAfterMs: number, caseId: number) {
      const pending = (await pendingRows(tx)
        .where(and(eq(table.caseId, caseId), eq(table.status, 'pending')))
        .for('update')) as Pending[]
      await expireEach(tx, pending, expiresAfterMs, new Date())
    },
    /**
     * Expires the requests pending past their time, each through the machine and recorded as the
     * system's. Rows another process holds are skipped, so sweeps in several processes at once never
     * expire one twice.
     */
    sweep(db: Database, expiresAfterMs: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const stale = (await pendingRows(tx)
          .where(
            and(eq(table.status, 'pending'), lt(table.requestedAt, new Date(now.getTime() - expiresAfterMs))),
          )
          .limit(sweepBatch)
          .for('update', { skipLocked: true })) as Pending[]
        await expireEach(tx, stale, expiresAfterMs, now)
        return stale.length
      })
    },
  }
}
