import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  amountCutActions,
  amountCutReads,
  amountCutReviewActions,
} from '../../../contract/amountCutActions.ts'
import {
  type AmountCutRow,
  cutRefusal,
  type passAmountCut,
  type rejectAmountCut,
  type requestAmountCut,
} from '../../../contract/amountCuts.ts'
import { writeMoney } from '../../../contract/money.ts'
import { decideCaseEvent } from '../../../machines/caseDecisions.ts'
import { decideFinanceReview, newFinanceReview } from '../../../machines/financeDecisions.ts'
import type { AmountCutSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { amountCuts } from '../../database/schema/amountCuts.ts'
import { AppError } from '../../http/errors.ts'
import { applyCaseEvent, caseWithMoney } from '../cases/index.ts'
import { applyOnce } from '../clientMutations.ts'
import { produce } from '../messages/index.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition } from '../transitions.ts'
import { boundsOf } from './amountCutCases.ts'
import { cutReview } from './amountCutReviews.ts'
import { amountCutRowOf, selectAmountCuts, toAmountCutRow } from './amountCutRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** Money in a refusal: the currency's country writes it alike in either language. */
const written = (amount: number, currency: string) => writeMoney(amount, currency, 'en-US')

/** A case's amounts as a cut is drawn from them, and the cuts asked for on it, newest first. */
export async function cutSheet(
  db: Database,
  settings: AmountCutSettings,
  user: SignedInUser,
  caseId: number,
) {
  const found = await caseWithMoney(db, caseId, false)
  assertMayOnRow(amountCutReads.sheet.whoMay, user, found)
  const cuts = await selectAmountCuts(db)
    .where(eq(amountCuts.caseId, caseId))
    .orderBy(desc(amountCuts.requestedAt), desc(amountCuts.id))
    .limit(50)
  return { currency: found.currency, bounds: boundsOf(found, settings), cuts: cuts.map(toAmountCutRow) }
}

/**
 * Asks for a cut on a case: in reach of the asker, open, without another cut pending on it (one that
 * waited too long expires first), and within the bounds drawn from the case as it stands now.
 */
export function requestCut(
  db: Database,
  settings: AmountCutSettings,
  user: SignedInUser,
  input: Input<typeof requestAmountCut>,
): Promise<AmountCutRow> {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'amountCut.apply', input },
    async (tx) => {
      // The case is locked first, as every cut write does: cut writes on one case follow one another.
      const found = await caseWithMoney(tx, input.caseId, true)
      assertMayOnRow(amountCutActions.request.whoMay, user, found)
      if (found.lifecycle.value === 'closed') throw new AppError('case.closed')
      await cutReview.expireStaleOnCase(tx, settings.expiresAfterMs, found.id)
      const [pending] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(amountCuts)
        .where(and(eq(amountCuts.caseId, found.id), eq(amountCuts.status, 'pending')))
      const event = { type: 'REQUEST', requesterId: user.userId, pendingOnCase: pending?.n ?? 0 } as const
      const decision = decideFinanceReview(newFinanceReview(), event)
      if (!decision.allowed) throw new AppError('amountCut.pendingAlready')
      const bounds = boundsOf(found, settings)
      const refusal = cutRefusal(bounds, input.kind, input.amount)
      if (refusal === 'belowMaximum')
        throw new AppError('amountCut.belowMaximum', {
          params: { max: written(bounds.normalBelow, found.currency) },
          data: { field: 'amount' },
        })
      if (refusal === 'betweenBounds' && bounds.delayed)
        throw new AppError('amountCut.betweenBounds', {
          params: {
            min: written(bounds.delayed.min, found.currency),
            max: written(bounds.delayed.max, found.currency),
          },
          data: { field: 'amount' },
        })
      if (refusal === 'notDelayed') throw new AppError('amountCut.notDelayed', { data: { field: 'kind' } })
      if (refusal) throw new AppError('amountCut.nothingToCut')
      const [made] = await tx
        .insert(amountCuts)
        .values({
          caseId: found.id,
          requesterId: user.userId,
          teamId: found.teamId,
          kind: input.kind,
          amount: input.amount,
          currency: found.currency,
          interest: bounds.interest,
          penalty: bounds.penalty,
          remark: input.remark,
          status: 'pending',
          lifecycle: decision.to,
        })
        .returning({ id: amountCuts.id })
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordTransition(tx, { type: 'amountCut', id: made!.id }, decision, event, actor)
      return amountCutRowOf(tx, made!.id)
    },
  )
}

