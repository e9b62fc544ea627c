import type { ReactNode } from 'react'
import { dateFormat, dateTimeFormat, dayFormat, noValue } from '../i18n/format.ts'

/**
 * Dates as a dense table shows them: the year only when it is not this year ('Nov 23, 12:53 PM',
 * '23 nov 2025, 12:53'), with the full date and time on hover. Instants in the user's zone; days,
 * which have none, in UTC as formatDay does.
 */
export function tableDates(locale: string, timeZone: string) {
  const yearIn = (zone: string) => dateFormat('en', { year: 'numeric', timeZone: zone })
  const years = { instant: yearIn(timeZone), day: yearIn('UTC') }
  const thisYear = years.instant.format(Date.now())
  const format = (zone: string, withTime: boolean, withYear: boolean) =>
    dateFormat(locale, {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: zone,
    })
  const formats = {
    instant: [format(timeZone, true, false), format(timeZone, true, true)] as const,
    day: [format('UTC', false, false), format('UTC', false, true)] as const,
  }
  const short = (kind: keyof typeof formats, date: Date) =>
    formats[kind][years[kind].format(date) === thisYear ? 0 : 1].format(date)
  // The whole date on hover, as formatInstant and formatDay write it, each format found once for the
  // table's cells.
  const whole = { instant: dateTimeFormat(locale, timeZone), day: dayFormat(locale) }
  return {
    instant: (value: string | null): ReactNode =>
      value ? (
        <span className="truncate" title={whole.instant.format(new Date(value))}>
          {short('instant', new Date(value))}
        </span>
      ) : (
        noValue
      ),
    day: (value: string | null): ReactNode => {
      if (!value) return noValue
      const date = new Date(`${value}T00:00:00Z`)
      return (
        <span className="truncate" title={whole.day.format(date)}>
          {short('day', date)}
        </span>
      )
    },
  }
}
