import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import {
  type OfflineRepaymentRow,
  offlineRepaymentExport,
  offlineRepaymentStatuses,
  offlineRepaymentStatusWords,
  rejectOfflineRepayment,
} from '../../../contract/offlineRepayments.ts'
import { useCurrentUser } from '../../api/session.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import {
  offlineRepaymentLayout,
  offlineRepaymentScreen,
  repaymentSubject,
  useOfflineRepaymentColumns,
} from './offlineRepaymentColumns.tsx'
import { offlineReviewTexts, offlineReviewWrites } from './offlineRepaymentReviewActions.ts'
import { RejectRequestDialog } from './RejectRequestDialog.tsx'
import { useOfflineRepaymentList, useReceipt } from './useOfflineRepaymentList.ts'

/**
 * Offline repayments (menu 77): money customers paid at a bank or an agent, as collectors recorded it
 * with the receipt; a reviewer other than the recorder looks at the receipt and passes it (credited to
 * the case) or rejects it with a reason. Pending first shown; export as CSV.
 */
export default function OfflineRepaymentReviewPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(offlineRepaymentScreen)
  const repayments = useOfflineRepaymentList(user.userId, screen.asked)
  const [rejecting, setRejecting] = useState<OfflineRepaymentRow | null>(null)
  const [viewing, setViewing] = useState<OfflineRepaymentRow | null>(null)
  const receipt = useReceipt(viewing?.id ?? null)
  const refresh = useRef(repayments.refresh)
  refresh.current = repayments.refresh
  const decided = useCallback(
    (name: 'pass' | 'reject', row: OfflineRepaymentRow) => {
      const done = offlineReviewTexts[name].done
      if (done) showToast('success', i18n._(done(repaymentSubject(row))))
      refresh.current()
    },
    [i18n],
  )
  const onTake = useCallback(
    async (name: 'pass' | 'reject', row: OfflineRepaymentRow) => {
      if (name === 'reject') return setRejecting(row)
      await offlineReviewWrites.pass({ repaymentId: row.id, clientMutationId: crypto.randomUUID() })
      decided('pass', row)
    },
    [decided],
  )
  const columns = useOfflineRepaymentColumns({ timeZone: user.timeZone, user, onReceipt: setViewing, onTake })
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'choice',
      name: 'status',
      label: t`Status`,
      width: 'w-36',
      choices: offlineRepaymentStatuses.map((status) => ({
        value: status,
        label: inUiLanguage(offlineRepaymentStatusWords[status]),
      })),
    },
    { kind: 'search', name: 'search', label: t`Case, customer or reference`, width: 'w-60' },
  ]
  return (
    <PagedListScreen
      screen={screen}
      title={t`Offline repayment`}
      source={repayments}
      columns={columns}
      layout={offlineRepaymentLayout}
      filters={filters}
      exportCsv={offlineRepaymentExport}
      messages={{
        loading: t`Loading the offline repayments…`,
        empty: t`No offline repayments match these filters.`,
      }}
      testId="offline-repayments"
    >
      {viewing && (
        <Dialog
          open
          onOpenChange={() => setViewing(null)}
          title={t`Receipt of ${repaymentSubject(viewing)}`}
          wide
        >
          {receipt.dataUrl ? (
            <img
              src={receipt.dataUrl}
              alt={t`Receipt of ${repaymentSubject(viewing)}`}
              className="max-h-[70vh] w-full object-contain"
            />
          ) : (
            <p role="status" className="text-sm text-slate-600">
              {receipt.failure ?? t`Loading the receipt…`}
            </p>
          )}
        </Dialog>
      )}
      {rejecting && (
        <RejectRequestDialog
          title={t`Reject the offline repayment ${repaymentSubject(rejecting)}`}
          description={t`Recorded by ${rejecting.requesterName}. The reason shows on the case.`}
          schema={rejectOfflineRepayment.input}
          toInput={(rejection, draftId) => ({
            repaymentId: rejecting.id,
            rejection,
            clientMutationId: draftId,
          })}
          send={offlineReviewWrites.reject}
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
