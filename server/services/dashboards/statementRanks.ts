import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PerformanceWeights } from '../../../contract/dashboardFigures.ts'
import {
  type RankingWindow,
  type RankRow,
  type RankWindow,
  rankRowsShown,
} from '../../../contract/dashboards.ts'
import { roleIds } from '../../../contract/menus.ts'
import { reachOf } from '../../../contract/policy.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'
import { type Person, peopleWhere, type Whose } from './dashboardScope.ts'
import type { FigureDays } from './keptFigureTotals.ts'
import { keptPointCountsOver, type PointCounts, type PointCountsByPeriod } from './keptPointCounts.ts'
import { workFiguresOf } from './workFigures.ts'

/**
 * The teams of the first stage of collection (S1): teams carry no stage of their own, so the
 * operation names it in the team's name ('Lagos S1 Collection'), as its teams are called.
 */
const s1TeamName = sql`${teams.name} ~ '(^|[^[:alnum:]])S1([^[:alnum:]]|$)'`
const s1TeamMembers = sql`${users.teamId} in (select ${teams.id} from ${teams} where ${s1TeamName})`

/** The S1 teams' ids. */
async function s1TeamIds(db: Database): Promise<Set<number>> {
  const rows = await db.select({ id: teams.id }).from(teams).where(s1TeamName)
  return new Set(rows.map((row) => row.id))
}

/** Ranks compare collectors' work: leaders, managers and sellers in the same teams are not ranked. */
const isCollector = (person: Person) => person.roleId === roleIds.collector
const collectorsOf = (among: SQL) => and(among, eq(users.roleId, roleIds.collector))!

/**
 * Whom the team windows rank: the collectors of the scope's team, or of every team for the
 * operation, taken from the people the scope already read; a collector's own team, read.
 */
function rankedInTeamWindows(
  db: Database,
  whose: Whose,
  caller: { userId: number; teamId: number | null },
): Promise<Person[]> {
  // Within the scope (ranksWithinScope): its people, already read.
  if (whose.scope.kind === 'team') return Promise.resolve(whose.people.filter(isCollector))
  if (whose.scope.kind === 'operation')
    return Promise.resolve(whose.people.filter((person) => isCollector(person) && person.teamId !== null))
  return peopleWhere(
    db,
    collectorsOf(caller.teamId === null ? eq(users.id, caller.userId) : eq(users.teamId, caller.teamId)),
  )
}

/**
 * Ranks by finished cases, 1 for the most: equal figures share a rank (1, 1, 3), and share it in
 * the order of the people given (by name: see byNameOf).
 */
function ranked(
  people: Person[],
  finished: Map<number, { finishedCases: number; point: number }>,
): RankRow[] {
  const rows = people.map((person) => ({
    personId: person.id,
    name: person.name,
    teamName: person.teamName,
    finishedCases: finished.get(person.id)?.finishedCases ?? 0,
    workPerformancePoint: finished.get(person.id)?.point ?? 0,
    rank: 0,
  }))
  // Sorted by finished cases, most first (a stable sort keeps the names' order among equals), a
  // row's rank is one more than the rows before the first of its figure: one sort, not a count of
  // the others per row (2,000 collectors in a window).
  rows.sort((a, b) => b.finishedCases - a.finishedCases)
  rows.forEach((row, index) => {
    const before = rows[index - 1]
    row.rank = before && before.finishedCases === row.finishedCases ? before.rank : index + 1
  })
  return rows
}

/** People by name in the reader's alphabetical order, then by id: one collator for every comparison. */
function byNameOf(people: Person[]): Person[] {
  const byName = new Intl.Collator().compare
  return [...people].sort((a, b) => byName(a.name, b.name) || a.id - b.id)
}

