import { and, asc, eq, inArray } from 'drizzle-orm'
import { roleIds } from '../../contract/menus.ts'
import { splitTarget } from '../../contract/targetMath.ts'
import { configFromEnv } from '../config.ts'
import {
  type FigureDays,
  keptCountTotals,
  keptMoneyTotals,
  keptSalesTotals,
  salaryPeriodHolding,
} from '../services/dashboards/index.ts'
import { addDaysToDate } from '../services/localDays.ts'
import type { AreaSeed } from './areaSeed.ts'
import type { Database } from './connect.ts'
import { users } from './schema/accounts.ts'
import { personHeldCases } from './schema/dashboards.ts'
import { teams, teamTypes } from './schema/system.ts'
import { targetChanges, targets } from './schema/targets.ts'

/**
 * The demo's targets (issue 25): every team a target in each currency it works in (those its kept
 * figures name, or else its members' country's) for the current salary period and the one before, split across its members by their load, a couple of them changed
 * since. Each is set from the team's kept figures of that period (after the dashboards' seed), some a
 * little above what it reached and some below, so the achievements and paces vary. A few reads of the
 * kept figures and a row per team and member: no work per case, whatever the number of cases.
 */

/** How far each team's target is from its figures, in turn: ahead of some, behind others. */
const stretches = [0.8, 1.15, 1.4, 0.95, 1.25]
/** A target for a team with no figures yet in a currency: this much per member, and cases. */
const perMemberAmount = 2_000_000
const perMemberCases = 6

type Reached = Map<string, { amount: number; cases: number }>
const key = (teamId: number, currency: string) => `${teamId}:${currency}`

/** Each team's money by currency and its cases over the days, as the targets count them by type. */
async function reachedOver(db: Database, days: FigureDays, salesTeams: Set<number>): Promise<Reached> {
  const [counts, money, sales] = await Promise.all([
    keptCountTotals(db, 'team', days),
    keptMoneyTotals(db, 'team', days),
    keptSalesTotals(db, 'team', days),
  ])
  const casesOf = new Map(counts.map((row) => [row.group, row.finishedCases]))
  const reached: Reached = new Map()
  for (const row of money)
    if (row.group !== null && !salesTeams.has(row.group))
      reached.set(key(row.group, row.currency), {
        amount: row.repaidAmount,
        cases: casesOf.get(row.group) ?? 0,
      })
  for (const row of sales)
    if (row.group !== null && salesTeams.has(row.group))
      reached.set(key(row.group, row.currency), { amount: row.appliedAmount, cases: row.enteredApp })
  return reached
}

/**
 * Each team's active collectors and sellers with their load, as the split preview deals to them (the
 * seed reads the rows itself: a seed importing the targets area would loop through server/database).
 */
async function membersByTeam(db: Database) {
  const rows = await db
    .select({ teamId: users.teamId, personId: users.id, cc: users.cc, load: personHeldCases.unfinished })
    .from(users)
    .leftJoin(personHeldCases, eq(personHeldCases.personId, users.id))
    .where(and(eq(users.status, 'active'), inArray(users.roleId, [roleIds.collector, roleIds.seller])))
    .orderBy(asc(users.id))
  const byTeam = new Map<number, { personId: number; cc: string; load: number }[]>()
  for (const { teamId, personId, cc, load } of rows)
    if (teamId !== null)
      byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), { personId, cc, load: load ?? 0 }])
  return byTeam
}

const daysIn = (days: FigureDays) =>
  Math.round((Date.parse(days.to) - Date.parse(days.from)) / 86_400_000) + 1

