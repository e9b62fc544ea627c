import { z } from 'zod'
import { dashboardPeriods, type PeriodInput } from '../../../contract/dashboards.ts'
import { useKeptPeriod } from '../../ui/useKeptPeriod.ts'

/** What narrows a dashboard's figures: the period (custom: its days) and, for a manager, one team. */
const dashboardChoice = z.object({
  period: z.enum(dashboardPeriods),
  from: z.string().optional(),
  to: z.string().optional(),
  teamId: z.number().int().positive().optional(),
})
export type DashboardChoice = z.infer<typeof dashboardChoice>

const salaryPeriod: DashboardChoice = { period: 'salaryPeriod' }

/** A dashboard screen's choice, kept per user and screen on this device; the salary period at first. */
export function useDashboardChoice(view: string) {
  return useKeptPeriod({ area: 'dashboard', view }, dashboardChoice, salaryPeriod)
}

/** The call's input from the choice: the team only for one who chooses teams (a manager). */
export function periodInputOf(choice: DashboardChoice, choosesTeam: boolean): PeriodInput {
  const { period, from, to, teamId } = choice
  return {
    period,
    ...(period === 'custom' && from && to ? { from, to } : {}),
    ...(choosesTeam && teamId !== undefined ? { teamId } : {}),
  }
}
