import type { RepaymentKind } from '../../../contract/cases.ts'
import { decideCaseEvent, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { repayments } from '../../database/schema/cases.ts'
import { AppError } from '../../http/errors.ts'
import { applyCaseEvent } from '../cases/index.ts'
import { countRepayments } from '../dashboards/index.ts'
import { produce } from '../messages/index.ts'
import type { Actor } from '../transitions.ts'

/** A case locked for a repayment, with what the money's record and its message name. */
export interface CaseTakingMoney {
  id: number
  caseNo: string
  customerName: string
  ownerId: number | null
  teamId: number | null
  lifecycle: StoredLifecycle
  currency: string
}

export interface Credit {
  kind: RepaymentKind
  amount: number
  paidAt: Date
  reference: string
  /** The loan platform's id of a notified repayment: told twice, recorded once. */
  notifiedId: string | null
  /** Who collected it: the ranking credits them, whoever holds the case later. */
  collectorId: number | null
  /** Names the money in the collector's message: one message per repayment. */
  messageKey: string
}

/**
 * Credits money to a locked case, in the caller's transaction: recorded as a repayment, counted in the
 * collector's kept figures, told to them, and moving the case's lifecycle (REPAYMENT_RECEIVED,
 * recorded) when it takes it: money that came is a fact, so a closed or paid-off case records it
 * without moving. Answers the case's paid amount after it, and whether the case moved.
 */
export async function creditRepayment(
  tx: Transaction,
  locked: CaseTakingMoney,
  credit: Credit,
  actor: Actor,
): Promise<{ caseMoved: boolean; paidAmount: number }> {
  const recorded = await tx
    .insert(repayments)
    .values({
      caseId: locked.id,
      kind: credit.kind,
      amount: credit.amount,
      paidAt: credit.paidAt,
      reference: credit.reference,
      notifiedId: credit.notifiedId,
      collectorId: credit.collectorId,
    })
    .onConflictDoNothing({ target: repayments.notifiedId })
    .returning({ id: repayments.id })
  // Told for another case at the same moment, the other telling may have taken the id meanwhile.
  if (recorded.length === 0) throw new AppError('repayment.reused')
  if (credit.collectorId !== null) {
    await countRepayments(tx, [
      { personId: credit.collectorId, at: credit.paidAt, currency: locked.currency, amount: credit.amount },
    ])
    await produce.repaySuccess(
      tx,
      { userId: credit.collectorId, caseId: locked.id, repaymentId: credit.messageKey },
      {
        caseNo: locked.caseNo,
        customerName: locked.customerName,
        paid: { amount: credit.amount, currency: locked.currency },
      },
    )
  }
  const event = { type: 'REPAYMENT_RECEIVED', amount: credit.amount, kind: credit.kind } as const
  if (!decideCaseEvent(locked.lifecycle, event).allowed)
    return { caseMoved: false, paidAmount: locked.lifecycle.context.paidAmount }
  const moved = await applyCaseEvent(tx, locked, event, actor)
  return { caseMoved: true, paidAmount: moved.lifecycle.context.paidAmount }
}
