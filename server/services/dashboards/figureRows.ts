import type { SQL } from 'drizzle-orm'
import type { PerformanceWeights } from '../../../contract/dashboardFigures.ts'
import type { DailyFigures, WorkFigures } from '../../../contract/dashboards.ts'
import type { Database } from '../../database/connect.ts'
import type { Whose } from './dashboardScope.ts'
import { datesOf } from './figurePeriods.ts'
import {
  type DailyCounts,
  type DailyMoney,
  type FigureDays,
  keptCountTotals,
  keptDailyCounts,
  keptDailyMoney,
  keptMoneyTotals,
} from './keptFigureTotals.ts'
import { workFiguresOf } from './workFigures.ts'

/** Whose row of a table: a member, or a team of a manager's per-team rows, with the people it adds up. */
export interface RowHead {
  kind: 'person' | 'team'
  id: number | null
  name: string | null
  teamName: string | null
  people: number[]
}

/** The rows of a scope's tables: one per member, or one per team (each holding its members). */
export function rowHeads(whose: Whose): RowHead[] {
  if (whose.rowsBy === 'person')
    return whose.people.map((person) => ({
      kind: 'person',
      id: person.id,
      name: person.name,
      teamName: person.teamName,
      people: [person.id],
    }))
  return whose.teams.map((team) => ({
    kind: 'team',
    id: team.id,
    name: team.name,
    teamName: team.name,
    people: whose.people.filter((person) => person.teamId === team.id).map((person) => person.id),
  }))
}

/** The kept work of each row over the days: a team's is its members' added up, money per currency. */
export async function figuresByRow(
  db: Database,
  whose: Whose,
  days: FigureDays,
  weights: PerformanceWeights,
): Promise<(Omit<RowHead, 'people'> & { figures: WorkFigures })[]> {
  const [counts, money] = await Promise.all([
    keptCountTotals(db, whose.rowsBy, days, whose.among),
    keptMoneyTotals(db, whose.rowsBy, days, whose.among),
  ])
  const countsOf = new Map(counts.map((row) => [row.group, row]))
  return rowHeads(whose).map(({ people, ...head }) => ({
    ...head,
    figures: workFiguresOf(
      countsOf.get(head.id),
      money.filter((row) => row.group === head.id),
      weights,
    ),
  }))
}

/** The kept work of the people `among` names, day by day over the days, days without work as zeros. */
export async function dailyFigures(
  db: Database,
  among: SQL | undefined,
  days: FigureDays,
  weights: PerformanceWeights,
): Promise<DailyFigures[]> {
  const [counts, money] = await Promise.all([
    keptDailyCounts(db, days, among),
    keptDailyMoney(db, days, among),
  ])
  return dailyFiguresOf(counts, money, days, weights)
}

/** Kept days already read made a daily series over the days, days without work as zeros. */
export function dailyFiguresOf(
  counts: readonly DailyCounts[],
  money: readonly DailyMoney[],
  days: FigureDays,
  weights: PerformanceWeights,
): DailyFigures[] {
  const countsOf = new Map(counts.map((row) => [row.day, row]))
  return datesOf(days).map((day) => ({
    day,
    ...workFiguresOf(
      countsOf.get(day),
      money.filter((row) => row.day === day),
      weights,
    ),
  }))
}
