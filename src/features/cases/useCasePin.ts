import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { CaseMark, CaseRow } from '../../../contract/cases.ts'
import { showToast } from '../../ui/toast.tsx'
import { caseActionTexts } from './caseActions.ts'
import type { CaseWriter } from './caseOutbox.ts'
import { markActionName, queueWrite } from './useCaseWrites.ts'
import { useFollowedWrites } from './useFollowedWrites.ts'

/**
 * Pin and cancel pin from a list row: queued in the outbox and shown on the row at once. Once the
 * server has it the list is asked again, so pinned cases lead it in the server's order. The server
 * counts the user's pins: a sixth is refused later, and its message shown as it came while the user
 * is still on the list (it also waits in the sync panel); a case closed meanwhile says so.
 */
export function useCasePin({ userId, displayName }: CaseWriter, refreshList: () => void) {
  const { t, i18n } = useLingui()
  const [busyCaseIds, setBusyCaseIds] = useState<ReadonlySet<number>>(new Set())
  const follow = useFollowedWrites(userId, {
    onGone: refreshList,
    onRefused: (entry) => {
      const closed = entry.lastError?.code === 'case.closed'
      showToast(
        'error',
        closed ? t`Case closed already, please refresh this page` : (entry.lastError?.message ?? ''),
      )
      refreshList()
    },
  })
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
      if (!result.ok) showToast('error', result.error.message)
      else {
        follow(result.value)
        if (done) showToast('success', i18n._(done(row)))
      }
    },
    [userId, displayName, i18n, follow],
  )
  return { busyCaseIds, mark }
}
