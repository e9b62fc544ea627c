import { msg } from '@lingui/core/macro'
import { amountCutActions } from '../../../contract/amountCutActions.ts'
import { actionWrites } from '../../api/actionWrites.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** Asking for an amount cut from a case, naming the case. */
export const amountCutTexts: ActionTextsOf<typeof amountCutActions, string> = {
  request: {
    label: msg`Ask for an amount cut`,
    done: (caseNo) => msg`Amount cut on ${caseNo} sent for review`,
  },
}

export const askForCutOffer = offersOf(amountCutActions, amountCutTexts)('request')

export const amountCutWrites = actionWrites(amountCutActions)
