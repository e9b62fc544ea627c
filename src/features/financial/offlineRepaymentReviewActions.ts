import { msg } from '@lingui/core/macro'
import { offlineRepaymentReviewActions } from '../../../contract/offlineRepaymentActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** The offline repayments' review, each naming the repayment by its case and amount. */
export const offlineReviewTexts: ActionTextsOf<typeof offlineRepaymentReviewActions, string> = {
  pass: {
    label: msg`Pass`,
    confirm: {
      question: (repayment) => msg`Pass the offline repayment ${repayment}?`,
      effect: msg`It is credited to the case as an offline repayment and the collector is told. A passed repayment cannot be undone.`,
    },
    done: (repayment) => msg`Offline repayment ${repayment} passed`,
  },
  reject: { label: msg`Reject`, done: (repayment) => msg`Offline repayment ${repayment} rejected` },
}

const reviewOffer = offersOf(offlineRepaymentReviewActions, offlineReviewTexts)

export const pendingRepaymentActions = [reviewOffer('pass'), reviewOffer('reject')] as const

export const offlineReviewWrites = actionWrites(offlineRepaymentReviewActions)
