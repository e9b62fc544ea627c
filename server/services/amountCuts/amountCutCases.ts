import { type CutBounds, cutBounds } from '../../../contract/amountCuts.ts'
import { lifecycleOf } from '../../../machines/caseDecisions.ts'
import type { AmountCutSettings } from '../../config.ts'
import type { CaseWithMoney } from '../cases/index.ts'

/** The bounds of a cut on the case as it stands, from its lifecycle's amounts and the settings. */
export function boundsOf(found: CaseWithMoney, settings: AmountCutSettings): CutBounds {
  const { context } = found.lifecycle
  return cutBounds(
    {
      amountDue: context.amountDue,
      paidAmount: context.paidAmount,
      cutAmount: context.cutAmount,
      principal: found.principal,
      penalty: found.penalty,
      delayed: lifecycleOf(found.lifecycle).repayment === 'delayed',
    },
    settings,
  )
}
