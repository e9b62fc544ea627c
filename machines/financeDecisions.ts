import type { FinanceReviewContext, FinanceReviewEvent, FinanceReviewState } from './financeReview.ts'
import { financeReviewVersions } from './financeVersions.ts'
import { type Decision, decide, initialOf, type Stored } from './storedDecisions.ts'

export type StoredFinanceReview = Stored<FinanceReviewState, FinanceReviewContext>

export const newFinanceReview = (): StoredFinanceReview => initialOf(financeReviewVersions)

/** Decides one step of a reviewed request: the server in the write's transaction, the screens to offer it. */
export const decideFinanceReview = (
  stored: StoredFinanceReview,
  event: FinanceReviewEvent,
  using = financeReviewVersions.current,
): Decision<StoredFinanceReview> => decide(using, stored, event)
