import type { CollectionDashboard } from '../../../contract/dashboards.ts'
import type { PolicyActor } from '../../../contract/policy.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { whoseFigures } from './dashboardScope.ts'
import { periodDays } from './figurePeriods.ts'
import { rowHeads } from './figureRows.ts'
import { keptCountTotals, keptMoneyTotals } from './keptFigureTotals.ts'
import { type LiveFigure, liveCaseCounts } from './liveCaseCounts.ts'
import { settingsShown } from './performanceStatement.ts'
import { moneyByCurrency } from './workFigures.ts'

type Caller = Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'> & { timeZone: string }

/**
 * The collection dashboard: each member's (or each team's) unfinished and expiring cases now, counted
 * live from the cases held as the four case lists show them (so each figure opens exactly what it
 * counts), and what was finished and repaid today and this week, kept, on the caller's calendar.
 */
export async function collectionDashboardOf(
  db: Database,
  settings: DashboardSettings,
  caller: Caller,
  teamId: number | undefined,
  now: Date,
): Promise<CollectionDashboard> {
  const whose = await whoseFigures(db, caller, teamId)
  const today = periodDays('today', now, caller.timeZone, settings)
  const thisWeek = periodDays('thisWeek', now, caller.timeZone, settings)
  const [live, todays, weeks, repaid] = await Promise.all([
    liveCaseCounts(
      db,
      whose.people.map((person) => person.id),
      now,
      settings.primeTime,
    ),
    keptCountTotals(db, whose.rowsBy, today, whose.among),
    keptCountTotals(db, whose.rowsBy, thisWeek, whose.among),
    keptMoneyTotals(db, whose.rowsBy, today, whose.among),
  ])
  const liveOf = new Map(live.map((row) => [row.personId, row]))
  const finished = (rows: typeof todays, id: number | null) =>
    rows.find((row) => row.group === id)?.finishedCases ?? 0
  const rows = rowHeads(whose).map(({ people, ...head }) => {
    const sum = (figure: LiveFigure) => people.reduce((all, id) => all + (liveOf.get(id)?.[figure] ?? 0), 0)
    return {
      ...head,
      unfinishedToday: sum('unfinishedToday'),
      unfinishedThisWeek: sum('unfinishedThisWeek'),
      expiringInPrimeTime: sum('expiringInPrimeTime'),
      expiringWithin24Hours: sum('expiringWithin24Hours'),
      finishedToday: finished(todays, head.id),
      finishedThisWeek: finished(weeks, head.id),
      repaidToday: moneyByCurrency(repaid.filter((row) => row.group === head.id)),
    }
  })
  return { asOf: now.toISOString(), scope: whose.scope, settings: settingsShown(settings), rows }
}
