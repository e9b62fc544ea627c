import { msg } from '@lingui/core/macro'
import { amountCutReviewActions } from '../../../contract/amountCutActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** The deduction review's actions, each naming the cut by its case and amount. */
export const amountCutReviewTexts: ActionTextsOf<typeof amountCutReviewActions, string> = {
  pass: {
    label: msg`Pass`,
    confirm: {
      question: (cut) => msg`Pass the amount cut ${cut}?`,
      effect: msg`The case will owe this much less, and the collector who asked is told. A passed cut cannot be undone.`,
    },
    done: (cut) => msg`Amount cut ${cut} passed`,
  },
  reject: { label: msg`Reject`, done: (cut) => msg`Amount cut ${cut} rejected` },
}

const reviewOffer = offersOf(amountCutReviewActions, amountCutReviewTexts)

/** What a pending cut's row offers; a decided one offers nothing. */
export const pendingCutActions = [reviewOffer('pass'), reviewOffer('reject')] as const

export const amountCutReviewWrites = actionWrites(amountCutReviewActions)
