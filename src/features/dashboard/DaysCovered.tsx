import { useLingui } from '@lingui/react/macro'
import { formatDay } from '../../i18n/format.ts'

/** The days a table's figures cover, as the server read the period on the user's calendar. */
export function DaysCovered({ days }: { days: { from: string; to: string } }) {
  const { t } = useLingui()
  const from = formatDay(days.from)
  const to = formatDay(days.to)
  return (
    <p className="px-3 pt-2 text-xs text-slate-500" data-testid="figures-days">
      {from === to ? from : t`${from} to ${to}`}
    </p>
  )
}
