import type { PeriodInput } from '../../../contract/dashboards.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { useRefreshWhileShown } from '../../ui/useRefreshWhileShown.ts'
import type { StaffTableScreen } from './staffTableScreens.ts'

/**
 * A staff table's figures for the chosen period and team: each answer kept on this device under its
 * input, shown at once and offline, asked again every 10 minutes while in view.
 */
export function useStaffTable(userId: number, screen: StaffTableScreen, input: PeriodInput) {
  const figures = useKeptRead(
    `dashboard:${userId}:${screen.view}-${JSON.stringify(input)}`,
    screen.calls.list,
    input,
  )
  useRefreshWhileShown(figures.refresh, figures.savedAt)
  return figures
}
