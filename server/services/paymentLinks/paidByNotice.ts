import { and, eq } from 'drizzle-orm'
import { writeMoney } from '../../../contract/money.ts'
import type { StoredPaymentLink } from '../../../machines/paymentLinkDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { paymentLinks } from '../../database/schema/paymentLinks.ts'
import { AppError } from '../../http/errors.ts'
import { applyLinkEvent } from './paymentLinkLife.ts'

/** What a repayment notice says of the link it names. */
export interface LinkNotice {
  caseId: number
  linkReference: string
  amount: number
}

/**
 * Checks, before a named repayment is recorded, that the link is the case's and for the amount told;
 * a notice that fails either is refused whole (the platform's mistake to correct, not money to book
 * against another link). Called inside the notice's transaction with the case locked.
 */
export async function linkOfNotice(tx: Transaction, notice: LinkNotice) {
  const [link] = await tx
    .select({
      id: paymentLinks.id,
      amount: paymentLinks.amount,
      currency: paymentLinks.currency,
      lifecycle: paymentLinks.lifecycle,
    })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.reference, notice.linkReference), eq(paymentLinks.caseId, notice.caseId)))
    .for('update')
  if (!link) throw new AppError('paymentLink.unknownReference', { data: { field: 'linkReference' } })
  if (link.amount !== notice.amount)
    throw new AppError('paymentLink.amountDiffers', {
      params: { amount: writeMoney(link.amount, link.currency, 'en-US') },
      data: { field: 'amount' },
    })
  return link
}

/**
 * Turns the named link paid (PAY, by the system, naming the repayment) in the notice's transaction,
 * once: a link paid, cancelled or expired already stays as it is. Whether it turned paid now.
 */
export async function payLinkOfNotice(
  tx: Transaction,
  link: Awaited<ReturnType<typeof linkOfNotice>>,
  repaymentId: string,
): Promise<boolean> {
  const paid = await applyLinkEvent(
    tx,
    link.id,
    link.lifecycle as StoredPaymentLink,
    { type: 'PAY', repaymentId },
    { userId: null, clientMutationId: repaymentId },
  )
  return paid !== null
}
