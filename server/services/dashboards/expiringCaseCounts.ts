import { type SQL, sql } from 'drizzle-orm'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { executedRows } from '../../database/executedRows.ts'
import { type ExpiringFigure, expiringWindows, holdersOf, holderZones, type Window } from './holderBounds.ts'
import { appointmentHour } from './keptAppointments.ts'

export type ExpiringCounts = Record<ExpiringFigure, number>

/** The first whole hour at or after an instant. */
const hourAtOrAfter = (at: SQL) =>
  sql`(case when ${appointmentHour(at)} = ${at} then ${at} else ${appointmentHour(at)} + interval '1 hour' end)`

const figures = ['expiringInPrimeTime', 'expiringWithin24Hours'] as const satisfies readonly ExpiringFigure[]

/**
 * Each window cut at whole UTC hours (docs/decisions/0048), on a clock: from, to, the first whole hour
 * at or after from and the last at or before to, as columns `<figure>_from` … of one row per clock. The
 * whole hours inside are summed from the kept hours; the partial hours at the edges (from to the first
 * whole hour, the last whole hour to to) counted from the cases. A window inside one hour is all edge.
 */
function windowColumns(now: Date, primeTime: DashboardSettings['primeTime'], zone: SQL) {
  const windows = expiringWindows(now, primeTime, zone)
  return sql.join(
    figures.map((figure) => {
      const { from, to }: Window = windows[figure]
      return sql`${from} as ${sql.raw(`${figure}_from`)}, ${to} as ${sql.raw(`${figure}_to`)},
        ${hourAtOrAfter(from)} as ${sql.raw(`${figure}_first`)}, ${appointmentHour(to)} as ${sql.raw(`${figure}_last`)}`
    }),
    sql`, `,
  )
}

const column = (figure: ExpiringFigure, bound: 'from' | 'to' | 'first' | 'last') =>
  sql.raw(`w.${figure}_${bound}`)

/** In the window's whole hours: what the kept hour counts. */
const inWholeHours = (figure: ExpiringFigure) =>
  sql`k.hour >= ${column(figure, 'first')} and k.hour < ${column(figure, 'last')}`

/** In the window's partial hours at its edges: what the case counts. */
const atEdges = (figure: ExpiringFigure) => {
  const [from, to, first, last] = [
    column(figure, 'from'),
    column(figure, 'to'),
    column(figure, 'first'),
    column(figure, 'last'),
  ]
  return sql`(o.appointment_at >= ${from} and o.appointment_at < least(${first}, ${to})
    or o.appointment_at >= greatest(${last}, ${first}) and o.appointment_at < ${to})`
}

/**
 * Each person's unfinished cases whose appointment falls in today's prime time on their clock and in
 * the next 24 hours: the whole hours of each window from the kept hours (person_hour_appointments),
 * the partial hours at its edges from the open cases' appointment index, read without the table. The
 * windows are worked out once per clock, not per row. Equal to counting the cases themselves (the case
 * lists do; a property test compares), without reading a day of everyone's appointments.
 */
export async function expiringCaseCounts(
  db: Database,
  people: number[],
  now: Date,
  primeTime: DashboardSettings['primeTime'],
): Promise<Map<number, ExpiringCounts>> {
  const counts = new Map<number, ExpiringCounts>()
  if (people.length === 0) return counts
  const at = sql`${now.toISOString()}::timestamptz`
  const edgeRanges = sql.join(
    figures.flatMap((figure) => [
      sql`select ${column(figure, 'from')}, ${column(figure, 'first')} from clocks w`,
      sql`select ${column(figure, 'last')}, ${column(figure, 'to')} from clocks w`,
    ]),
    sql` union `,
  )
  const sums = (part: (figure: ExpiringFigure) => SQL, of: SQL) =>
    sql.join(
      figures.map(
        (figure) =>
          sql`coalesce(sum(${of}) filter (where ${part(figure)}), 0)::int as ${sql.identifier(figure)}`,
      ),
      sql`, `,
    )
  const rows = await db.execute(sql`
    with ${holdersOf(people)},
    clocks as materialized (
      select z.zone, ${windowColumns(now, primeTime, sql`z.zone`)} from ${holderZones} z
    ),
    ranges as (select * from (${edgeRanges}) as r(low, high) where low < high),
    -- The open cases in the edges' hours, by the partial index alone; whoever holds them. Each range
    -- is its own lateral scan ('offset 0' keeps it one): joined, the planner cannot see how narrow
    -- the ranges are, and at a million open cases it chose to read them all.
    open as materialized (
      select distinct c.id, c.owner_id, c.appointment_at
      from ranges r cross join lateral (
        select c.id, c.owner_id, c.queue_at as appointment_at from cases c
        where c.queue_rank = 0 and c.queue_at >= r.low and c.queue_at < r.high
        offset 0
      ) c
    )
    select person_id, ${sql.join(
      figures.map((figure) => sql`sum(${sql.identifier(figure)})::int as ${sql.identifier(figure)}`),
      sql`, `,
    )}
    from (
      select k.person_id, ${sums(inWholeHours, sql`k.appointments`)}
      from holders h join clocks w on w.zone = h.zone
        join person_hour_appointments k on k.person_id = h.id
          and k.hour >= ${at} - interval '27 hours' and k.hour < ${at} + interval '27 hours'
      group by k.person_id
      union all
      select o.owner_id, ${sums(atEdges, sql`1`)}
      from open o join holders h on h.id = o.owner_id join clocks w on w.zone = h.zone
      group by o.owner_id
    ) as parts
    group by person_id`)
  for (const { person_id, ...row } of executedRows<{ person_id: number } & ExpiringCounts>(rows))
    counts.set(person_id, row)
  return counts
}
