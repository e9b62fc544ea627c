import { type PeriodInput, performanceDetails, periodInput } from '../../../contract/dashboards.ts'
import { useKeptPeriod } from '../../ui/useKeptPeriod.ts'
import { useDashboardRead } from './useDashboardRead.ts'

/** What the details are asked for: a period, and a manager's team. */
export type DetailsChoice = PeriodInput & { period: NonNullable<PeriodInput['period']>; teamId?: number }

const salaryPeriod: DetailsChoice = { period: 'salaryPeriod' }

/**
 * The performance details of the user's scope over the period chosen (kept for the screen), day by
 * day with its totals: asked once the kept choice is read, again at each choice.
 */
export function useDashboardDetails(userId: number) {
  const kept = useKeptPeriod<DetailsChoice>(
    { area: 'dashboard', view: 'performanceDetails' },
    periodInput as never,
    salaryPeriod,
  )
  const read = useDashboardRead(userId, 'details', performanceDetails, kept.choice, kept.ready)
  return { ...read, choice: kept.choice, choose: kept.choose }
}
