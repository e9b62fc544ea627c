import { fromZonedTime } from 'date-fns-tz/fromZonedTime'

/**
 * Days on a user's own clock, worked out from the date as that clock writes it (never from the
 * server process's time zone): where a day begins, which date and weekday it is.
 *
 * The wall clock of a zone is read with the platform's Intl.DateTimeFormat, not date-fns-tz's
 * formatInTimeZone: that one imports the whole of date-fns (866 modules, 1.2 s of every server
 * start and of every server test file); fromZonedTime comes by its own path and costs nothing.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>()

/** What the clock of `timeZone` shows at `at`: the date (yyyy-MM-dd), the hour (0-23) and minute. */
function wallClockOf(at: Date, timeZone: string) {
  let clock = wallClocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    wallClocks.set(timeZone, clock)
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const { type, value } of clock.formatToParts(at)) part[type] = value
  return {
    date: `${part.year!.padStart(4, '0')}-${part.month}-${part.day}`,
    hour: Number(part.hour),
    time: `${part.hour}:${part.minute}`,
  }
}

/** When a date (yyyy-MM-dd) begins on the clock of `timeZone`. */
export function startOfLocalDate(date: string, timeZone: string): Date {
  return fromZonedTime(`${date}T00:00:00`, timeZone)
}

/** The date `days` after a date, as a date (the calendar's, not the clock's: no zone, no daylight saving). */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The ISO weekday of a calendar date, whatever the time zone (a date is the same weekday everywhere). */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** The user's day holding `now`: its date, where it begins and ends, the hour and the ISO weekday. */
export function localDayOf(now: Date, timeZone: string) {
  const { date, hour } = wallClockOf(now, timeZone)
  return {
    date,
    start: startOfLocalDate(date, timeZone),
    end: startOfLocalDate(addDaysToDate(date, 1), timeZone),
    hour,
    /** 1 for Monday to 7 for Sunday. */
    isoDay: isoWeekdayOf(date),
  }
}

/** The date at `now` on the clock of `timeZone` (a member's today, on their own clock). */
export function memberToday(now: Date, timeZone: string): string {
  return wallClockOf(now, timeZone).date
}

/** The time (HH:mm, 24 hours) the clock of `timeZone` shows at `at`: a clock-in as the member saw it. */
export function clockTimeIn(at: Date, timeZone: string): string {
  return wallClockOf(at, timeZone).time
}
