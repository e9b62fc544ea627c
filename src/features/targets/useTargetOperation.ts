import { useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { minorUnitsOfTyped } from '../../../contract/money.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import { showToast } from '../../ui/toast.tsx'
import { savedText } from './targetOffers.ts'

/** The figures typed on an operation screen, as the saves take them: money in minor units, whole cases. */
export const typedFigures = (draft: { amount: string; cases: string }, currency: string) => ({
  amount: minorUnitsOfTyped(draft.amount, currency),
  cases: draft.cases.trim() === '' ? undefined : Number(draft.cases),
})

/**
 * What an operation screen (add | edit?targetId=N) needs of its place: the target it edits, and the
 * way back to its list with a toast once saved.
 */
export function useTargetOperation(listPath: string, state: string | undefined) {
  const { i18n } = useLingui()
  const [, navigate] = useLocation()
  const targetId = new URLSearchParams(useSearch()).get('targetId')
  const editing = state === 'edit' && targetId !== null && /^\d+$/.test(targetId)
  return {
    targetId: editing ? targetId : null,
    back: () => navigate(listPath),
    saved: (row: TargetRow) => {
      // Said on the list it goes back to: a toast of the page left would be cleared on leaving it.
      showToast('success', i18n._(savedText(row.personName ?? row.teamName)), { page: listPath })
      navigate(listPath)
    },
  }
}
