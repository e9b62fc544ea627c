import { msg } from '@lingui/core/macro'
import { paymentLinkActions } from '../../../contract/paymentLinkActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** Making and cancelling a case's payment links, naming the link by its amount. */
export const paymentLinkTexts: ActionTextsOf<typeof paymentLinkActions, string> = {
  generate: {
    label: msg`Generate a payment link`,
    done: (amount) => msg`Payment link for ${amount} generated`,
  },
  cancel: {
    label: msg`Cancel link`,
    confirm: {
      question: (amount) => msg`Cancel the payment link for ${amount}?`,
      effect: msg`The customer can no longer pay through it. A cancelled link cannot be made active again.`,
    },
    done: (amount) => msg`Payment link for ${amount} cancelled`,
  },
}

const linkOffer = offersOf(paymentLinkActions, paymentLinkTexts)

export const generateLinkOffer = linkOffer('generate')

/** What an active link's row offers; an ended one offers nothing. */
export const activeLinkActions = [linkOffer('cancel')] as const

export const paymentLinkWrites = actionWrites(paymentLinkActions)
