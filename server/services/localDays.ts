import { addDays, parseISO } from 'date-fns'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

/**
 * Days on a user's own clock, worked out from the date as that clock writes it (never from the
 * server process's time zone): where a day begins, which date and weekday it is.
 */
const dateOnly = (day: Date) => formatInTimeZone(day, 'UTC', 'yyyy-MM-dd')

/** When a date (yyyy-MM-dd) begins on the clock of `timeZone`. */
export function startOfLocalDate(date: string, timeZone: string): Date {
  return fromZonedTime(`${date}T00:00:00`, timeZone)
}

/** The date `days` after a date, as a date (the calendar's, not the clock's). */
export function addDaysToDate(date: string, days: number): string {
  return dateOnly(addDays(parseISO(`${date}T00:00:00Z`), days))
}

/** The user's day holding `now`: its date, where it begins and ends, the hour and the ISO weekday. */
export function localDayOf(now: Date, timeZone: string) {
  const date = formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
  return {
    date,
    start: startOfLocalDate(date, timeZone),
    end: startOfLocalDate(addDaysToDate(date, 1), timeZone),
    hour: Number(formatInTimeZone(now, timeZone, 'H')),
    /** 1 for Monday to 7 for Sunday. */
    isoDay: Number(formatInTimeZone(now, timeZone, 'i')),
  }
}

/** The ISO weekday of a calendar date, whatever the time zone (a date is the same weekday everywhere). */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** The date at `now` on the clock of `timeZone` (a member's today, on their own clock). */
export function memberToday(now: Date, timeZone: string): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
}
