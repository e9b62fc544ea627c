import { useLingui } from '@lingui/react/macro'
import { type PayoutTotal, payoutStatusWords } from '../../../contract/payouts.ts'
import { formatMoney } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'

/** A batch's totals, one box per currency (never added across), in all and by status. */
export function PayoutTotals({ totals }: { totals: readonly PayoutTotal[] }) {
  const { t } = useLingui()
  if (totals.length === 0) return null
  return (
    <dl className="flex flex-wrap gap-4 text-sm" aria-label={t`Totals per currency`}>
      {totals.map((total) => (
        <div key={total.currency} className="rounded-md border border-slate-200 bg-white px-3 py-1.5">
          <dt className="text-xs text-slate-500">
            {total.currency} · {t`${total.lines} lines`}
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatMoney(total.amount, total.currency)}
          </dd>
          <dd className="text-xs text-slate-600 tabular-nums">
            {inUiLanguage(payoutStatusWords.succeed)} {formatMoney(total.succeedAmount, total.currency)} (
            {total.succeed}) · {inUiLanguage(payoutStatusWords.failed)}{' '}
            {formatMoney(total.failedAmount, total.currency)} ({total.failed}) ·{' '}
            {inUiLanguage(payoutStatusWords.pending)} {formatMoney(total.pendingAmount, total.currency)} (
            {total.pending})
          </dd>
        </div>
      ))}
    </dl>
  )
}
