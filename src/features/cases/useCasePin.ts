import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { CaseMark, CaseRow } from '../../../contract/cases.ts'
import { showToast } from '../../ui/toast.tsx'
import { caseActionTexts } from './caseActions.ts'
import type { CaseWriter } from './caseOutbox.ts'
import { markActionName, queueWrite } from './useCaseWrites.ts'

/**
 * Pin and cancel pin from a list row: queued in the outbox and shown on the row at once. The server
 * counts the user's pins; a sixth, or a pin on a case closed meanwhile, is refused later and waits
 * in the sync panel with the server's message.
 */
export function useCasePin({ userId, displayName }: CaseWriter) {
  const { i18n } = useLingui()
  const [busyCaseIds, setBusyCaseIds] = useState<ReadonlySet<number>>(new Set())
  const mark = useCallback(
    async (row: CaseRow, chosen: CaseMark) => {
      setBusyCaseIds((busy) => new Set(busy).add(row.id))
      const name = markActionName(chosen)
      const result = await queueWrite({ userId, displayName }, name, { caseId: row.id, mark: chosen }, row)
      setBusyCaseIds((busy) => {
        const left = new Set(busy)
        left.delete(row.id)
        return left
      })
      const done = caseActionTexts[name].done
      if (!result.ok) showToast('error', result.error.message, 6000)
      else if (done) showToast('success', i18n._(done(row)))
    },
    [userId, displayName, i18n],
  )
  return { busyCaseIds, mark }
}
