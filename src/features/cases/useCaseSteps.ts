import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { type CaseRow, caseListsByView } from '../../../contract/cases.ts'
import { keptListKey, keptNeighboursOf, useKeptNeighbours } from '../../../db/keptLists.ts'
import { keepNextPage } from '../../api/keepNextPage.ts'
import { useReplaceTab } from '../../ui/pageTab.ts'
import { showToast } from '../../ui/toast.tsx'
import { caseDetailPathOf, caseViewOfPath } from './caseRoutes.ts'
import type { CaseStep } from './caseSteps.ts'
import { caseListPageSize } from './useCaseList.ts'

/** Whether a step can be taken now, and why not. */
export interface StepOffer {
  disabledReason: string | undefined
}

/**
 * The previous and next case of the list the user came from (its kept copy: the order and filter she
 * left it in), and the step to one: it opens that case in this case's tab. Past the last
 * kept row, the list's next page is asked and kept first, as scrolling would.
 */
export function useCaseSteps(caseId: number, userId: number, listPath: string | undefined) {
  const { t } = useLingui()
  // The next case takes this one's tab: working a queue does not pile up tabs.
  const navigate = useReplaceTab()
  const view = listPath === undefined ? undefined : caseViewOfPath(listPath)
  const list = view && keptListKey({ area: 'cases', userId, view })
  const around = useKeptNeighbours<CaseRow>(list, caseId)
  const [asking, setAsking] = useState(false)

  const reasonOf = (step: CaseStep): string | undefined => {
    if (!around || asking) return t`Finding the case beside this one…`
    if (!around.found) return t`This case is not in the case list you came from`
    if (step === 'previous' && !around.previous) return t`This is the first case of the list`
    if (step === 'next' && !around.next && !around.more) return t`This is the last case of the list`
    return undefined
  }
  const offers: Record<CaseStep, StepOffer> = {
    previous: { disabledReason: reasonOf('previous') },
    next: { disabledReason: reasonOf('next') },
  }

  const take = useCallback(
    async (step: CaseStep) => {
      const row = around?.[step]
      if (row) return navigate(caseDetailPathOf(row))
      if (step !== 'next' || !around?.more || !view || !list) return
      setAsking(true)
      try {
        await keepNextPage(caseListsByView[view].list, list, caseListPageSize)
        const next = (await keptNeighboursOf<CaseRow>(list, caseId)).next
        if (next) navigate(caseDetailPathOf(next))
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        showToast('error', t`The next cases of the list could not be loaded: ${reason}`)
      } finally {
        setAsking(false)
      }
    },
    [around, view, list, caseId, navigate, t],
  )
  return { offers, take }
}
