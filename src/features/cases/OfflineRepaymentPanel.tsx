import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import type { CaseDetail } from '../../../contract/cases.ts'
import { caseDetailPath, caseDetailRouteOfKind } from '../../../contract/cases.ts'
import { type OfflineRepaymentRow, offlineRepaymentStatusWords } from '../../../contract/offlineRepayments.ts'
import { formatDay, formatMoney } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import { showToast } from '../../ui/toast.tsx'
import { offlineRepaymentTexts, recordOfflineOffer } from './offlineRepaymentActions.ts'
import { queueOfflineRepayment } from './offlineRepaymentOutbox.ts'
import { RecordOfflineRepaymentDialog } from './RecordOfflineRepaymentDialog.tsx'
import { useOfflineRepayments } from './useOfflineRepayments.ts'

interface Props {
  detail: CaseDetail
  user: Actor & { userId: number; displayName?: string }
  timeZone: string
}

type Shown = Pick<OfflineRepaymentRow, 'amount' | 'currency' | 'paidOn' | 'reference'> & {
  key: string
  status: string
}

/**
 * A case's offline repayments: those recorded and their review, those still waiting on this device to
 * be sent, and the recording itself, which works without the network.
 */
export function OfflineRepaymentPanel({ detail, user, timeZone }: Props) {
  const { t, i18n } = useLingui()
  const shown = useOfflineRepayments(user.userId, detail.row.id)
  const [recording, setRecording] = useState(false)
  const currency = detail.row.currency
  const rows: Shown[] = [
    ...shown.waiting.map((entry) => ({
      key: entry.id,
      amount: Number(entry.payload.amount),
      currency,
      paidOn: String(entry.payload.paidOn),
      reference: String(entry.payload.reference),
      status:
        entry.state === 'parked' ? t`Refused: ${entry.lastError?.message ?? ''}` : t`Waiting to be sent`,
    })),
    ...(shown.data ?? []).map((row) => ({
      ...row,
      key: String(row.id),
      status: [inUiLanguage(offlineRepaymentStatusWords[row.status]), row.rejection]
        .filter(Boolean)
        .join(': '),
    })),
  ]
  const pending = rows.some((row) => row.status === inUiLanguage(offlineRepaymentStatusWords.pending))
  return (
    <div className="flex flex-col gap-3" data-testid="offline-repayments">
      <div className="flex items-center gap-3">
        <h3 className="text-sm font-semibold text-slate-800">{t`Offline repayments`}</h3>
        {!detail.lifecycle.closed && !pending && shown.waiting.length === 0 && (
          <ActionButton entry={recordOfflineOffer} user={user} onTake={() => setRecording(true)} />
        )}
      </div>
      <SimpleTable<Shown>
        label={t`Offline repayments`}
        empty={t`No offline repayment recorded on this case.`}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header: t`Paid on`, cell: (row) => formatDay(row.paidOn) },
          { header: t`Receipt reference`, cell: (row) => <span className="font-mono">{row.reference}</span> },
          { header: t`Amount`, align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
          { header: t`Status`, cell: (row) => row.status },
        ]}
      />
      {recording && (
        <RecordOfflineRepaymentDialog
          caseId={detail.row.id}
          currency={currency}
          timeZone={timeZone}
          send={(input) =>
            queueOfflineRepayment(
              user,
              {
                caseNo: detail.row.caseNo,
                openPath: caseDetailPath(caseDetailRouteOfKind[detail.row.kind], detail.row.id),
              },
              input as Parameters<typeof queueOfflineRepayment>[2],
            )
          }
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false)
            const done = offlineRepaymentTexts.record.done
            if (done) showToast('success', i18n._(done(detail.row.caseNo)))
          }}
        />
      )}
    </div>
  )
}
