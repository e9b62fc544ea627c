import type { PerformanceStatement } from '../../../contract/dashboards.ts'
import type { PolicyActor } from '../../../contract/policy.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { whoseFigures } from './dashboardScope.ts'
import { periodDays } from './figurePeriods.ts'
import { dailyFigures } from './figureRows.ts'
import { type FigureDays, keptCountTotals, keptMoneyTotals } from './keptFigureTotals.ts'
import { liveCaseCounts } from './liveCaseCounts.ts'
import { statementRanks } from './statementRanks.ts'
import { statementVariantOf } from './statementVariant.ts'
import { moneyByCurrency } from './workFigures.ts'

type Caller = Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'> & { timeZone: string }

/** What the deployment's settings made of the figures the spec leaves open, as the answers echo them. */
export const settingsShown = (settings: DashboardSettings) => ({
  primeTime: settings.primeTime,
  salaryPeriodStartDay: settings.salaryPeriodStartDay,
  workPoints: settings.performanceWeights,
})

/**
 * The performance statement of the caller's scope (spec section 2, "Screen contents"): the periods on
 * the caller's calendar, the kept figures of the scope's people added up, the expiring cases counted
 * live from the cases they hold, the ranks, and the salary period day by day.
 */
export async function performanceStatementOf(
  db: Database,
  settings: DashboardSettings,
  caller: Caller,
  teamId: number | undefined,
  now: Date,
): Promise<PerformanceStatement> {
  const whose = await whoseFigures(db, caller, teamId)
  const days = (period: Parameters<typeof periodDays>[0]) =>
    periodDays(period, now, caller.timeZone, settings)
  const [today, yesterday, thisWeek, salaryPeriod] = [
    days('today'),
    days('yesterday'),
    days('thisWeek'),
    days('salaryPeriod'),
  ]
  const counts = async (over: FigureDays) =>
    (await keptCountTotals(db, 'operation', over, whose.among))[0] ?? {
      unfinishedAllocated: 0,
      finishedCases: 0,
    }
  const money = async (over: FigureDays) =>
    moneyByCurrency(await keptMoneyTotals(db, 'operation', over, whose.among))
  const [todays, weeks, yesterdays, salaryPeriods, live, repaid, ranks, daily] = await Promise.all([
    counts(today),
    counts(thisWeek),
    counts(yesterday),
    counts(salaryPeriod),
    liveCaseCounts(
      db,
      whose.people.map((person) => person.id),
      now,
      settings.primeTime,
    ),
    Promise.all([money(today), money(yesterday), money(thisWeek), money(salaryPeriod)]),
    statementRanks(db, whose, caller, { yesterday, thisWeek, salaryPeriod }, settings.performanceWeights),
    dailyFigures(db, whose.among, salaryPeriod, settings.performanceWeights),
  ])
  const liveSum = (figure: 'expiringInPrimeTime' | 'expiringWithin24Hours') =>
    live.reduce((sum, row) => sum + row[figure], 0)
  return {
    asOf: now.toISOString(),
    variant: statementVariantOf(caller.timeZone),
    scope: whose.scope,
    settings: settingsShown(settings),
    unfinished: {
      today: todays.unfinishedAllocated,
      thisWeek: weeks.unfinishedAllocated,
      expiringInPrimeTime: liveSum('expiringInPrimeTime'),
      expiringWithin24Hours: liveSum('expiringWithin24Hours'),
    },
    finished: {
      yesterday: yesterdays.finishedCases,
      thisWeek: weeks.finishedCases,
      salaryPeriod: salaryPeriods.finishedCases,
    },
    repaid: { today: repaid[0], yesterday: repaid[1], thisWeek: repaid[2], salaryPeriod: repaid[3] },
    ranks,
    salaryPeriod,
    daily,
  }
}
