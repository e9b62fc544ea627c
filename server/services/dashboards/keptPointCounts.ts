import { and, between, eq, type SQL, sql } from 'drizzle-orm'
import { type PointCount, pointCounts } from '../../../contract/dashboardFigures.ts'
import type { Database } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { personDayWork } from '../../database/schema/dashboards.ts'
import { countColumns, type DailyCounts, type FigureDays, spanOf } from './keptFigureTotals.ts'

/** What a person's work point is made of, over one period. */
export type PointCounts = Record<PointCount, number>

/** Each person's point counts, period by period. */
export type PointCountsByPeriod<K extends string> = Record<K, Map<number, PointCounts>>

/**
 * Each period's point counts as columns named `period:count`, each added up over its own days of the
 * days read (a period covering all of them needs no filter). Read as the driver gives them (int
 * columns come as numbers): two thousand people's rows mapped column by column by the query builder
 * cost more than the query.
 */
function periodColumns<K extends string>(periods: Readonly<Record<K, FigureDays>>, read: FigureDays): SQL[] {
  return (Object.keys(periods) as K[]).flatMap((name) =>
    pointCounts.map((count) => {
      const days = periods[name]
      const within =
        days.from === read.from && days.to === read.to
          ? sql`true`
          : between(personDayWork.day, days.from, days.to)
      return sql`coalesce(sum(${personDayWork[count]}) filter (where ${within}), 0)::int as ${sql.identifier(`${name}:${count}`)}`
    }),
  )
}

function byPeriodOf<K extends string>(
  periods: Readonly<Record<K, FigureDays>>,
  rows: Array<Record<string, number | string | null>>,
): PointCountsByPeriod<K> {
  const names = Object.keys(periods) as K[]
  const byPeriod = Object.fromEntries(names.map((name) => [name, new Map()])) as PointCountsByPeriod<K>
  for (const row of rows)
    for (const name of names)
      byPeriod[name].set(
        Number(row.personId),
        Object.fromEntries(
          pointCounts.map((count) => [count, Number(row[`${name}:${count}`])]),
        ) as PointCounts,
      )
  return byPeriod
}

/**
 * Each person's point counts over several periods at once, of the people named: one read of the
 * days the periods span, each period added up apart (a statement's ranks compare three periods of the
 * same people). The kept days alone are read, by the people's ids, without joining the people again.
 */
export async function keptPointCountsOver<K extends string>(
  db: Database,
  periods: Readonly<Record<K, FigureDays>>,
  people: readonly number[],
): Promise<PointCountsByPeriod<K>> {
  const span = spanOf(Object.values<FigureDays>(periods))
  const rows = executedRows<Record<string, number>>(
    await db.execute(sql`
      select ${personDayWork.personId} as "personId", ${sql.join(periodColumns(periods, span), sql`, `)}
      from ${personDayWork}
      where ${between(personDayWork.day, span.from, span.to)} and ${inIdList(personDayWork.personId, people)}
      group by ${personDayWork.personId}`),
  )
  return byPeriodOf(periods, rows)
}

/**
 * The days of the people `among` names (everyone without it) read once for two answers: their
 * counts added up day by day (a statement's daily series and its periods' totals), and each person's
 * point counts over the periods (its ranks). One pass over an operation's salary period, grouped both
 * ways at once, instead of one pass for each.
 */
export async function keptDailyAndPointCounts<K extends string>(
  db: Database,
  days: FigureDays,
  periods: Readonly<Record<K, FigureDays>>,
  among?: SQL,
): Promise<{ daily: DailyCounts[]; points: PointCountsByPeriod<K> }> {
  // The counts added up as the other figures add them (countColumns): one definition.
  const totals = Object.entries(countColumns).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  )
  const rows = executedRows<Record<string, number | string | null>>(
    await db.execute(sql`
      select grouping(${personDayWork.day}) as "byPerson", ${personDayWork.day}::text as day,
        ${personDayWork.personId} as "personId", ${sql.join(totals, sql`, `)},
        ${sql.join(periodColumns(periods, days), sql`, `)}
      from ${personDayWork}
      ${among ? sql`join ${users} on ${eq(users.id, personDayWork.personId)}` : sql``}
      where ${and(between(personDayWork.day, days.from, days.to), among)}
      group by grouping sets ((${personDayWork.day}), (${personDayWork.personId}))`),
  )
  const daily = rows
    .filter((row) => Number(row.byPerson) === 0)
    .map(
      (row) =>
        ({
          day: String(row.day),
          ...Object.fromEntries(Object.keys(countColumns).map((name) => [name, Number(row[name])])),
        }) as DailyCounts,
    )
  return {
    daily,
    points: byPeriodOf(
      periods,
      rows.filter((row) => Number(row.byPerson) === 1),
    ),
  }
}
