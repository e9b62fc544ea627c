import { eq } from 'drizzle-orm'
import type { StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { cases } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'

/** A case as the money written on it needs it: its lifecycle (the amounts' one truth), its loan's parts, its currency. */
export interface CaseWithMoney {
  id: number
  caseNo: string
  customerName: string
  ownerId: number | null
  teamId: number | null
  lifecycle: StoredLifecycle
  principal: number
  penalty: number
  disbursedAt: Date
  currency: string
}

/**
 * Reads a case for a write of money on it (a cut, an offline repayment), locked for the transaction
 * that will change it or the requests on it when `lock` is set: those writes lock the case first.
 */
export async function caseWithMoney(
  db: Database | Transaction,
  caseId: number,
  lock: boolean,
): Promise<CaseWithMoney> {
  const query = db
    .select({
      id: cases.id,
      caseNo: cases.caseNo,
      customerName: cases.customerName,
      ownerId: cases.ownerId,
      teamId: cases.teamId,
      lifecycle: cases.lifecycle,
      principal: cases.principal,
      penalty: cases.penalty,
      disbursedAt: cases.disbursedAt,
      currency: apps.currency,
    })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(eq(cases.id, caseId))
  const [row] = lock ? await query.for('update', { of: cases }) : await query
  if (!row) throw new AppError('case.notFound')
  return { ...row, lifecycle: row.lifecycle as StoredLifecycle }
}
