import { msg } from '@lingui/core/macro'
import { offlineRepaymentActions } from '../../../contract/offlineRepaymentActions.ts'
import { type ActionTextsOf, offersOf } from '../../ui/actionTexts.ts'

/** Recording money paid outside the platform, from a case; named by the case in the sync panel. */
export const offlineRepaymentTexts: ActionTextsOf<typeof offlineRepaymentActions, string> = {
  record: {
    label: msg`Record an offline repayment`,
    done: (caseNo) => msg`Offline repayment on ${caseNo} recorded for review`,
  },
}

export const recordOfflineOffer = offersOf(offlineRepaymentActions, offlineRepaymentTexts)('record')
