import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { writeMoney } from '../../contract/money.ts'
import { i18n } from './i18n.ts'

/** 'HH:mm' in the user's time zone: the time of day something was scheduled for. */
export function hourMinuteText(value: Date | number | string, timeZone: string): string {
  return formatInTimeZone(new Date(value), timeZone, 'HH:mm')
}

/** 'HH:mm:ss' in the user's time zone: when the next try of a send is due. */
export function clockTimeText(value: Date | number, timeZone: string): string {
  return formatInTimeZone(value, timeZone, 'HH:mm:ss')
}

// A formatter costs far more to make than to use, and a list draws hundreds of dates and figures in
// a handful of styles: each style is made once per language and zone.
function madeOnce<F, O>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const made = new Map<string, F>()
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`
    const found = made.get(key)
    if (found) return found
    const format = make(locale, options)
    made.set(key, format)
    return format
  }
}

/** The one DateTimeFormat of a language and these options, made on first use. */
export const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
)

const numberFormat = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
)

/** The format formatDateTime writes with, for a table that writes many (src/ui/tableDates.tsx). */
export const dateTimeFormat = (locale: string, timeZone: string) =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })

export function formatDateTime(value: Date | number | string, timeZone: string): string {
  return dateTimeFormat(i18n.locale, timeZone).format(new Date(value))
}

/**
 * An instant as a list column shows it where room is short (beside the menu at 1,280 px): the date in
 * figures, the time to the minute ('11/27/26, 4:50 AM', '27/11/26, 4:50'); a missing one as noValue.
 */
export function formatCompactInstant(value: string | null, timeZone: string): string {
  if (!value) return noValue
  return dateFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(value))
}

/** A moment to the second, in a time zone: when each step of a case's process happened. */
export function formatMoment(value: Date | number | string, timeZone: string): string {
  return dateFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
    new Date(value),
  )
}

/** What a table or a fact shows for a value the case does not have. */
export const noValue = '—'

/** An instant that may be missing (a case never connected, a record never hung up). */
export function formatInstant(value: string | null, timeZone: string): string {
  return value ? formatDateTime(value, timeZone) : noValue
}

/** The format formatDay writes with, for a table that writes many (src/ui/tableDates.tsx). */
export const dayFormat = (locale: string) => dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * A calendar day ('yyyy-MM-dd': due date, next payday) in the locale's words. A day has no time zone:
 * it is read and shown in UTC so that no zone can move it to the day before.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return day
  return dayFormat(i18n.locale).format(Date.UTC(year, month - 1, date))
}

/**
 * Grouped numbers, found by the language alone (a list writes a count in every row). Thousands always
 * grouped: Spanish leaves 4-digit numbers ungrouped by default, so a column would read '7500,00' above
 * '10.560,00'.
 */
const groupedNumberFormat = madeOnce(
  (locale, _: null) => new Intl.NumberFormat(locale, { useGrouping: 'always' }),
)

export function formatNumber(value: number): string {
  return groupedNumberFormat(i18n.locale, null).format(value)
}

/**
 * An amount the API gives in minor units (cents), written as its currency's country writes it
 * (contract/money.ts): "$1,234.56 MXN" on an English or a Spanish screen, "₦1,234.56", "₹1,23,456.00".
 */
export function formatMoney(minorUnits: number, currency: string): string {
  return writeMoney(minorUnits, currency, i18n.locale)
}

/** A daily rate given in basis points (1 bp = 0.01 %), as a percentage. */
export function formatBasisPoints(basisPoints: number): string {
  return numberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  )
}

/** The value a `datetime-local` input shows for an instant, on the user's wall clock. */
export function toZonedInputValue(value: Date | number | string, timeZone: string): string {
  return formatInTimeZone(new Date(value), timeZone, "yyyy-MM-dd'T'HH:mm")
}

/**
 * The instant a `datetime-local` value means in the user's time zone (not the browser's), as the
 * ISO text the API takes; '' stays '' so the schema can name the empty field.
 */
export function fromZonedInputValue(value: string, timeZone: string): string {
  if (!value) return ''
  const instant = fromZonedTime(value, timeZone)
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString()
}

const ageSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
]

/** How long ago a moment was, in the locale's words ('5 minutes ago', 'hace 5 minutos'). */
export function formatAge(then: number, now: number = Date.now()): string {
  let amount = Math.max(0, (now - then) / 1000)
  let unit: Intl.RelativeTimeFormatUnit = 'second'
  for (const [step, size] of ageSteps) {
    unit = step
    if (amount < size) break
    amount /= size
  }
  return new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(-Math.floor(amount), unit)
}
