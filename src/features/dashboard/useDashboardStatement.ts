import { z } from 'zod'
import { performanceStatement } from '../../../contract/dashboards.ts'
import { useListPreference } from '../../../db/preferences.ts'
import { useDashboardRead } from './useDashboardRead.ts'

const keptTeam = z.object({ teamId: z.number().optional() })
type KeptTeam = z.infer<typeof keptTeam>
const everyTeam: KeptTeam = {}

/**
 * The performance statement of the user's scope, or of the team a manager narrowed it to (kept for the
 * screen with the user's choices): asked once the kept choice is read.
 */
export function useDashboardStatement(userId: number) {
  const team = useListPreference('listFilters', { area: 'dashboard', view: 'statement' }, keptTeam, everyTeam)
  const teamId = team.value.teamId
  const read = useDashboardRead(
    userId,
    'statement',
    performanceStatement,
    teamId === undefined ? {} : { teamId },
    team.ready,
  )
  return {
    ...read,
    teamId,
    chooseTeam: (next: number | undefined) => team.set(next === undefined ? {} : { teamId: next }),
  }
}
