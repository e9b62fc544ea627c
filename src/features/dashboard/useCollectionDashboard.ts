import { collectionDashboard } from '../../../contract/dashboards.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { useRefreshWhileShown } from '../../ui/useRefreshWhileShown.ts'

/**
 * The collection dashboard of the user's scope (or of the team a manager chose): the last answer kept
 * per team on this device, shown at once and offline, asked again every 10 minutes while in view.
 */
export function useCollectionDashboard(userId: number, teamId: number | undefined) {
  const figures = useKeptRead(
    `dashboard:${userId}:collection:${teamId ?? 'scope'}`,
    collectionDashboard,
    teamId === undefined ? {} : { teamId },
  )
  useRefreshWhileShown(figures.refresh, figures.savedAt)
  return figures
}
