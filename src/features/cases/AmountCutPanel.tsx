import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import { type AmountCutRow, amountCutKindWords, amountCutStatusWords } from '../../../contract/amountCuts.ts'
import type { CaseDetail } from '../../../contract/cases.ts'
import { formatInstant, formatMoney, noValue } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import { showToast } from '../../ui/toast.tsx'
import { AskCutDialog } from './AskCutDialog.tsx'
import { amountCutTexts, askForCutOffer } from './amountCutActions.ts'
import { useAmountCutSheet } from './useAmountCutSheet.ts'

interface AmountCutPanelProps {
  detail: CaseDetail
  /** Whoever opened the case reaches it: the button asks their menu and role only, as the case's forms do. */
  user: Actor & { userId: number }
  timeZone: string
}

/**
 * A case's amount cuts: the interest and penalty a cut is drawn from, what the case still owes, the
 * bounds of each kind, the cuts asked for (with their review), and the request itself while none waits.
 */
export function AmountCutPanel({ detail, user, timeZone }: AmountCutPanelProps) {
  const { t, i18n } = useLingui()
  const sheet = useAmountCutSheet(user.userId, detail.row.id)
  const [asking, setAsking] = useState(false)
  const data = sheet.data
  if (!data)
    return (
      <NotLoaded
        failure={sheet.failure}
        loading={t`Loading the amount cuts…`}
        failed={(reason) => t`The amount cuts could not be loaded: ${reason}`}
        onRetry={sheet.refresh}
        className="p-4"
      />
    )
  const money = (amount: number) => formatMoney(amount, data.currency)
  const { bounds } = data
  const waiting = data.cuts.some((cut) => cut.status === 'pending')
  const figures = [
    { label: t`Interest`, value: money(bounds.interest) },
    { label: t`Penalty`, value: money(bounds.penalty) },
    { label: t`Still owed`, value: money(bounds.remaining) },
    {
      label: t`Normal cut`,
      value: bounds.normalBelow > 0 ? t`Less than ${money(bounds.normalBelow)}` : t`Nothing to cut`,
    },
    ...(bounds.delayed
      ? [
          {
            label: t`Cut for a delayed case`,
            value: t`${money(bounds.delayed.min)} to ${money(bounds.delayed.max)}`,
          },
        ]
      : []),
  ]
  const closed = detail.lifecycle.closed
  return (
    <div className="flex flex-col gap-4" data-testid="amount-cuts">
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-slate-500">{figure.label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center gap-3">
        {!closed && !waiting && (
          <ActionButton entry={askForCutOffer} user={user} onTake={() => setAsking(true)} />
        )}
        {waiting && <p className="text-sm text-amber-800">{t`A cut on this case is waiting for review.`}</p>}
      </div>
      <SimpleTable<AmountCutRow>
        label={t`Amount cuts`}
        empty={t`No amount cut asked for on this case.`}
        rows={data.cuts}
        rowKey={(cut) => cut.id}
        columns={[
          { header: t`Asked at`, cell: (cut) => formatInstant(cut.requestedAt, timeZone) },
          { header: t`Deduction type`, cell: (cut) => inUiLanguage(amountCutKindWords[cut.kind]) },
          { header: t`Amount`, align: 'end', cell: (cut) => formatMoney(cut.amount, cut.currency) },
          { header: t`Asked by`, cell: (cut) => cut.requesterName },
          { header: t`Remark`, cell: (cut) => cut.remark || noValue },
          {
            header: t`Status`,
            cell: (cut) => (
              <span>
                {inUiLanguage(amountCutStatusWords[cut.status])}
                {cut.reviewerName && <span className="block text-xs text-slate-500">{cut.reviewerName}</span>}
                {cut.rejection && <span className="block text-xs text-slate-500">{cut.rejection}</span>}
              </span>
            ),
          },
        ]}
      />
      {asking && (
        <AskCutDialog
          caseId={detail.row.id}
          caseNo={detail.row.caseNo}
          currency={data.currency}
          bounds={bounds}
          onClose={() => setAsking(false)}
          onDone={(row) => {
            setAsking(false)
            const done = amountCutTexts.request.done
            if (done) showToast('success', i18n._(done(row.caseNo)))
            sheet.refresh()
          }}
        />
      )}
    </div>
  )
}
