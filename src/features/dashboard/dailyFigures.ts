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

/**
 * An amount on a chart's axis, where room is short: its currency and a compact figure ('NGN 4.5M',
 * '4,5 M MXN' in Spanish); the table beside the chart has it whole.
 */
export function formatMoneyShort(minorUnits: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency, notation: 'compact' })
    const decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    return format.format(minorUnits / 10 ** decimals)
  } catch {
    return `${minorUnits / 100} ${currency}`
  }
}
