import { createHash } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  offlineRepaymentActions,
  offlineRepaymentReads,
  offlineRepaymentReviewActions,
} from '../../../contract/offlineRepaymentActions.ts'
import {
  type OfflineRepaymentRow,
  type passOfflineRepayment,
  receiptTypeOf,
  type recordOfflineRepayment,
  type rejectOfflineRepayment,
} from '../../../contract/offlineRepayments.ts'
import { mostRepayable } from '../../../contract/repayments.ts'
import { decideCaseEvent } from '../../../machines/caseDecisions.ts'
import { decideFinanceReview, newFinanceReview } from '../../../machines/financeDecisions.ts'
import type { OfflineRepaymentSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { offlineRepaymentReceipts, offlineRepayments } from '../../database/schema/offlineRepayments.ts'
import { AppError } from '../../http/errors.ts'
import { caseWithMoney } from '../cases/index.ts'
import { applyOnce } from '../clientMutations.ts'
import { startOfLocalDate } from '../localDays.ts'
import { assertMayOnRow } from '../policy.ts'
import { creditRepayment } from '../repayments/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition } from '../transitions.ts'
import { repaymentReview } from './offlineRepaymentReviews.ts'
import {
  offlineRepaymentRowOf,
  selectOfflineRepayments,
  toOfflineRepaymentRow,
} from './offlineRepaymentRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** The offline repayments recorded on a case, newest first, for whoever reaches it. */
export async function ofCase(
  db: Database,
  user: SignedInUser,
  caseId: number,
): Promise<OfflineRepaymentRow[]> {
  const found = await caseWithMoney(db, caseId, false)
  assertMayOnRow(offlineRepaymentReads.ofCase.whoMay, user, found)
  const rows = await selectOfflineRepayments(db)
    .where(eq(offlineRepayments.caseId, caseId))
    .orderBy(desc(offlineRepayments.requestedAt), desc(offlineRepayments.id))
    .limit(50)
  return rows.map(toOfflineRepaymentRow)
}

/** A receipt's image as a data URL, for whoever reaches its case. */
export async function receiptOf(db: Database, user: SignedInUser, repaymentId: number) {
  const [row] = await db
    .select({
      caseId: offlineRepayments.caseId,
      contentType: offlineRepaymentReceipts.contentType,
      bytes: offlineRepaymentReceipts.bytes,
    })
    .from(offlineRepayments)
    .innerJoin(offlineRepaymentReceipts, eq(offlineRepaymentReceipts.repaymentId, offlineRepayments.id))
    .where(eq(offlineRepayments.id, repaymentId))
  if (!row) throw new AppError('offlineRepayment.notFound')
  assertMayOnRow(offlineRepaymentReads.receipt.whoMay, user, await caseWithMoney(db, row.caseId, false))
  return {
    contentType: row.contentType,
    dataUrl: `data:${row.contentType};base64,${row.bytes.toString('base64')}`,
  }
}

/**
 * Records money paid outside the platform, with its receipt, for review: on a case the recorder
 * reaches, open, with no other waiting (one that waited too long expires first), dated between the
 * loan's disbursal and today, at most what the case owes plus the margin a notified repayment has.
 */
export function recordRepayment(
  db: Database,
  settings: OfflineRepaymentSettings,
  user: SignedInUser,
  input: Input<typeof recordOfflineRepayment>,
): Promise<OfflineRepaymentRow> {
  const bytes = Buffer.from(input.receipt as Uint8Array)
  const contentType = receiptTypeOf(bytes)
  if (!contentType) throw new AppError('offlineRepayment.notAnImage', { data: { field: 'receipt' } })
  // The write is kept by its content, the image by its digest: a replay compares the same bytes.
  const kept = { ...input, receipt: createHash('sha256').update(bytes).digest('hex') }
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'offlineRepayment.record', input: kept },
    async (tx) => {
      const found = await caseWithMoney(tx, input.caseId, true)
      assertMayOnRow(offlineRepaymentActions.record.whoMay, user, found)
      if (found.lifecycle.value === 'closed') throw new AppError('case.closed')
      if (
        startOfLocalDate(input.paidOn, user.timeZone) <
        startOfLocalDate(found.disbursedAt.toISOString().slice(0, 10), 'UTC')
      )
        throw new AppError('offlineRepayment.beforeDisbursal', { data: { field: 'paidOn' } })
      const { amountDue, paidAmount, cutAmount } = found.lifecycle.context
      if (input.amount > mostRepayable(amountDue - cutAmount, paidAmount))
        throw new AppError('offlineRepayment.aboveDue', { data: { field: 'amount' } })
      await repaymentReview.expireStaleOnCase(tx, settings.expiresAfterMs, found.id)
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(offlineRepayments)
        .where(and(eq(offlineRepayments.caseId, found.id), eq(offlineRepayments.status, 'pending')))
      const event = { type: 'REQUEST', requesterId: user.userId, pendingOnCase: pending?.n ?? 0 } as const
      const decision = decideFinanceReview(newFinanceReview(), event)
      if (!decision.allowed) throw new AppError('offlineRepayment.pendingAlready')
      const [made] = await tx
        .insert(offlineRepayments)
        .values({
          caseId: found.id,
          requesterId: user.userId,
          teamId: found.teamId,
          amount: input.amount,
          currency: found.currency,
          paidOn: input.paidOn,
          reference: input.reference,
          status: 'pending',
          lifecycle: decision.to,
        })
        .returning({ id: offlineRepayments.id })
      await tx.insert(offlineRepaymentReceipts).values({ repaymentId: made!.id, contentType, bytes })
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordTransition(tx, { type: 'offlineRepayment', id: made!.id }, decision, event, actor)
      return offlineRepaymentRowOf(tx, made!.id)
    },
  )
}

