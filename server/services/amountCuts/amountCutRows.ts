import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AmountCutRow } from '../../../contract/amountCuts.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { amountCuts } from '../../database/schema/amountCuts.ts'
import { cases } from '../../database/schema/cases.ts'
import { apps, teams } from '../../database/schema/system.ts'

const reviewers = alias(users, 'reviewers')

/** The columns of a cut's row: the cut, its case and app, who asked, which team, who decided. */
export function selectAmountCuts(db: Database | Transaction) {
  return db
    .select({
      id: amountCuts.id,
      caseId: amountCuts.caseId,
      caseNo: cases.caseNo,
      caseKind: cases.kind,
      customerName: cases.customerName,
      appName: apps.name,
      kind: amountCuts.kind,
      amount: amountCuts.amount,
      currency: amountCuts.currency,
      interest: amountCuts.interest,
      penalty: amountCuts.penalty,
      remark: amountCuts.remark,
      status: amountCuts.status,
      requesterId: amountCuts.requesterId,
      requesterName: users.displayName,
      teamId: amountCuts.teamId,
      teamName: teams.name,
      requestedAt: amountCuts.requestedAt,
      reviewerName: reviewers.displayName,
      rejection: amountCuts.rejection,
      decidedAt: amountCuts.decidedAt,
    })
    .from(amountCuts)
    .innerJoin(cases, eq(cases.id, amountCuts.caseId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .innerJoin(users, eq(users.id, amountCuts.requesterId))
    .leftJoin(reviewers, eq(reviewers.id, amountCuts.reviewerId))
    .leftJoin(teams, eq(teams.id, amountCuts.teamId))
    .$dynamic()
}

export type RawAmountCut = Awaited<ReturnType<ReturnType<typeof selectAmountCuts>['execute']>>[number]

export const toAmountCutRow = (row: RawAmountCut): AmountCutRow => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt === null ? null : row.decidedAt.toISOString(),
})

export async function amountCutRowOf(tx: Database | Transaction, cutId: number): Promise<AmountCutRow> {
  const [row] = await selectAmountCuts(tx).where(eq(amountCuts.id, cutId))
  if (!row) throw new Error(`amount cut ${cutId} vanished inside its own write`)
  return toAmountCutRow(row)
}
