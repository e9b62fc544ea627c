import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { OfflineRepaymentRow } from '../../../contract/offlineRepayments.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { offlineRepayments } from '../../database/schema/offlineRepayments.ts'
import { apps, teams } from '../../database/schema/system.ts'

const reviewers = alias(users, 'reviewers')

/** The columns of an offline repayment's row: it, its case and app, who recorded it, who decided. */
export function selectOfflineRepayments(db: Database | Transaction) {
  return db
    .select({
      id: offlineRepayments.id,
      caseId: offlineRepayments.caseId,
      caseNo: cases.caseNo,
      caseKind: cases.kind,
      customerName: cases.customerName,
      appName: apps.name,
      amount: offlineRepayments.amount,
      currency: offlineRepayments.currency,
      paidOn: offlineRepayments.paidOn,
      reference: offlineRepayments.reference,
      status: offlineRepayments.status,
      requesterId: offlineRepayments.requesterId,
      requesterName: users.displayName,
      teamId: offlineRepayments.teamId,
      teamName: teams.name,
      requestedAt: offlineRepayments.requestedAt,
      reviewerName: reviewers.displayName,
      rejection: offlineRepayments.rejection,
      decidedAt: offlineRepayments.decidedAt,
    })
    .from(offlineRepayments)
    .innerJoin(cases, eq(cases.id, offlineRepayments.caseId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .innerJoin(users, eq(users.id, offlineRepayments.requesterId))
    .leftJoin(reviewers, eq(reviewers.id, offlineRepayments.reviewerId))
    .leftJoin(teams, eq(teams.id, offlineRepayments.teamId))
    .$dynamic()
}

export type RawOfflineRepayment = Awaited<
  ReturnType<ReturnType<typeof selectOfflineRepayments>['execute']>
>[number]

export const toOfflineRepaymentRow = (row: RawOfflineRepayment): OfflineRepaymentRow => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt === null ? null : row.decidedAt.toISOString(),
})

export async function offlineRepaymentRowOf(
  tx: Database | Transaction,
  id: number,
): Promise<OfflineRepaymentRow> {
  const [row] = await selectOfflineRepayments(tx).where(eq(offlineRepayments.id, id))
  if (!row) throw new Error(`offline repayment ${id} vanished inside its own write`)
  return toOfflineRepaymentRow(row)
}
