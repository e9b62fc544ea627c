import { useLingui } from '@lingui/react/macro'
import { formatDateTime, formatDay } from '../../i18n/format.ts'

/** When the server read the figures shown, on the user's clock, and the days they cover when a period. */
export function AsOf({
  asOf,
  days,
  timeZone,
}: {
  asOf: string | undefined
  days?: { from: string; to: string } | undefined
  timeZone: string
}) {
  const { t } = useLingui()
  if (!asOf) return null
  const at = formatDateTime(asOf, timeZone)
  const from = days && formatDay(days.from)
  const to = days && formatDay(days.to)
  return (
    <span
      className="flex flex-col items-end text-xs whitespace-nowrap text-slate-500"
      data-testid="figures-as-of"
    >
      {from && to && <span data-testid="figures-days">{from === to ? from : t`${from} to ${to}`}</span>}
      <span>{t`Figures as of ${at}`}</span>
    </span>
  )
}
