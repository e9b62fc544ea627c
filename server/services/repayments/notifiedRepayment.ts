import { eq } from 'drizzle-orm'
import { mostRepayable, type RepaymentNotice, repaymentSignedText } from '../../../contract/repayments.ts'
import { decideCaseEvent, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Database } from '../../database/connect.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyCaseEvent } from '../cases/index.ts'
import { countRepayments } from '../dashboards/index.ts'
import { produce } from '../messages/index.ts'
import { linkOfNotice, payLinkOfNotice } from '../paymentLinks/index.ts'
import { isPlatformSignature, signPlatformText } from '../platformSignature.ts'
import { inWriteTransaction } from '../writeTransaction.ts'

/** The hex HMAC-SHA256 of a notice with the shared secret, as the loan platform signs it. */
export function signRepaymentNotice(notice: RepaymentNotice, secret: string): string {
  return signPlatformText(repaymentSignedText(notice), secret)
}

/** Refuses a notice whose signature is not the secret's (compared in constant time). */
export function checkRepaymentSignature(
  notice: RepaymentNotice,
  signature: string | undefined,
  secret: string | undefined,
): void {
  if (!secret) throw new AppError('repayment.notConfigured')
  if (!isPlatformSignature(repaymentSignedText(notice), signature, secret))
    throw new AppError('repayment.badSignature')
}

export interface TakenRepayment {
  repaymentId: string
  caseNo: string
  applied: boolean
  caseMoved: boolean
  paidAmount: number
  /** Whether the link the notice named turned paid now; absent when it named none. */
  linkPaid?: boolean
}

const sameNotice = (
  kept: { caseId: number; amount: number; kind: string; paidAt: Date },
  caseId: number,
  notice: RepaymentNotice,
) =>
  kept.caseId === caseId &&
  kept.amount === notice.amount &&
  kept.kind === notice.kind &&
  kept.paidAt.getTime() === new Date(notice.paidAt).getTime()

/**
 * Takes a notified repayment in one transaction: recorded on the case once per repaymentId, the
 * case's lifecycle moved through the machine (REPAYMENT_RECEIVED, by the system) when it takes it,
 * and the case's collector told. Told again, it changes nothing and says so (applied: false). One
 * dated before the loan, or above what the case owes plus a margin, is refused naming the field.
 */
export function takeNotifiedRepayment(db: Database, notice: RepaymentNotice): Promise<TakenRepayment> {
  return inWriteTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({
        id: cases.id,
        lifecycle: cases.lifecycle,
        ownerId: cases.ownerId,
        teamId: cases.teamId,
        caseNo: cases.caseNo,
        customerName: cases.customerName,
        paidAmount: cases.paidAmount,
        disbursedAt: cases.disbursedAt,
        currency: apps.currency,
      })
      .from(cases)
      .innerJoin(apps, eq(apps.id, cases.appId))
      .where(eq(cases.caseNo, notice.caseNo))
      .for('update', { of: cases })
    if (!locked) throw new AppError('repayment.caseNotFound')
    const answer = (
      applied: boolean,
      caseMoved: boolean,
      paidAmount: number,
      linkPaid?: boolean,
    ): TakenRepayment => ({
      repaymentId: notice.repaymentId,
      caseNo: locked.caseNo,
      applied,
      caseMoved,
      paidAmount,
      ...(linkPaid === undefined ? {} : { linkPaid }),
    })
    // The case is locked, so a second telling of the same repayment waits here and then finds it.
    const [kept] = await tx
      .select({
        caseId: repayments.caseId,
        amount: repayments.amount,
        kind: repayments.kind,
        paidAt: repayments.paidAt,
      })
      .from(repayments)
      .where(eq(repayments.notifiedId, notice.repaymentId))
    if (kept) {
      if (!sameNotice(kept, locked.id, notice)) throw new AppError('repayment.reused')
      return answer(false, false, locked.paidAmount)
    }
    const lifecycle = locked.lifecycle as StoredLifecycle
    if (new Date(notice.paidAt) < locked.disbursedAt)
      throw new AppError('repayment.beforeDisbursal', { data: { field: 'paidAt' } })
    const most = mostRepayable(lifecycle.context.amountDue, lifecycle.context.paidAmount)
    if (notice.amount > most) throw new AppError('repayment.aboveDue', { data: { field: 'amount', most } })
    // A named link must be the case's and for this amount, checked before anything is written.
    const link =
      notice.linkReference === undefined
        ? null
        : await linkOfNotice(tx, {
            caseId: locked.id,
            linkReference: notice.linkReference,
            amount: notice.amount,
          })
    // Told for another case at the same moment, the other telling may have taken the id meanwhile.
    const recorded = await tx
      .insert(repayments)
      .values({
        caseId: locked.id,
        kind: notice.kind,
        amount: notice.amount,
        paidAt: new Date(notice.paidAt),
        reference: notice.repaymentId,
        notifiedId: notice.repaymentId,
        collectorId: locked.ownerId,
      })
      .onConflictDoNothing({ target: repayments.notifiedId })
      .returning({ id: repayments.id })
    if (recorded.length === 0) throw new AppError('repayment.reused')
    if (locked.ownerId !== null)
      await countRepayments(tx, [
        {
          personId: locked.ownerId,
          at: new Date(notice.paidAt),
          currency: locked.currency,
          amount: notice.amount,
        },
      ])
    // The collector who holds the case is told of the money, whether or not the case can take it.
    if (locked.ownerId !== null)
      await produce.repaySuccess(
        tx,
        { userId: locked.ownerId, caseId: locked.id, repaymentId: notice.repaymentId },
        {
          caseNo: locked.caseNo,
          customerName: locked.customerName,
          paid: { amount: notice.amount, currency: locked.currency },
        },
      )
    // The link turns paid with the money, once; one cancelled or expired meanwhile stays so.
    const linkPaid = link === null ? undefined : await payLinkOfNotice(tx, link, notice.repaymentId)
    const event = { type: 'REPAYMENT_RECEIVED', amount: notice.amount, kind: notice.kind } as const
    // Money that came is a fact; a closed or paid-off case records it without moving.
    if (!decideCaseEvent(lifecycle, event).allowed) return answer(true, false, locked.paidAmount, linkPaid)
    // The system moves the case; the transition names the repayment that moved it, for the audit.
    const moved = await applyCaseEvent(tx, { ...locked, lifecycle }, event, {
      userId: null,
      clientMutationId: notice.repaymentId,
    })
    return answer(true, true, moved.lifecycle.context.paidAmount, linkPaid)
  })
}
