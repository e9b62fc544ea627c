import type { DayPickerProps, Matcher } from 'react-day-picker'
import { useFirstDayOfWeek } from './firstDayOfWeek.ts'
import {
  calendarDay,
  formatPickerValue,
  type PickerBounds,
  type PickerMode,
  parsePickerValue,
  partsOfCalendarDay,
  todayIn,
  weekStartsOn,
} from './pickerRules.ts'
import type { PickerTexts } from './usePickerTexts.ts'

/** The day of a value of any mode that has one (date, datetime), as the calendar grid's Date. */
export function gridDay(text: string | undefined): Date | undefined {
  const parts = text ? parsePickerValue('date', text.slice(0, 10)) : null
  return parts ? calendarDay(parts) : undefined
}

/** A day of the grid in the spec's format. */
export const dayText = (date: Date) => formatPickerValue('date', partsOfCalendarDay(date))

/**
 * What every calendar of days shares: the language's month and day names, the user's first day of the
 * week, today on the user's clock, and the days outside the bounds (or refused) shown disabled.
 */
export function useDayGrid(
  mode: PickerMode,
  bounds: PickerBounds,
  timeZone: string,
  texts: PickerTexts,
): Pick<DayPickerProps, 'locale' | 'weekStartsOn' | 'today' | 'disabled' | 'startMonth' | 'endMonth'> {
  const firstDay = useFirstDayOfWeek()
  const minDay = gridDay(bounds.min)
  const maxDay = gridDay(bounds.max)
  const disabled: Matcher[] = []
  if (minDay) disabled.push({ before: minDay })
  if (maxDay) disabled.push({ after: maxDay })
  const refused = bounds.disabled
  // A datetime's refusal is of a moment, not of a whole day: it is checked when the value is set.
  if (refused && mode === 'date') disabled.push((date: Date) => refused(dayText(date)))
  return {
    locale: texts.locale,
    weekStartsOn: weekStartsOn(firstDay),
    today: gridDay(todayIn(timeZone).day),
    disabled,
    ...(minDay ? { startMonth: minDay } : {}),
    ...(maxDay ? { endMonth: maxDay } : {}),
  }
}
