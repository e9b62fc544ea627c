import { useCallback, useState } from 'react'
import { z } from 'zod'
import { dashboardPeriods, periodInput } from '../../../contract/dashboards.ts'
import { reachOf } from '../../../contract/policy.ts'
import { sellersPerformance } from '../../../contract/sellersPerformance.ts'
import type { CurrentUser } from '../../../contract/session.ts'
import { allTeams, type Team } from '../../../contract/system.ts'
import { request } from '../../api/request.ts'
import { useServerRead } from '../../api/useServerRead.ts'
import { useKeptPeriod } from '../../ui/useKeptPeriod.ts'
import { useDashboardRead } from './useDashboardRead.ts'

/** What the screen keeps of the user's choice: the period, and a manager's team (none: per team). */
const choiceSchema = z.object({
  period: z.enum(dashboardPeriods),
  from: z.string().optional(),
  to: z.string().optional(),
  teamId: z.number().optional(),
})
export type SellersChoice = z.infer<typeof choiceSchema>

const screen = { area: 'dashboard', view: 'sellersPerformance' }
const fallback: SellersChoice = { period: 'salaryPeriod' }

/** The period's schema, for the picker to check a custom range with the call's own words. */
export const sellersPeriodSchema = periodInput

/** The teams a manager or office manager may narrow to; nobody else is offered the choice. */
function useTeamChoices(enabled: boolean) {
  const [teams, setTeams] = useState<Team[]>([])
  const read = useCallback(
    (signal: AbortSignal) => request(allTeams, undefined, { signal }).then(setTeams),
    [],
  )
  useServerRead('sellersPerformance:teams', enabled ? read : null)
  return teams
}

/**
 * The sellers' performance for the chosen period (and team), kept on this browser so it shows offline
 * with its age, and asked again every ten minutes while the page is in view.
 */
export function useSellersPerformance(user: CurrentUser) {
  const kept = useKeptPeriod(screen, choiceSchema, fallback)
  const choice = kept.choice
  const input = {
    period: choice.period,
    ...(choice.period === 'custom' ? { from: choice.from, to: choice.to } : {}),
    ...(choice.teamId !== undefined ? { teamId: choice.teamId } : {}),
  }
  // Asked once the kept choice is read: the fallback period first would be a second, wasted ask.
  const read = useDashboardRead(user.userId, 'sellers', sellersPerformance, input as never, kept.ready)
  const choosesTeam = reachOf(user).kind === 'all'
  const teams = useTeamChoices(choosesTeam)
  return { ...read, choice, choose: kept.choose, ready: kept.ready, choosesTeam, teams, input }
}
