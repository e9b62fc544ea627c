import { eq } from 'drizzle-orm'
import { mostRepayable, type RepaymentNotice, repaymentSignedText } from '../../../contract/repayments.ts'
import type { StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Database } from '../../database/connect.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { linkOfNotice, payLinkOfNotice } from '../paymentLinks/index.ts'
import { isPlatformSignature, signPlatformText } from '../platformSignature.ts'
import { inWriteTransaction } from '../writeTransaction.ts'
import { creditRepayment } from './creditRepayment.ts'

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
    // A named link must be the case's and for this amount, checked before anything is written.
    const link =
      notice.linkReference === undefined
        ? null
        : await linkOfNotice(tx, {
            caseId: locked.id,
            linkReference: notice.linkReference,
            amount: notice.amount,
          })
    // What passed cuts took off is owed no more. Money paid through the case's own link was owed when
    // the link was made: a cut or a payment since then does not make the platform's money a mistake.
    const { amountDue, paidAmount, cutAmount } = lifecycle.context
    const most = mostRepayable(amountDue - cutAmount, paidAmount)
    if (link === null && notice.amount > most)
      throw new AppError('repayment.aboveDue', { data: { field: 'amount', most } })
    const credited = await creditRepayment(
      tx,
      { ...locked, lifecycle },
      {
        kind: notice.kind,
        amount: notice.amount,
        paidAt: new Date(notice.paidAt),
        reference: notice.repaymentId,
        notifiedId: notice.repaymentId,
        collectorId: locked.ownerId,
        messageKey: notice.repaymentId,
      },
      // The system moves the case; the transition names the repayment that moved it, for the audit.
      { userId: null, clientMutationId: notice.repaymentId },
    )
    // The link turns paid with the money, once; one cancelled or expired meanwhile stays so.
    const linkPaid = link === null ? undefined : await payLinkOfNotice(tx, link, notice.repaymentId)
    return answer(true, credited.caseMoved, credited.paidAmount, linkPaid)
  })
}
