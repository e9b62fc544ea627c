import { formatInTimeZone } from 'date-fns-tz'
import { i18n } from './i18n.ts'

/** 'MM-DD HH:mm' in the user's time zone (spec section 9). */
export function headerClockText(now: Date, timeZone: string): string {
  return formatInTimeZone(now, timeZone, 'MM-dd HH:mm')
}

export function formatDateTime(value: Date | number, timeZone: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    value,
  )
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(i18n.locale).format(value)
}
