import { type SQL, sql } from 'drizzle-orm'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { type ExpiringFigure, expiringWindows, type Window } from './holderBounds.ts'
import { appointmentHour } from './keptAppointments.ts'

export type ExpiringCounts = Record<ExpiringFigure, number>

/** The first whole hour at or after an instant. */
const hourAtOrAfter = (at: SQL) =>
  sql`(case when ${appointmentHour(at)} = ${at} then ${at} else ${appointmentHour(at)} + interval '1 hour' end)`

/**
 * A window cut at whole UTC hours (docs/decisions/0048): the whole hours inside it, counted from the
 * kept hours, and the two partial hours at its edges, counted from the cases. `from` to the first whole
 * hour, and the last whole hour to `to`; a window inside one hour is all edge.
 */
function cutAtHours({ from, to }: Window) {
  const firstWhole = hourAtOrAfter(from)
  const lastWhole = appointmentHour(to)
  return {
    wholeHours: (hour: SQL) => sql`${hour} >= ${firstWhole} and ${hour} < ${lastWhole}`,
    edges: (at: SQL) =>
      sql`(${at} >= ${from} and ${at} < least(${firstWhole}, ${to}) or ${at} >= greatest(${lastWhole}, ${firstWhole}) and ${at} < ${to})`,
    // Where the edges' cases are looked for: a superset of both edges, as index ranges.
    edgeRanges: [sql`(${from}, ${firstWhole})`, sql`(${lastWhole}, ${to})`],
  }
}

/** The people given, as a JSON parameter: one for two thousand people, not two thousand. */
const among = (people: number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(people)}::jsonb))::int)`

const sumOf = (rows: unknown) =>
  (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<
    { person_id: number } & Record<ExpiringFigure, number>
  >

/**
 * Each person's unfinished cases whose appointment falls in today's prime time on their clock and in
 * the next 24 hours: the whole hours of each window from the kept hours (person_hour_appointments),
 * the partial hours at its edges from the open cases' appointment index, read without the table.
 * Equal to counting the cases themselves (the case lists do; the tests compare), without reading a
 * day of everyone's appointments.
 */
export async function expiringCaseCounts(
  db: Database,
  people: number[],
  now: Date,
  primeTime: DashboardSettings['primeTime'],
): Promise<Map<number, ExpiringCounts>> {
  const counts = new Map<number, ExpiringCounts>()
  if (people.length === 0) return counts
  const on = (zone: SQL) => {
    const windows = expiringWindows(now, primeTime, zone)
    return {
      expiringInPrimeTime: cutAtHours(windows.expiringInPrimeTime),
      expiringWithin24Hours: cutAtHours(windows.expiringWithin24Hours),
    }
  }
  const held = on(sql`u.time_zone`)
  const zoned = on(sql`z.zone`)
  const at = sql`${now.toISOString()}::timestamptz`
  const [whole, edges] = await Promise.all([
    db.execute(sql`
      select k.person_id,
        coalesce(sum(k.appointments) filter (where ${held.expiringInPrimeTime.wholeHours(sql`k.hour`)}), 0)::int as "expiringInPrimeTime",
        coalesce(sum(k.appointments) filter (where ${held.expiringWithin24Hours.wholeHours(sql`k.hour`)}), 0)::int as "expiringWithin24Hours"
      from person_hour_appointments k join users u on u.id = k.person_id
      where k.person_id in ${among(people)}
        and k.hour >= ${at} - interval '27 hours' and k.hour < ${at} + interval '27 hours'
      group by k.person_id`),
    // The edges' ranges differ by clock only for prime time in a zone off the whole hour (India's).
    db.execute(sql`
      with zones as (select distinct u.time_zone as zone from users u where u.id in ${among(people)}),
      ranges as (
        select distinct r.low, r.high
        from zones z cross join lateral (values
          ${sql.join(
            [...zoned.expiringInPrimeTime.edgeRanges, ...zoned.expiringWithin24Hours.edgeRanges],
            sql`, `,
          )}) as r(low, high)
        where r.low < r.high
      ),
      open as (
        select distinct c.id, c.owner_id, c.queue_at as appointment_at
        from ranges r join cases c on c.queue_rank = 0 and c.queue_at >= r.low and c.queue_at < r.high
        where c.owner_id in ${among(people)}
      )
      select c.owner_id as person_id,
        count(*) filter (where ${held.expiringInPrimeTime.edges(sql`c.appointment_at`)})::int as "expiringInPrimeTime",
        count(*) filter (where ${held.expiringWithin24Hours.edges(sql`c.appointment_at`)})::int as "expiringWithin24Hours"
      from open c join users u on u.id = c.owner_id
      group by c.owner_id`),
  ])
  for (const rows of [whole, edges])
    for (const { person_id, ...figures } of sumOf(rows)) {
      const sum = counts.get(person_id) ?? { expiringInPrimeTime: 0, expiringWithin24Hours: 0 }
      sum.expiringInPrimeTime += figures.expiringInPrimeTime
      sum.expiringWithin24Hours += figures.expiringWithin24Hours
      counts.set(person_id, sum)
    }
  return counts
}
