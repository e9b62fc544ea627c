import { type PeriodInput, staffDetails, staffsDashboard } from '../../../contract/dashboards.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { useRefreshWhileShown } from '../../ui/useRefreshWhileShown.ts'

/**
 * The staff dashboard for the chosen period and team: kept on this device under its input, shown at
 * once and offline, asked again every 10 minutes while in view.
 */
export function useStaffsDashboard(userId: number, input: PeriodInput) {
  const figures = useKeptRead(`dashboard:${userId}:staffs-${JSON.stringify(input)}`, staffsDashboard, input)
  useRefreshWhileShown(figures.refresh, figures.savedAt)
  return figures
}

/** One member's days over the chosen period, kept and refreshed the same way. */
export function useStaffDetails(userId: number, operatorId: number, input: PeriodInput) {
  const asked = { ...input, operatorId }
  const figures = useKeptRead(`dashboard:${userId}:staff-${JSON.stringify(asked)}`, staffDetails, asked)
  useRefreshWhileShown(figures.refresh, figures.savedAt)
  return figures
}