/** What a review of an offline repayment needs to lock one, in its own words. */
const reviewOf = (settings: OfflineRepaymentSettings) =>
  ({
    whoMay: offlineRepaymentReviewActions.pass.whoMay,
    expiresAfterMs: settings.expiresAfterMs,
    notFound: 'offlineRepayment.notFound',
    answered: 'offlineRepayment.answered',
  }) as const

type LockedRepayment = { id: number; amount: number; paidOn: string; reference: string; requesterId: number }

/**
 * Passes one recorded by someone else while the case still owes it: credited to the case as an offline
 * repayment paid that day at noon on the recorder's clock, moving the case, the collector told; the review moves to passed, all in one transaction.
 */
export function passRepayment(
  db: Database,
  settings: OfflineRepaymentSettings,
  user: SignedInUser,
  input: Input<typeof passOfflineRepayment>,
) {
  const key = { id: input.clientMutationId, userId: user.userId, path: 'offlineRepayment.pass', input }
  return repaymentReview.reviewOnce(db, key, 'offlineRepayment.answered', async (tx) => {
    const locked = await repaymentReview.lockForReview(tx, user, input.repaymentId, reviewOf(settings))
    if (!locked) return null
    const { found, stored: review } = locked
    const row = locked.row as unknown as LockedRepayment
    const pass = { type: 'PASS', reviewerId: user.userId } as const
    if (!decideFinanceReview(review, pass).allowed) throw new AppError('offlineRepayment.ownRequest')
    // The money must still be owed: a payment or a cut that came since it was recorded may have
    // covered it, and the same money would be booked twice.
    const { amountDue, paidAmount, cutAmount } = found.lifecycle.context
    const takes = decideCaseEvent(found.lifecycle, {
      type: 'REPAYMENT_RECEIVED',
      amount: row.amount,
      kind: 'offline',
    })
    if (!takes.allowed || row.amount > mostRepayable(amountDue - cutAmount, paidAmount))
      throw new AppError('offlineRepayment.debtMoved')
    const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
    // The receipt names a day on the recorder's clock, not a time: noon of it there.
    const [recorder] = await tx
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, row.requesterId))
    const noon = new Date(
      startOfLocalDate(row.paidOn, recorder?.timeZone ?? user.timeZone).getTime() + 12 * 3_600_000,
    )
    await creditRepayment(
      tx,
      found,
      {
        kind: 'offline',
        amount: row.amount,
        paidAt: noon,
        reference: row.reference,
        notifiedId: null,
        collectorId: row.requesterId,
        messageKey: `offline:${row.id}`,
      },
      actor,
    )
    await repaymentReview.apply(tx, row.id, review, pass, actor)
    return offlineRepaymentRowOf(tx, row.id)
  })
}

/** Rejects one recorded by someone else, with the reason the collector is told. */
export function rejectRepayment(
  db: Database,
  settings: OfflineRepaymentSettings,
  user: SignedInUser,
  input: Input<typeof rejectOfflineRepayment>,
) {
  const key = { id: input.clientMutationId, userId: user.userId, path: 'offlineRepayment.reject', input }
  return repaymentReview.reviewOnce(db, key, 'offlineRepayment.answered', async (tx) => {
    const locked = await repaymentReview.lockForReview(tx, user, input.repaymentId, reviewOf(settings))
    if (!locked) return null
    const { row, stored: review } = locked
    const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
    const event = { type: 'REJECT', reviewerId: user.userId, rejection: input.rejection } as const
    const rejected = await repaymentReview.apply(tx, row.id, review, event, actor)
    if (!rejected) throw new AppError('offlineRepayment.ownRequest')
    return offlineRepaymentRowOf(tx, row.id)
  })
}
