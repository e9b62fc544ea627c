import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { periodInput } from '../../../contract/dashboards.ts'
import { roleIds } from '../../../contract/menus.ts'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import {
  conversionOf,
  type SellerFigures,
  type SellerRow,
  type SellersPerformance,
} from '../../../contract/sellersPerformance.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import type { SignedInUser } from '../sessions.ts'
import { periodDays } from './figurePeriods.ts'
import { type FigureDays, keptSalesTotals, type SalesTotals } from './keptFigureTotals.ts'

type Period = z.output<typeof periodInput>

const noFigures = (): SellerFigures => ({ saleOrders: 0, enteredApp: 0, conversion: null, applied: [] })

/** Figures added together: counts add, money adds only within its currency; the conversion is recomputed. */
export function addedUp(parts: readonly SellerFigures[]): SellerFigures {
  const applied = new Map<string, number>()
  let saleOrders = 0
  let enteredApp = 0
  for (const part of parts) {
    saleOrders += part.saleOrders
    enteredApp += part.enteredApp
    for (const money of part.applied)
      applied.set(money.currency, (applied.get(money.currency) ?? 0) + money.amount)
  }
  return {
    saleOrders,
    enteredApp,
    conversion: conversionOf(saleOrders, enteredApp),
    applied: [...applied]
      .filter(([, amount]) => amount !== 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount })),
  }
}

const figuresOf = (rows: readonly SalesTotals[]): SellerFigures =>
  addedUp(
    rows.map((row) => ({
      saleOrders: row.saleOrders,
      enteredApp: row.enteredApp,
      conversion: null,
      applied: [{ currency: row.currency, amount: row.appliedAmount }],
    })),
  )

/** The period's days on the caller's calendar: a named period read at `now`, or the custom days. */
function daysOf(period: Period, user: SignedInUser, settings: DashboardSettings, now: Date): FigureDays {
  if (period.period === 'custom') return { from: period.from!, to: period.to! }
  if (period.period === 'thisMonth') {
    const today = periodDays('today', now, user.timeZone, settings)
    return { from: `${today.to.slice(0, 8)}01`, to: today.to }
  }
  return periodDays(period.period, now, user.timeZone, settings)
}

/** The sellers the caller reaches, narrowed to a named team; a team beyond their reach is refused. */
function sellersCondition(user: SignedInUser, teamId: number | undefined): SQL | undefined | false {
  const reach = reachOf(user)
  if (teamId !== undefined && (reach.kind === 'own' || !isInReach(reach, { teamId })))
    throw new AppError('dashboard.teamOutOfReach')
  if (reach.kind === 'none') return false
  if (reach.kind === 'own') return eq(users.id, reach.userId)
  const team = teamId ?? (reach.kind === 'team' ? reach.teamId : undefined)
  return team === undefined ? undefined : eq(users.teamId, team)
}

/**
 * Each seller of the caller's scope over a period, read from the kept days (person_day_sales): a seller
 * their own row, a team leader their team's sellers, a manager or office manager one row per team (the
 * sum of its sellers') or a named team's sellers, with the totals.
 */
export async function readSellersPerformance(
  db: Database,
  settings: DashboardSettings,
  user: SignedInUser,
  period: Period,
  now = new Date(),
  /** One row per seller even for those over the teams (the Cases screen's sellers against their targets). */
  { perSeller = false }: { perSeller?: boolean } = {},
): Promise<SellersPerformance> {
  const days = daysOf(period, user, settings, now)
  const condition = sellersCondition(user, period.teamId)
  const sellers =
    condition === false
      ? []
      : await db
          .select({ id: users.id, name: users.displayName, teamId: users.teamId, teamName: teams.name })
          .from(users)
          .leftJoin(teams, eq(teams.id, users.teamId))
          .where(and(eq(users.roleId, roleIds.seller), condition))
          .orderBy(teams.name, users.displayName, users.id)
  const kept =
    sellers.length === 0
      ? []
      : await keptSalesTotals(
          db,
          'person',
          days,
          sellers.map((seller) => seller.id),
        )
  const sellerRows: SellerRow[] = sellers.map((seller) => ({
    kind: 'person',
    id: seller.id,
    name: seller.name,
    teamName: seller.teamName,
    figures: figuresOf(kept.filter((row) => row.group === seller.id)),
  }))
  const perTeam = !perSeller && reachOf(user).kind === 'all' && period.teamId === undefined
  const rows = perTeam ? teamRows(sellerRows, sellers) : sellerRows
  return {
    asOf: now.toISOString(),
    days,
    teamId: period.teamId ?? null,
    rows,
    totals: sellerRows.length === 0 ? noFigures() : addedUp(sellerRows.map((row) => row.figures)),
  }
}

/** One row per team: the sum of its sellers' rows (sellers in no team make a row of their own). */
function teamRows(
  sellerRows: readonly SellerRow[],
  sellers: readonly { id: number; teamId: number | null; teamName: string | null }[],
): SellerRow[] {
  const teamOf = new Map(sellers.map((seller) => [seller.id, seller]))
  const groups = new Map<number | null, { name: string | null; figures: SellerFigures[] }>()
  for (const row of sellerRows) {
    const seller = teamOf.get(row.id!)!
    const group = groups.get(seller.teamId) ?? { name: seller.teamName, figures: [] }
    group.figures.push(row.figures)
    groups.set(seller.teamId, group)
  }
  return [...groups].map(([teamId, group]) => ({
    kind: 'team',
    id: teamId,
    name: group.name,
    teamName: group.name,
    figures: addedUp(group.figures),
  }))
}
