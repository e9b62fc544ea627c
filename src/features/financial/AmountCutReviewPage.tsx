import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import {
  type AmountCutRow,
  amountCutExport,
  amountCutKinds,
  amountCutKindWords,
  amountCutStatuses,
  amountCutStatusWords,
  rejectAmountCut,
} from '../../../contract/amountCuts.ts'
import { useCurrentUser } from '../../api/session.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import {
  amountCutColumnLayout,
  amountCutScreen,
  cutSubject,
  useAmountCutColumns,
} from './amountCutColumns.tsx'
import { amountCutReviewTexts, amountCutReviewWrites } from './amountCutReviewActions.ts'
import { RejectRequestDialog } from './RejectRequestDialog.tsx'
import { useAmountCuts } from './useAmountCuts.ts'

/**
 * The deduction review (menu 70, "amout"): the amount cuts of the cases a reviewer reaches, pending
 * first shown; a cut asked for by someone else is passed (asked first: money moves) or rejected with a
 * reason. Export as CSV.
 */
export default function AmountCutReviewPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(amountCutScreen)
  const cuts = useAmountCuts(user.userId, screen.asked)
  const [rejecting, setRejecting] = useState<AmountCutRow | null>(null)
  const refresh = useRef(cuts.refresh)
  refresh.current = cuts.refresh
  const decided = useCallback(
    (name: 'pass' | 'reject', row: AmountCutRow) => {
      const done = amountCutReviewTexts[name].done
      if (done) showToast('success', i18n._(done(cutSubject(row))))
      refresh.current()
    },
    [i18n],
  )
  // The pass is asked in the row, naming the cut; a refusal stays in the question, which shows it.
  const onTake = useCallback(
    async (name: 'pass' | 'reject', row: AmountCutRow) => {
      if (name === 'reject') return setRejecting(row)
      await amountCutReviewWrites.pass({ cutId: row.id, clientMutationId: crypto.randomUUID() })
      decided('pass', row)
    },
    [decided],
  )
  const columns = useAmountCutColumns({ timeZone: user.timeZone, user, onTake })
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'choice',
      name: 'status',
      label: t`Status`,
      width: 'w-36',
      choices: amountCutStatuses.map((status) => ({
        value: status,
        label: inUiLanguage(amountCutStatusWords[status]),
      })),
    },
    {
      kind: 'choice',
      name: 'kind',
      label: t`Deduction type`,
      width: 'w-52',
      choices: amountCutKinds.map((kind) => ({ value: kind, label: inUiLanguage(amountCutKindWords[kind]) })),
    },
    { kind: 'search', name: 'search', label: t`Case number or customer`, width: 'w-60' },
  ]
  return (
    <PagedListScreen
      screen={screen}
      title={t`Deduction review`}
      source={cuts}
      columns={columns}
      layout={amountCutColumnLayout}
      filters={filters}
      exportCsv={amountCutExport}
      messages={{
        loading: t`Loading the amount cuts…`,
        empty: t`No amount cuts match these filters.`,
      }}
      testId="amount-cuts"
    >
      {rejecting && (
        <RejectRequestDialog
          title={t`Reject the amount cut ${cutSubject(rejecting)}`}
          description={t`Asked by ${rejecting.requesterName}. The reason is sent to them.`}
          schema={rejectAmountCut.input}
          toInput={(rejection, draftId) => ({ cutId: rejecting.id, rejection, clientMutationId: draftId })}
          send={amountCutReviewWrites.reject}
          onClose={() => setRejecting(null)}
          onDone={(row) => {
            setRejecting(null)
            decided('reject', row)
          }}
        />
      )}
    </PagedListScreen>
  )
}
