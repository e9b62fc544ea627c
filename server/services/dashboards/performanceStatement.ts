import type { PerformanceStatement } from '../../../contract/dashboards.ts'
import type { PolicyActor } from '../../../contract/policy.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { whoseFigures } from './dashboardScope.ts'
import { periodDays } from './figurePeriods.ts'
import { dailyFiguresOf } from './figureRows.ts'
import { type FigureDays, keptDailyCounts, keptDailyMoney, spanOf } from './keptFigureTotals.ts'
import { keptDailyAndPointCounts } from './keptPointCounts.ts'
import { liveCaseCounts } from './liveCaseCounts.ts'
import { ranksWithinScope, statementRanks } from './statementRanks.ts'
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
  // The kept days of the scope read once, day by day, over every period's days: each period's totals
  // and the salary period's daily series are added up from them (one read of the counts and one of the
  // money, not one per period).
  const span = spanOf([today, yesterday, thisWeek, salaryPeriod])
  const windows = { yesterday, thisWeek, salaryPeriod }
  // Where the ranks compare the scope's own people, their counts come from the same pass as the
  // scope's days, grouped both ways.
  const both = ranksWithinScope(whose) ? keptDailyAndPointCounts(db, span, windows, whose.among) : undefined
  const [dailyCounts, dailyMoney, live, ranks] = await Promise.all([
    both ? both.then((read) => read.daily) : keptDailyCounts(db, span, whose.among),
    keptDailyMoney(db, span, whose.among),
    liveCaseCounts(
      db,
      whose.people.map((person) => person.id),
      now,
      settings.primeTime,
    ),
    statementRanks(
      db,
      whose,
      caller,
      windows,
      settings.performanceWeights,
      both?.then((read) => read.points),
    ),
  ])
  const within = <T extends { day: string }>(rows: T[], over: FigureDays) =>
    rows.filter((row) => row.day >= over.from && row.day <= over.to)
  const counted = (over: FigureDays, figure: 'unfinishedAllocated' | 'finishedCases') =>
    within(dailyCounts, over).reduce((sum, row) => sum + row[figure], 0)
  const repaidOver = (over: FigureDays) => moneyByCurrency(within(dailyMoney, over))
  const daily = dailyFiguresOf(
    within(dailyCounts, salaryPeriod),
    within(dailyMoney, salaryPeriod),
    salaryPeriod,
    settings.performanceWeights,
  )
  const liveSum = (figure: 'expiringInPrimeTime' | 'expiringWithin24Hours') =>
    live.reduce((sum, row) => sum + row[figure], 0)
  return {
    asOf: now.toISOString(),
    variant: statementVariantOf(caller.timeZone),
    scope: whose.scope,
    settings: settingsShown(settings),
    unfinished: {
      today: counted(today, 'unfinishedAllocated'),
      thisWeek: counted(thisWeek, 'unfinishedAllocated'),
      expiringInPrimeTime: liveSum('expiringInPrimeTime'),
      expiringWithin24Hours: liveSum('expiringWithin24Hours'),
    },
    finished: {
      yesterday: counted(yesterday, 'finishedCases'),
      thisWeek: counted(thisWeek, 'finishedCases'),
      salaryPeriod: counted(salaryPeriod, 'finishedCases'),
    },
    repaid: {
      today: repaidOver(today),
      yesterday: repaidOver(yesterday),
      thisWeek: repaidOver(thisWeek),
      salaryPeriod: repaidOver(salaryPeriod),
    },
    ranks,
    salaryPeriod,
    daily,
  }
}
