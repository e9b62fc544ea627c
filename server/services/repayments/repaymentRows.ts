import { eq } from 'drizzle-orm'
import type { RepaymentRow } from '../../../contract/repayments.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, repayments } from '../../database/schema/cases.ts'
import { apps, teams } from '../../database/schema/system.ts'

/**
 * The columns of a repayment record: the money, its case and customer, the case's app (its currency)
 * and team, and who held the case when the money came.
 */
export function selectRepaymentRows(db: Database) {
  return db
    .select({
      id: repayments.id,
      caseId: repayments.caseId,
      caseNo: cases.caseNo,
      caseKind: cases.kind,
      customerName: cases.customerName,
      appName: apps.name,
      teamName: teams.name,
      kind: repayments.kind,
      amount: repayments.amount,
      currency: apps.currency,
      paidAt: repayments.paidAt,
      reference: repayments.reference,
      collectorName: users.displayName,
    })
    .from(repayments)
    .innerJoin(cases, eq(cases.id, repayments.caseId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .leftJoin(teams, eq(teams.id, cases.teamId))
    .leftJoin(users, eq(users.id, repayments.collectorId))
    .$dynamic()
}

export type RawRepaymentRow = Awaited<ReturnType<ReturnType<typeof selectRepaymentRows>['execute']>>[number]

export const toRepaymentRow = (row: RawRepaymentRow): RepaymentRow => ({
  ...row,
  paidAt: row.paidAt.toISOString(),
})
