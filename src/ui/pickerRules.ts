import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import type { FirstDayOfWeek } from './firstDayOfWeek.ts'

/**
 * The rules of the one date picker (spec sections 5 and 9), apart from React: the spec's formats,
 * whatever the browser's locale; which day today is on the user's clock; when a value or a range may be
 * chosen; the first day of the week.
 */

export type PickerMode = 'date' | 'datetime' | 'month' | 'time' | 'year'

/** The spec's default formats (section 9); every picker reads and writes these. */
export const pickerFormats: Record<PickerMode, string> = {
  date: 'yyyy-MM-dd',
  month: 'yyyy-MM',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  time: 'HH:mm:ss',
  year: 'yyyy',
}

/** A value's parts; those a mode does not show are left at their first (month 1, day 1, 00:00:00). */
export interface PickerParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const shapes: Record<PickerMode, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
  // A datetime-local value ('2026-11-24T09:30') reads too, so a value filled in elsewhere shows.
  datetime: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/,
  time: /^(\d{2}):(\d{2}):(\d{2})$/,
  year: /^(\d{4})$/,
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0')

function partsOf(mode: PickerMode, match: RegExpMatchArray): PickerParts {
  const n = (index: number) => (match[index] === undefined ? 0 : Number(match[index]))
  if (mode === 'time') return { year: 1970, month: 1, day: 1, hour: n(1), minute: n(2), second: n(3) }
  return {
    year: n(1),
    month: mode === 'year' ? 1 : n(2),
    day: mode === 'date' || mode === 'datetime' ? n(3) : 1,
    hour: mode === 'datetime' ? n(4) : 0,
    minute: mode === 'datetime' ? n(5) : 0,
    second: mode === 'datetime' ? n(6) : 0,
  }
}

/** Whether the parts name a day on the calendar and a time on the clock (2026-02-30 does not). */
export function isRealValue({ year, month, day, hour, minute, second }: PickerParts): boolean {
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  )
}

/** The text in the mode's shape, or null; it says nothing of whether the date is real. */
function shapeOf(mode: PickerMode, text: string): PickerParts | null {
  const match = text.trim().match(shapes[mode])
  return match ? partsOf(mode, match) : null
}

/** The parts of a text in the mode's format when it names a real date (and time); null otherwise. */
export function parsePickerValue(mode: PickerMode, text: string): PickerParts | null {
  const parts = shapeOf(mode, text)
  return parts && isRealValue(parts) ? parts : null
}

/** The parts written in the mode's format: one text per value, which sorts as the values do. */
export function formatPickerValue(mode: PickerMode, parts: PickerParts): string {
  const day = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`
  const time = `${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`
  switch (mode) {
    case 'date':
      return day
    case 'month':
      return `${pad(parts.year, 4)}-${pad(parts.month)}`
    case 'datetime':
      return `${day} ${time}`
    case 'time':
      return time
    case 'year':
      return pad(parts.year, 4)
  }
}

/** The text a value is shown as: in the mode's format when it reads, as given otherwise. */
export function normalPickerText(mode: PickerMode, text: string): string {
  const parts = parsePickerValue(mode, text)
  return parts ? formatPickerValue(mode, parts) : text
}

/**
 * Today on the user's clock (spec section 5): its day and its last second, 23:59:59 there. At 20:00 in
 * Mexico City it is still today there, though a browser set to UTC is already on tomorrow.
 */
export function todayIn(timeZone: string, now: Date = new Date()): { day: string; endsAt: Date } {
  const day = formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
  return { day, endsAt: fromZonedTime(`${day} 23:59:59`, timeZone) }
}

/** The latest value of a mode that is still today (or earlier) on the user's clock. */
export function latestToday(mode: PickerMode, timeZone: string, now: Date = new Date()): string {
  const parts = parsePickerValue('date', todayIn(timeZone, now).day)!
  return formatPickerValue(mode, { ...parts, hour: 23, minute: 59, second: 59 })
}

/** What may be chosen: bounds in the mode's format (inclusive) and days refused one by one. */
export interface PickerBounds {
  min?: string | undefined
  max?: string | undefined
  /** A value (in the mode's format) that cannot be chosen, such as a holiday. */
  disabled?: ((value: string) => boolean) | undefined
}

export type PickerProblem = 'format' | 'notReal' | 'disabled' | 'beforeMin' | 'afterMax'

export type PickerCheck = { ok: true; value: string } | { ok: false; problem: PickerProblem }

/**
 * Whether a typed value may be chosen (spec section 5): in the mode's format, a real date, not
 * disabled and inside the selectable range. The value comes back in the format, trimmed.
 */
export function checkPickerValue(mode: PickerMode, text: string, bounds: PickerBounds = {}): PickerCheck {
  const parts = shapeOf(mode, text)
  if (!parts) return { ok: false, problem: 'format' }
  if (!isRealValue(parts)) return { ok: false, problem: 'notReal' }
  const value = formatPickerValue(mode, parts)
  if (bounds.disabled?.(value)) return { ok: false, problem: 'disabled' }
  if (bounds.min !== undefined && value < normalPickerText(mode, bounds.min))
    return { ok: false, problem: 'beforeMin' }
  if (bounds.max !== undefined && value > normalPickerText(mode, bounds.max))
    return { ok: false, problem: 'afterMax' }
  return { ok: true, value }
}

export type RangeProblem = 'bothEnds' | 'startAfterEnd'

export type RangeCheck =
  | { ok: true; from: string; to: string }
  | { ok: false; end: 'from' | 'to'; problem: PickerProblem | RangeProblem }

/**
 * Whether a range may be confirmed (spec sections 4 and 5): both ends set, each a value that may be
 * chosen, and the start not after the end. The end at fault is named.
 */
export function checkPickerRange(
  mode: PickerMode,
  range: { from: string; to: string },
  bounds: PickerBounds = {},
): RangeCheck {
  if (!range.from.trim()) return { ok: false, end: 'from', problem: 'bothEnds' }
  if (!range.to.trim()) return { ok: false, end: 'to', problem: 'bothEnds' }
  const from = checkPickerValue(mode, range.from, bounds)
  if (!from.ok) return { ok: false, end: 'from', problem: from.problem }
  const to = checkPickerValue(mode, range.to, bounds)
  if (!to.ok) return { ok: false, end: 'to', problem: to.problem }
  if (from.value > to.value) return { ok: false, end: 'to', problem: 'startAfterEnd' }
  return { ok: true, from: from.value, to: to.value }
}

/** The calendar's index of the first column (0 Sunday … 6 Saturday, as date-fns counts). */
export function weekStartsOn(first: FirstDayOfWeek): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return (first % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6
}

/** A day's Date on the browser's calendar (midnight, local), for the calendar grid only. */
export function calendarDay(parts: Pick<PickerParts, 'year' | 'month' | 'day'>): Date {
  return new Date(parts.year, parts.month - 1, parts.day)
}

/** The parts of a calendar grid's Date (its local day). */
export function partsOfCalendarDay(date: Date): PickerParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: 0,
    minute: 0,
    second: 0,
  }
}
