import type { OfflineRepaymentSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { offlineRepayments } from '../../database/schema/offlineRepayments.ts'
import { caseWithMoney } from '../cases/index.ts'
import { financeReviewSteps } from '../financeReviews.ts'

/** The review's steps on offline repayments, recorded as the 'offlineRepayment' entity. */
export const repaymentReview = financeReviewSteps(offlineRepayments, 'offlineRepayment', (tx, caseId) =>
  caseWithMoney(tx, caseId, true),
)

/** Expires the offline repayments pending past their configured time; what one sweep expired, when any. */
export async function expireStaleOfflineRepayments(
  db: Database,
  settings: OfflineRepaymentSettings,
  now = new Date(),
) {
  const expired = await repaymentReview.sweep(db, settings.expiresAfterMs, now)
  return expired > 0 ? { offlineRepayments: expired } : undefined
}
