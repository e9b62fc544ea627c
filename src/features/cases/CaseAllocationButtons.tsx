import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { caseAllocationActions } from '../../../contract/caseAllocationActions.ts'
import type { CaseFilters } from '../../../contract/cases.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { formatNumber } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast.tsx'
import { type ActionOffer, useActionOffer } from '../../ui/useActionOffer.ts'
import type { RowSelection } from '../../ui/useRowSelection.ts'
import { AllocateCasesDialog } from './AllocateCasesDialog.tsx'
import { caseAllocationTexts } from './caseAllocationActions.ts'
import { RetrieveCasesDialog } from './RetrieveCasesDialog.tsx'
import { caseChoiceOf, useAllocationTeams } from './useCaseAllocation.ts'

/** Whether the user is offered allocating and retrieving in All cases: managers and team leaders. */
export function useCaseAllocationOffer(user: CurrentUser): ActionOffer {
  return useActionOffer(caseAllocationActions.allocateCases, user)
}

function TeamsForAllocation({
  userId,
  ...dialog
}: Omit<Parameters<typeof AllocateCasesDialog>[0], 'teams'> & { userId: number }) {
  const teams = useAllocationTeams(userId)
  return <AllocateCasesDialog {...dialog} teams={teams.data ?? []} />
}

/**
 * Allocate and Retrieve on the chosen cases of All cases (the selection bar's actions), with their
 * dialogs; once done, the notice, the selection dropped and the list asked again.
 */
export function CaseAllocationButtons({
  user,
  offer,
  selection,
  filters,
  matching,
  onChanged,
}: {
  user: CurrentUser
  offer: ActionOffer
  selection: RowSelection
  filters: CaseFilters
  /** How many cases the filter finds, for a choice of every one of them. */
  matching: number
  onChanged: () => void
}) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState<'allocate' | 'retrieve' | null>(null)
  const cases = caseChoiceOf(selection.state, filters)
  const count = selection.countOf(matching)
  const done = (text: string) => {
    showToast('success', text)
    setOpen(null)
    selection.clear()
    onChanged()
  }
  const retrieveOffer = useActionOffer(caseAllocationActions.retrieveCases, user)
  const reasonId = useId()
  const describedBy = offer.disabledReason ? reasonId : undefined
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen('allocate')}
        disabled={offer.disabledReason !== undefined}
        aria-describedby={describedBy}
      >
        {i18n._(caseAllocationTexts.allocateCases.label)}
      </Button>
      <Button
        size="small"
        variant="secondary"
        onClick={() => setOpen('retrieve')}
        disabled={retrieveOffer.disabledReason !== undefined}
        aria-describedby={describedBy}
      >
        {i18n._(caseAllocationTexts.retrieveCases.label)}
      </Button>
      {offer.disabledReason && (
        <span id={reasonId} className="text-xs text-slate-600">
          {offer.disabledReason}
        </span>
      )}
      {open === 'allocate' && (
        <TeamsForAllocation
          userId={user.userId}
          cases={cases}
          count={count}
          onClose={() => setOpen(null)}
          onDone={(allocated) => {
            const told = i18n._(caseAllocationTexts.allocateCases.done!(formatNumber(allocated.caseCount)))
            const left = allocated.skipped.length
            done(
              left === 0
                ? told
                : `${told}. ${plural(left, { one: '# case left out, as agreed.', other: '# cases left out, as agreed.' })}`,
            )
          }}
        />
      )}
      {open === 'retrieve' && (
        <RetrieveCasesDialog
          cases={cases}
          count={count}
          onClose={() => setOpen(null)}
          onDone={(retrieved) =>
            done(i18n._(caseAllocationTexts.retrieveCases.done!(formatNumber(retrieved))))
          }
        />
      )}
    </>
  )
}
