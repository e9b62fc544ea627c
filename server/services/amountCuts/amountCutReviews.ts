import type { AmountCutSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { amountCuts } from '../../database/schema/amountCuts.ts'
import { caseWithMoney } from '../cases/index.ts'
import { financeReviewSteps } from '../financeReviews.ts'

/** The review's steps on amount cuts (machines/financeReview.ts), recorded as the 'amountCut' entity. */
export const cutReview = financeReviewSteps(amountCuts, 'amountCut', (tx, caseId) =>
  caseWithMoney(tx, caseId, true),
)

/** Expires the cuts pending past their configured time; what one sweep expired, when any. */
export async function expireStaleCuts(db: Database, settings: AmountCutSettings, now = new Date()) {
  const expired = await cutReview.sweep(db, settings.expiresAfterMs, now)
  return expired > 0 ? { amountCuts: expired } : undefined
}
