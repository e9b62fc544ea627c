import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { Actor } from '../../../contract/actions.ts'
import type { CaseDetail } from '../../../contract/cases.ts'
import { type PaymentLinkRow, paymentLinkStatusWords } from '../../../contract/paymentLinks.ts'
import { formatBasisPoints, formatInstant, formatMoney } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import { showToast } from '../../ui/toast.tsx'
import { CopyLinkButton } from './CopyLinkButton.tsx'
import { GenerateLinkDialog } from './GenerateLinkDialog.tsx'
import {
  activeLinkActions,
  generateLinkOffer,
  paymentLinkTexts,
  paymentLinkWrites,
} from './paymentLinkActions.ts'
import { usePaymentLinkSheet } from './usePaymentLinkSheet.ts'

interface PaymentLinkPanelProps {
  detail: CaseDetail
  /** Whoever opened the case reaches it: the buttons ask their menu and role only, as the case's forms do. */
  user: Actor & { userId: number }
  timeZone: string
}

/**
 * A case's payment links (spec section 3): when each was generated, its amount, the merchant's fee and
 * what the customer pays, its status as the loan platform's notices move it, a copy of the link, a
 * cancel for the active one, and the generating of a new one while none is active.
 */
export function PaymentLinkPanel({ detail, user, timeZone }: PaymentLinkPanelProps) {
  const { t, i18n } = useLingui()
  const sheet = usePaymentLinkSheet(user.userId, detail.row.id)
  const [generating, setGenerating] = useState(false)
  const { refresh } = sheet
  const onCancel = useCallback(
    async (row: PaymentLinkRow) => {
      await paymentLinkWrites.cancel({ linkId: row.id, clientMutationId: crypto.randomUUID() })
      const done = paymentLinkTexts.cancel.done
      if (done) showToast('success', i18n._(done(formatMoney(row.amount, row.currency))))
      refresh()
    },
    [i18n, refresh],
  )
  const data = sheet.data
  if (!data)
    return (
      <NotLoaded
        failure={sheet.failure}
        loading={t`Loading the payment links…`}
        failed={(reason) => t`The payment links could not be loaded: ${reason}`}
        onRetry={sheet.refresh}
        className="p-4"
      />
    )
  const money = (amount: number) => formatMoney(amount, data.currency)
  const active = data.links.some((link) => link.status === 'active')
  const feeTerms =
    data.fee.fixed > 0
      ? t`${formatBasisPoints(data.fee.basisPoints)} + ${money(data.fee.fixed)}`
      : formatBasisPoints(data.fee.basisPoints)
  const figures = [
    { label: t`Still owed`, value: money(data.remaining) },
    { label: t`Merchant fee`, value: feeTerms },
    { label: t`Who pays the fee`, value: t`The customer, on top of the amount` },
  ]
  const offerable = !detail.lifecycle.closed && !active && data.remaining >= data.minAmount
  return (
    <div className="flex flex-col gap-4" data-testid="payment-links">
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-slate-500">{figure.label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center gap-3">
        {offerable && (
          <ActionButton entry={generateLinkOffer} user={user} onTake={() => setGenerating(true)} />
        )}
        {active && (
          <p className="text-sm text-slate-600">{t`A payment link of this case is active; cancel it to make another.`}</p>
        )}
      </div>
      <SimpleTable<PaymentLinkRow>
        label={t`Payment links`}
        empty={t`No payment link generated on this case.`}
        rows={data.links}
        rowKey={(link) => link.id}
        columns={[
          {
            header: t`Generated at`,
            cell: (link) => (
              <span>
                {formatInstant(link.generatedAt, timeZone)}
                <span className="block text-xs text-slate-500">{link.generatedByName}</span>
              </span>
            ),
          },
          { header: t`Amount`, align: 'end', cell: (link) => formatMoney(link.amount, link.currency) },
          { header: t`Merchant fee`, align: 'end', cell: (link) => formatMoney(link.fee, link.currency) },
          { header: t`Customer pays`, align: 'end', cell: (link) => formatMoney(link.total, link.currency) },
          {
            header: t`Status`,
            cell: (link) => (
              <span>
                {inUiLanguage(paymentLinkStatusWords[link.status])}
                <span className="block text-xs text-slate-500">
                  {link.status === 'active'
                    ? t`Until ${formatInstant(link.expiresAt, timeZone)}`
                    : formatInstant(link.endedAt, timeZone)}
                </span>
              </span>
            ),
          },
          {
            header: t`Link`,
            cell: (link) => <CopyLinkButton url={link.url} />,
          },
          {
            header: t`Actions`,
            cell: (link) =>
              link.status === 'active' ? (
                <RowActions
                  actions={activeLinkActions}
                  user={user}
                  rowName={formatMoney(link.amount, link.currency)}
                  onTake={() => onCancel(link)}
                />
              ) : null,
          },
        ]}
      />
      {generating && (
        <GenerateLinkDialog
          caseId={detail.row.id}
          caseNo={detail.row.caseNo}
          currency={data.currency}
          minAmount={data.minAmount}
          remaining={data.remaining}
          fee={data.fee}
          expiresAfterHours={data.expiresAfterHours}
          onClose={() => setGenerating(false)}
          onDone={(row) => {
            setGenerating(false)
            const done = paymentLinkTexts.generate.done
            if (done) showToast('success', i18n._(done(formatMoney(row.amount, row.currency))))
            sheet.refresh()
          }}
        />
      )}
    </div>
  )
}