/** The rows of a window a caller may see: a collector their own, a leader their team's, a manager the first ones. */
function rowsSeenBy(
  caller: { userId: number; roleId: number; teamId: number | null },
  rows: RankRow[],
  teamOf: Map<number, number | null>,
) {
  const reach = reachOf(caller)
  if (reach.kind === 'own') return rows.filter((row) => row.personId === caller.userId)
  if (reach.kind === 'team') return rows.filter((row) => teamOf.get(row.personId) === reach.teamId)
  if (reach.kind === 'none') return []
  return rows.slice(0, rankRowsShown)
}

/** One window's ranks from the people ranked and their point counts over its days. */
function rankWindow(
  window: RankWindow,
  days: FigureDays,
  people: Person[],
  counts: Map<number, PointCounts>,
  caller: { userId: number; roleId: number; teamId: number | null },
  weights: PerformanceWeights,
): RankingWindow {
  const finished = new Map(
    [...counts].map(([personId, row]) => [
      personId,
      {
        finishedCases: row.finishedCases,
        point: workFiguresOf({ ...row, dutyDays: 0 }, [], weights).workPerformancePoint,
      },
    ]),
  )
  const rows = ranked(people, finished)
  const teamOf = new Map(people.map((person) => [person.id, person.teamId]))
  return {
    window,
    days,
    of: rows.length,
    myRank: rows.find((row) => row.personId === caller.userId)?.rank ?? null,
    rows: rowsSeenBy(caller, rows, teamOf),
  }
}

/** The windows ranking the scope's team (or the operation's teams); S1's is apart. */
export type TeamWindow = Exclude<RankWindow, 'allS1'>

/** Whether the team windows rank people of the scope itself, so the scope's counts serve them. */
export const ranksWithinScope = (whose: Whose) =>
  whose.scope.kind === 'team' || whose.scope.kind === 'operation'

/**
 * The statement's ranks: the team's yesterday, this week and this salary period, and every member of
 * an S1 team over the salary period, by finished cases (docs/decisions/0045). The team's three windows
 * read their people and their days once.
 */
export async function statementRanks(
  db: Database,
  whose: Whose,
  caller: { userId: number; roleId: number; teamId: number | null },
  windows: Record<TeamWindow, FigureDays>,
  weights: PerformanceWeights,
  /** The scope's people's counts over the windows, when the statement reads them with its own days. */
  scopeCounts?: Promise<PointCountsByPeriod<TeamWindow>>,
): Promise<RankingWindow[]> {
  const ids = (people: Person[]) => people.map((person) => person.id)
  const teamRead = rankedInTeamWindows(db, whose, caller).then(
    async (people) =>
      [
        byNameOf(people),
        scopeCounts && ranksWithinScope(whose)
          ? await scopeCounts
          : await keptPointCountsOver(db, windows, ids(people)),
      ] as const,
  )
  // The operation's team windows rank every collector in a team, S1's among them: the S1 window is
  // theirs, picked by team, rather than read a second time. Any narrower scope reads S1's own.
  const s1Read =
    whose.scope.kind === 'operation'
      ? Promise.all([teamRead, s1TeamIds(db)]).then(([[people, counts], s1Teams]) => ({
          people: people.filter((person) => person.teamId !== null && s1Teams.has(person.teamId)),
          counts: counts.salaryPeriod,
        }))
      : peopleWhere(db, collectorsOf(s1TeamMembers)).then(async (people) => ({
          people: byNameOf(people),
          counts: (await keptPointCountsOver(db, { salaryPeriod: windows.salaryPeriod }, ids(people)))
            .salaryPeriod,
        }))
  const [[teamPeople, teamCounts], s1] = await Promise.all([teamRead, s1Read])
  return [
    rankWindow('yesterday', windows.yesterday, teamPeople, teamCounts.yesterday, caller, weights),
    rankWindow('thisWeek', windows.thisWeek, teamPeople, teamCounts.thisWeek, caller, weights),
    rankWindow('salaryPeriod', windows.salaryPeriod, teamPeople, teamCounts.salaryPeriod, caller, weights),
    rankWindow('allS1', windows.salaryPeriod, s1.people, s1.counts, caller, weights),
  ]
}
