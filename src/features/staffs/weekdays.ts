import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** ISO weekdays: 1 for Monday to 7 for Sunday, as the teams' duty days keep them. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const

/** Each weekday's short name in the reader's language. */
export function useWeekdayWords(): Record<number, string> {
  const { t } = useLingui()
  return useMemo(() => ({ 1: t`Mon`, 2: t`Tue`, 3: t`Wed`, 4: t`Thu`, 5: t`Fri`, 6: t`Sat`, 7: t`Sun` }), [t])
}
