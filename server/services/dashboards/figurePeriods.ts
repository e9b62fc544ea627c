import type { FigurePeriod } from '../../../contract/dashboardFigures.ts'
import type { DashboardSettings } from '../../config.ts'
import { addDaysToDate, localDayOf } from '../localDays.ts'
import type { FigureDays } from './keptFigureTotals.ts'

type DayPeriod = Exclude<FigurePeriod, 'now'>

/** The first day of the salary period holding a date: the start day of its month, or of the month before. */
function salaryPeriodStart(date: string, startDay: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const start = (y: number, m: number) =>
    `${y}-${String(m).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`
  if (day >= startDay) return start(year, month)
  return month === 1 ? start(year - 1, 12) : start(year, month - 1)
}

/**
 * A period's days on the person's own calendar at `now`, first and last included: today, yesterday,
 * the week from Monday to today, the salary period from its start day to today.
 */
export function periodDays(
  period: DayPeriod,
  now: Date,
  timeZone: string,
  settings: Pick<DashboardSettings, 'salaryPeriodStartDay'>,
): FigureDays {
  const today = localDayOf(now, timeZone)
  if (period === 'yesterday') {
    const yesterday = addDaysToDate(today.date, -1)
    return { from: yesterday, to: yesterday }
  }
  if (period === 'thisWeek') return { from: addDaysToDate(today.date, 1 - today.isoDay), to: today.date }
  if (period === 'salaryPeriod')
    return { from: salaryPeriodStart(today.date, settings.salaryPeriodStartDay), to: today.date }
  return { from: today.date, to: today.date }
}
