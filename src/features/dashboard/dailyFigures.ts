import type { DailyFigures, MoneyFigure } from '../../../contract/dashboards.ts'
import { i18n } from '../../i18n/i18n.ts'

/** A day of a chart's axis, short ('24 Nov', '24 nov'): a day has no time zone, so it is read in UTC. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return day
  return new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  )
}

/** The currencies money came in over some days, in the order first met: each is a figure of its own. */
export const currenciesOf = (days: readonly { money: readonly MoneyFigure[] }[]) => [
  ...new Set(days.flatMap((day) => day.money.map((figure) => figure.currency))),
]

/** A day's amount repaid in one currency (0 when none came in it that day). */
export const repaidIn = (day: DailyFigures, currency: string) =>
  day.money.find((figure) => figure.currency === currency)?.repaidAmount ?? 0
