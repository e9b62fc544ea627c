import { msg } from '@lingui/core/macro'
import { payoutActions } from '../../../contract/payoutActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** The company payouts' actions: making a period's batch, and the bank's answer for a line (named by its member). */
export const payoutTexts: ActionTextsOf<typeof payoutActions, string> = {
  make: { label: msg`Make the batch for a period`, done: (period) => msg`Payout batch made for ${period}` },
  succeed: { label: msg`Mark succeeded`, done: (member) => msg`Payout to ${member} marked succeeded` },
  fail: { label: msg`Mark failed`, done: (member) => msg`Payout to ${member} marked failed` },
}

export const payoutOffer = offersOf(payoutActions, payoutTexts)

/** What a pending line offers; an answered one offers nothing. */
export const pendingLineActions = [payoutOffer('succeed'), payoutOffer('fail')] as const

export const payoutWrites = actionWrites(payoutActions)
