import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { CaseMark, CaseRow } from '../../../contract/cases.ts'
import { showToast } from '../../ui/toast.tsx'
import { caseActionTexts } from './caseActions.ts'
import { markCaseOnce } from './useCaseWrites.ts'

/**
 * Pin and cancel pin from a list row. The server counts the user's pins: the sixth is refused and
 * its message shown as it came; a case closed meanwhile says so and the list is asked again.
 */
export function useCasePin(refreshList: () => void) {
  const { t, i18n } = useLingui()
  const [busyCaseIds, setBusyCaseIds] = useState<ReadonlySet<number>>(new Set())
  const mark = useCallback(
    async (row: CaseRow, chosen: CaseMark) => {
      setBusyCaseIds((busy) => new Set(busy).add(row.id))
      const result = await markCaseOnce(row.id, chosen)
      setBusyCaseIds((busy) => {
        const left = new Set(busy)
        left.delete(row.id)
        return left
      })
      if (result.ok) {
        const done = caseActionTexts[result.value.pinned ? 'pin' : 'unpin'].done
        if (done) showToast('success', i18n._(done(row)))
        refreshList()
      } else if (result.error.code === 'case.closed') {
        showToast('error', t`Case closed already, please refresh this page`)
        refreshList()
      } else {
        showToast('error', result.error.message, 6000)
      }
    },
    [refreshList, t, i18n],
  )
  return { busyCaseIds, mark }
}
