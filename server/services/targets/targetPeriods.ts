import type { TargetPeriod } from '../../../contract/targets.ts'
import { salaryPeriodHolding, salaryPeriodsAround } from '../dashboards/index.ts'
import { memberToday } from '../localDays.ts'

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
export const periodsAround = (current: TargetPeriod, startDay: number): TargetPeriod[] =>
  salaryPeriodsAround(current.from, startDay, { ahead: 2, before: 12 })

/** Its last day has passed on the caller's clock: the period is read-only. */
export const hasEnded = (period: Pick<TargetPeriod, 'to'>, now: Date, timeZone: string): boolean =>
  period.to < memberToday(now, timeZone)