/** What a review of a cut needs to lock one, in the cuts' words. */
const reviewOf = (settings: AmountCutSettings) =>
  ({
    whoMay: amountCutReviewActions.pass.whoMay,
    expiresAfterMs: settings.expiresAfterMs,
    notFound: 'amountCut.notFound',
    answered: 'amountCut.answered',
  }) as const

/**
 * Passes a cut asked for by someone else: the case's debt is lowered through its lifecycle (AMOUNT_CUT,
 * recorded, naming the cut), the review moves to passed, and the asker is told, in one transaction.
 */
export function passCut(
  db: Database,
  settings: AmountCutSettings,
  user: SignedInUser,
  input: Input<typeof passAmountCut>,
) {
  const key = { id: input.clientMutationId, userId: user.userId, path: 'amountCut.pass', input }
  return cutReview.reviewOnce(db, key, 'amountCut.answered', async (tx) => {
    const locked = await cutReview.lockForReview(tx, user, input.cutId, reviewOf(settings))
    if (!locked) return null
    const { found, stored: review } = locked
    const cut = locked.row as typeof locked.row & { amount: number; currency: string }
    const decision = decideFinanceReview(review, { type: 'PASS', reviewerId: user.userId })
    if (!decision.allowed) throw new AppError('amountCut.ownRequest')
    const caseEvent = { type: 'AMOUNT_CUT', amount: cut.amount, cutId: cut.id } as const
    const onCase = decideCaseEvent(found.lifecycle, caseEvent)
    if (!onCase.allowed)
      throw new AppError(onCase.reason === 'closed' ? 'case.closed' : 'amountCut.debtMoved')
    const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
    await applyCaseEvent(tx, found, caseEvent, actor)
    await cutReview.apply(tx, cut.id, review, { type: 'PASS', reviewerId: user.userId }, actor)
    await produce.deductionPassed(
      tx,
      { userId: cut.requesterId, caseId: found.id, cutId: cut.id },
      { caseNo: found.caseNo, cut: { amount: cut.amount, currency: cut.currency } },
    )
    return amountCutRowOf(tx, cut.id)
  })
}

/** Rejects a cut asked for by someone else, with the reason the asker is told. */
export function rejectCut(
  db: Database,
  settings: AmountCutSettings,
  user: SignedInUser,
  input: Input<typeof rejectAmountCut>,
) {
  const key = { id: input.clientMutationId, userId: user.userId, path: 'amountCut.reject', input }
  return cutReview.reviewOnce(db, key, 'amountCut.answered', async (tx) => {
    const locked = await cutReview.lockForReview(tx, user, input.cutId, reviewOf(settings))
    if (!locked) return null
    const { found, stored: review } = locked
    const cut = locked.row as typeof locked.row & { amount: number; currency: string }
    const event = { type: 'REJECT', reviewerId: user.userId, rejection: input.rejection } as const
    const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
    const rejected = await cutReview.apply(tx, cut.id, review, event, actor)
    if (!rejected) throw new AppError('amountCut.ownRequest')
    await produce.deductionRefused(
      tx,
      { userId: cut.requesterId, caseId: found.id, cutId: cut.id },
      {
        caseNo: found.caseNo,
        cut: { amount: cut.amount, currency: cut.currency },
        reason: rejected.context.rejection ?? '',
      },
    )
    return amountCutRowOf(tx, cut.id)
  })
}
