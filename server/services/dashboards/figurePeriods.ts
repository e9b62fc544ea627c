import type { DashboardPeriod } from '../../../contract/dashboards.ts'
import type { DashboardSettings } from '../../config.ts'
import { addDaysToDate, localDayOf } from '../localDays.ts'
import type { FigureDays } from './keptFigureTotals.ts'

/** A period named by the picker (custom days are given, not read from a calendar). */
export type NamedPeriod = Exclude<DashboardPeriod, 'custom'>

type PeriodSettings = Pick<DashboardSettings, 'salaryPeriodStartDay'>

/** The first day of the salary period holding a date: the start day of its month, or of the month before. */
function salaryPeriodStart(date: string, startDay: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const start = (y: number, m: number) =>
    `${y}-${String(m).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`
  if (day >= startDay) return start(year, month)
  return month === 1 ? start(year - 1, 12) : start(year, month - 1)
}

/**
 * The whole salary period holding a date: from its start day to the day before the next period's
 * (the salary screens read whole periods; the dashboards' "salary period" runs to today).
 */
export function salaryPeriodHolding(date: string, startDay: number): FigureDays {
  const from = salaryPeriodStart(date, startDay)
  const [year, month] = from.split('-').map(Number) as [number, number]
  const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  return { from, to: addDaysToDate(`${nextMonth}-${String(startDay).padStart(2, '0')}`, -1) }
}

/**
 * The salary periods around the one holding a date, newest first: `ahead` coming ones, it, and `before`
 * ones before it (the pickers of salary, payouts, targets and sellers against targets).
 */
export function salaryPeriodsAround(
  date: string,
  startDay: number,
  { ahead = 0, before }: { ahead?: number; before: number },
): FigureDays[] {
  const periods = [salaryPeriodHolding(date, startDay)]
  while (periods.length <= ahead)
    periods.unshift(salaryPeriodHolding(addDaysToDate(periods[0]!.to, 1), startDay))
  while (periods.length <= ahead + before)
    periods.push(salaryPeriodHolding(addDaysToDate(periods.at(-1)!.from, -1), startDay))
  return periods
}

/**
 * A period's days on the person's own calendar at `now`, first and last included: today, yesterday,
 * the week from Monday to today, the month from its first day to today, the salary period from its
 * start day to today.
 */
export function periodDays(
  period: NamedPeriod,
  now: Date,
  timeZone: string,
  settings: PeriodSettings,
): FigureDays {
  const today = localDayOf(now, timeZone)
  if (period === 'yesterday') {
    const yesterday = addDaysToDate(today.date, -1)
    return { from: yesterday, to: yesterday }
  }
  if (period === 'thisWeek') return { from: addDaysToDate(today.date, 1 - today.isoDay), to: today.date }
  if (period === 'thisMonth') return { from: `${today.date.slice(0, 8)}01`, to: today.date }
  if (period === 'salaryPeriod')
    return { from: salaryPeriodStart(today.date, settings.salaryPeriodStartDay), to: today.date }
  return { from: today.date, to: today.date }
}

/**
 * The days a dashboard's period input names: a named period on the caller's calendar, or the custom
 * days as given (the contract has checked both ends, their order and the span).
 */
export function chosenDays(
  input: { period?: DashboardPeriod; from?: string; to?: string },
  now: Date,
  timeZone: string,
  settings: PeriodSettings,
): FigureDays {
  const period = input.period ?? 'salaryPeriod'
  if (period === 'custom') return { from: input.from!, to: input.to! }
  return periodDays(period, now, timeZone, settings)
}

/** Every date from the first day to the last, both included: a daily series has no gaps. */
export function datesOf(days: FigureDays): string[] {
  const dates: string[] = []
  for (let date = days.from; date <= days.to; date = addDaysToDate(date, 1)) dates.push(date)
  return dates
}
