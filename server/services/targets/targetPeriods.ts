import type { TargetPeriod } from '../../../contract/targets.ts'
import { salaryPeriodHolding } from '../dashboards/index.ts'
import { addDaysToDate, memberToday } from '../localDays.ts'

/**
 * A target's period is a salary period (docs/decisions/0054): the one holding a given day, or today
 * on the caller's clock when none is given; the picker's periods around it; whether it has ended.
 */

/** The salary period holding `date`, or today on the caller's clock. */
export function periodHolding(
  date: string | undefined,
  startDay: number,
  now: Date,
  timeZone: string,
): TargetPeriod {
  return salaryPeriodHolding(date ?? memberToday(now, timeZone), startDay)
}

/** The periods the picker offers: two coming, the current one, and the twelve before it, newest first. */
export function periodsAround(current: TargetPeriod, startDay: number): TargetPeriod[] {
  const next = (period: TargetPeriod) => salaryPeriodHolding(addDaysToDate(period.to, 1), startDay)
  const previous = (period: TargetPeriod) => salaryPeriodHolding(addDaysToDate(period.from, -1), startDay)
  const coming = [next(current)]
  coming.unshift(next(coming[0]!))
  const before = [previous(current)]
  while (before.length < 12) before.push(previous(before.at(-1)!))
  return [...coming, current, ...before]
}

/** Its last day has passed on the caller's clock: the period is read-only. */
export const hasEnded = (period: Pick<TargetPeriod, 'to'>, now: Date, timeZone: string): boolean =>
  period.to < memberToday(now, timeZone)
