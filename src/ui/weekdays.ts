import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** ISO weekdays: 1 for Monday to 7 for Sunday, as the teams' duty days and the rules' days keep them. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const

/** Each weekday's short name, for a sentence built away from React (a rule's schedule). */
export const weekdayNames: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Mon`,
  2: msg`Tue`,
  3: msg`Wed`,
  4: msg`Thu`,
  5: msg`Fri`,
  6: msg`Sat`,
  7: msg`Sun`,
}

/** Each weekday's short name in the reader's language. */
export function useWeekdayWords(): Record<number, string> {
  const { i18n } = useLingui()
  return useMemo(() => Object.fromEntries(weekdays.map((day) => [day, i18n._(weekdayNames[day]!)])), [i18n])
}
