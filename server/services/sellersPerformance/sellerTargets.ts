import { asc, eq } from 'drizzle-orm'
import { reachOf } from '../../../contract/policy.ts'
import type { SellerTarget, SellerTargetRow, SellerTargets } from '../../../contract/sellersPerformance.ts'
import { achievementOf } from '../../../contract/targetMath.ts'
import type { TargetRow } from '../../../contract/targets.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import { targets } from '../../database/schema/targets.ts'
import { readSellersPerformance, salaryPeriodHolding, salaryPeriodsAround } from '../dashboards/index.ts'
import { memberToday } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { targetRowsOf } from '../targets/index.ts'

/** The teams those over every team may narrow to: the sales teams, by name. */
const salesTeams = (db: Database) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(eq(teamTypes.code, 'sales'))
    .orderBy(asc(teams.name))

const sellerTargetOf = (row: TargetRow): SellerTarget => ({
  currency: row.currency,
  amount: row.amount,
  orders: row.cases,
  achievement: row.progress.achievement,
  ordersAchievement: row.progress.caseAchievement,
  pace: row.progress.pace,
})

/**
 * The targets added up currency by currency, and their achievement: what the sellers holding a target in
 * that currency applied for ÷ their targets (a seller without one adds nothing to either side).
 */
function targetTotals(rows: readonly SellerTargetRow[]) {
  const sums = new Map<string, { amount: number; orders: number; applied: number }>()
  for (const row of rows)
    for (const target of row.targets) {
      const sum = sums.get(target.currency) ?? { amount: 0, orders: 0, applied: 0 }
      const applied = row.figures.applied.find((money) => money.currency === target.currency)?.amount ?? 0
      sums.set(target.currency, {
        amount: sum.amount + target.amount,
        orders: sum.orders + target.orders,
        applied: sum.applied + applied,
      })
    }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { applied, ...sum }]) => ({
      currency,
      ...sum,
      achievement: achievementOf(applied, sum.amount),
    }))
}

/**
 * The sellers of the caller's reach over a salary period, against their targets (Cases, menu 105):
 * the sale figures as the dashboard reads them (one row per seller, whoever asks), and each seller's
 * targets of the period currency by currency with their achievement and pace.
 */
export async function readSellerTargets(
  db: Database,
  settings: DashboardSettings,
  user: SignedInUser,
  input: { period?: string; teamId?: number },
  now = new Date(),
): Promise<SellerTargets> {
  // The picker's periods on the caller's clock: the current one and the year before it.
  const periods = salaryPeriodsAround(memberToday(now, user.timeZone), settings.salaryPeriodStartDay, {
    before: 12,
  })
  const period = input.period ? salaryPeriodHolding(input.period, settings.salaryPeriodStartDay) : periods[0]!
  const sales = await readSellersPerformance(
    db,
    settings,
    user,
    { period: 'custom', from: period.from, to: period.to, teamId: input.teamId },
    now,
    { perSeller: true },
  )
  const sellerIds = sales.rows.map((row) => row.id!)
  const targetRows =
    sellerIds.length === 0
      ? []
      : await targetRowsOf(
          db,
          { periodStart: period.from, kind: 'person', where: inIdList(targets.personId, sellerIds) },
          now,
          user.timeZone,
        )
  const rows: SellerTargetRow[] = sales.rows.map((row) => ({
    id: row.id!,
    name: row.name ?? '',
    teamName: row.teamName,
    figures: row.figures,
    targets: targetRows
      .filter((target) => target.personId === row.id)
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map(sellerTargetOf),
  }))
  return {
    asOf: sales.asOf,
    period,
    periods,
    teamId: input.teamId ?? null,
    teams: reachOf(user).kind === 'all' ? await salesTeams(db) : [],
    rows,
    totals: { figures: sales.totals, targets: targetTotals(rows) },
  }
}
