import { eq } from 'drizzle-orm'
import { type CutBounds, cutBounds } from '../../../contract/amountCuts.ts'
import { lifecycleOf, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { AmountCutSettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { cases } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'

/** A case as a cut is drawn from it: its lifecycle (the amounts' one truth) and its loan's parts. */
export interface CutCase {
  id: number
  caseNo: string
  customerName: string
  ownerId: number | null
  teamId: number | null
  lifecycle: StoredLifecycle
  principal: number
  penalty: number
  currency: string
}

/** Reads a case for a cut, locked for the write that will change it or its cuts when `lock` is set. */
export async function cutCaseOf(db: Database | Transaction, caseId: number, lock: boolean): Promise<CutCase> {
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
      currency: apps.currency,
    })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(eq(cases.id, caseId))
  const [row] = lock ? await query.for('update', { of: cases }) : await query
  if (!row) throw new AppError('case.notFound')
  return { ...row, lifecycle: row.lifecycle as StoredLifecycle }
}

/** The bounds of a cut on the case as it stands, from its lifecycle's amounts and the settings. */
export function boundsOf(found: CutCase, settings: AmountCutSettings): CutBounds {
  const { context } = found.lifecycle
  return cutBounds(
    {
      amountDue: context.amountDue,
      paidAmount: context.paidAmount,
      cutAmount: context.cutAmount,
      principal: found.principal,
      penalty: found.penalty,
      delayed: lifecycleOf(found.lifecycle).repayment === 'delayed',
    },
    settings,
  )
}
