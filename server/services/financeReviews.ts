import { and, eq, lt, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { WhoMay } from '../../contract/actions.ts'
import type { ErrorCode } from '../../contract/errors.ts'
import { decideFinanceReview, type StoredFinanceReview } from '../../machines/financeDecisions.ts'
import type { FinanceReviewEvent } from '../../machines/financeReview.ts'
import type { Database, Transaction } from '../database/connect.ts'
import { AppError } from '../http/errors.ts'
import { applyOnce } from './clientMutations.ts'
import { assertMayOnRow } from './policy.ts'
import type { SignedInUser } from './sessions.ts'
import { type Actor, type AuditedEntity, recordTransition } from './transitions.ts'

/** The columns every request the finance office reviews keeps (amount cuts, offline repayments). */
export interface ReviewedColumns {
  id: PgColumn
  caseId: PgColumn
  requesterId: PgColumn
  teamId: PgColumn
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
export function financeReviewSteps<Case extends { id: number }>(
  table: PgTable & ReviewedColumns,
  entity: AuditedEntity,
  /** Locks the request's case for the write (the cases area's, handed in: shared code reaches no area). */
  lockCase: (tx: Transaction, caseId: number) => Promise<Case>,
) {
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

  type Locked = { id: number; caseId: number; requesterId: number; teamId: number | null; requestedAt: Date }

  /**
   * Locks a pending request for its reviewer, its case first (the order every write on these requests
   * locks in, so a request made and one decided on one case never wait on each other crosswise). One
   * the policy keeps from this reviewer is refused in the area's words; one that waited too long
   * expires here, and the caller refuses the review (null).
   */
  async function lockForReview(
    tx: Transaction,
    user: SignedInUser,
    id: number,
    review: { whoMay: WhoMay; expiresAfterMs: number; notFound: ErrorCode; answered: ErrorCode },
  ): Promise<{
    found: Case
    row: Locked & Record<string, unknown>
    stored: StoredFinanceReview
  } | null> {
    const [named] = (await tx
      .select({ caseId: table.caseId })
      .from(table as PgTable)
      .where(eq(table.id, id))) as {
      caseId: number
    }[]
    if (!named) throw new AppError(review.notFound)
    const found = await lockCase(tx, named.caseId)
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update')) as (Locked & Record<string, unknown>)[]
    if (!row) throw new AppError(review.notFound)
    assertMayOnRow(review.whoMay, user, { ownerId: row.requesterId, teamId: row.teamId })
    const stored = row.lifecycle as StoredFinanceReview
    if (stored.value !== 'pending') throw new AppError(review.answered)
    if (Date.now() - row.requestedAt.getTime() >= review.expiresAfterMs) {
      await expireStaleOnCase(tx, review.expiresAfterMs, found.id)
      return null
    }
    return { found, row, stored }
  }

  async function expireStaleOnCase(tx: Transaction, expiresAfterMs: number, caseId: number) {
    const pending = (await pendingRows(tx)
      .where(and(eq(table.caseId, caseId), eq(table.status, 'pending')))
      .for('update')) as Pending[]
    await expireEach(tx, pending, expiresAfterMs, new Date())
  }

  return {
    apply,
    lockForReview,
    /**
     * A pass or a rejection applied once per client id; one that found the request expired keeps the
     * expiry it wrote and is refused as answered.
     */
    async reviewOnce<T>(
      db: Database,
      key: { id: string; userId: number; path: string; input: unknown },
      answered: ErrorCode,
      work: (tx: Transaction) => Promise<T | null>,
    ): Promise<T> {
      const outcome = await applyOnce(db, key, async (tx) => ({ row: await work(tx) }))
      if (outcome.row === null) throw new AppError(answered)
      return outcome.row
    },
    /** Expires a case's pending request that waited too long, before another is made or this one decided. */
    expireStaleOnCase,
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
