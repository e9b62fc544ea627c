import { eq } from 'drizzle-orm'
import type { PaymentLinkRow } from '../../../contract/paymentLinks.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { paymentLinks } from '../../database/schema/paymentLinks.ts'

/** The columns of a link's row: the link and who made it. */
export function selectPaymentLinks(db: Database | Transaction) {
  return db
    .select({
      id: paymentLinks.id,
      caseId: paymentLinks.caseId,
      reference: paymentLinks.reference,
      url: paymentLinks.url,
      amount: paymentLinks.amount,
      fee: paymentLinks.fee,
      currency: paymentLinks.currency,
      status: paymentLinks.status,
      generatedAt: paymentLinks.generatedAt,
      generatedByName: users.displayName,
      expiresAt: paymentLinks.expiresAt,
      endedAt: paymentLinks.endedAt,
    })
    .from(paymentLinks)
    .innerJoin(users, eq(users.id, paymentLinks.generatedBy))
    .$dynamic()
}

type RawPaymentLink = Awaited<ReturnType<ReturnType<typeof selectPaymentLinks>['execute']>>[number]

export const toPaymentLinkRow = (row: RawPaymentLink): PaymentLinkRow => ({
  ...row,
  total: row.amount + row.fee,
  generatedAt: row.generatedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  endedAt: row.endedAt === null ? null : row.endedAt.toISOString(),
})

export async function paymentLinkRowOf(tx: Database | Transaction, linkId: number): Promise<PaymentLinkRow> {
  const [row] = await selectPaymentLinks(tx).where(eq(paymentLinks.id, linkId))
  if (!row) throw new Error(`payment link ${linkId} vanished inside its own write`)
  return toPaymentLinkRow(row)
}