/** Every team's targets of this period and the last that it has not yet got: the seed's, and the bench's teams'. */
export async function seedTargets(db: Database) {
  const startDay = configFromEnv().dashboards.salaryPeriodStartDay
  const today = new Date().toISOString().slice(0, 10)
  const current = salaryPeriodHolding(today, startDay)
  const previous = salaryPeriodHolding(addDaysToDate(current.from, -1), startDay)
  const teamRows = await db
    .select({ id: teams.id, type: teamTypes.code })
    .from(teams)
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .orderBy(teams.id)
  const teamIds = teamRows.map((row) => row.id)
  const salesTeams = new Set(teamRows.filter((row) => row.type === 'sales').map((row) => row.id))
  const { currencyByCountry } = configFromEnv().salary
  const setter = (username: string) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
      .then((rows) => rows[0]!.id)
  const [officeManager, manager] = [await setter('officemanager'), await setter('manager')]
  // The current period has run for part of its days: its target is what the pace so far would reach.
  const gone = Math.max(1, daysIn({ from: current.from, to: today }))
  const periods = [
    { days: previous, reached: await reachedOver(db, previous, salesTeams), scale: 1 },
    { days: current, reached: await reachedOver(db, current, salesTeams), scale: daysIn(current) / gone },
  ]
  const membersOf = await membersByTeam(db)
  // The currencies a team works in: those its figures name in either period, or else its members' country's.
  const currenciesOf = (teamId: number) => {
    const named = periods.flatMap(({ reached }) =>
      [...reached.keys()].filter((k) => k.startsWith(`${teamId}:`)).map((k) => k.slice(k.indexOf(':') + 1)),
    )
    const members = (membersOf.get(teamId) ?? []).map((m) => currencyByCountry[m.cc.toUpperCase()])
    const fallback = members.find((currency) => currency !== undefined) ?? Object.values(currencyByCountry)[0]
    return [...new Set(named.length > 0 ? named : fallback ? [fallback] : [])].sort()
  }
  await db.transaction(async (tx) => {
    let turn = 0
    const changed: { id: number; amount: number; cases: number }[] = []
    for (const { days, reached, scale } of periods)
      for (const teamId of teamIds)
        for (const currency of currenciesOf(teamId)) {
          const members = (membersOf.get(teamId) ?? []).map(({ personId, load }) => ({ personId, load }))
          const got = reached.get(key(teamId, currency))
          const stretch = stretches[turn % stretches.length]!
          turn += 1
          const amount = got?.amount
            ? Math.round((got.amount * scale * stretch) / 100) * 100
            : perMemberAmount * Math.max(1, members.length)
          const cases = got?.cases
            ? Math.max(1, Math.round(got.cases * scale * stretch))
            : perMemberCases * Math.max(1, members.length)
          const period = { periodStart: days.from, periodEnd: days.to, currency, setBy: officeManager }
          // A team or member that has this target already keeps it: the bench runs this again after
          // adding its synthetic collectors to the teams, and they get theirs.
          const [team] = await tx
            .insert(targets)
            .values({ kind: 'team', teamId, amount, cases, ...period })
            .onConflictDoNothing()
            .returning({ id: targets.id })
          if (team && days === current && changed.length < 2) changed.push({ id: team.id, amount, cases })
          const shares = splitTarget({ amount, cases }, members, 'load')
          if (shares.length > 0)
            await tx
              .insert(targets)
              .values(shares.map((share) => ({ kind: 'person' as const, teamId, ...share, ...period })))
              .onConflictDoNothing()
        }
    // Two of the current period's team targets were raised since they were set, recorded as any change.
    for (const target of changed) {
      const changedAt = new Date()
      await tx.insert(targetChanges).values({
        targetId: target.id,
        changedBy: manager,
        changedAt,
        amountFrom: Math.round((target.amount * 0.9) / 100) * 100,
        amountTo: target.amount,
        casesFrom: Math.max(0, target.cases - 2),
        casesTo: target.cases,
      })
      await tx.update(targets).set({ changedBy: manager, changedAt }).where(eq(targets.id, target.id))
    }
  })
}

export const targetsSeed: AreaSeed = { area: 'targets', seed: seedTargets }
