import { type SQL, sql } from 'drizzle-orm'
import type { Transaction } from '../../database/connect.ts'

/** The UTC hour an instant falls in, as its first instant: the kept appointments' bucket. */
export const appointmentHour = (at: SQL) => sql`date_trunc('hour', ${at}, 'UTC')`

/** What the expiring figures count, of a case aliased as given: held by someone, unfinished, with an appointment. */
export const keptAppointment = (alias: SQL) =>
  sql`${alias}.owner_id is not null and ${alias}.closed_at is null and ${alias}.status <> 'paidOff' and ${alias}.appointment_at is not null`

/**
 * Adds (or takes back) what the cases chosen by `which` (a condition on `c`) hold of appointments to
 * their holders' hours, in the caller's transaction: an increment, so two writes at once both count.
 */
export async function countAppointments(tx: Transaction, which: SQL, by: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into person_hour_appointments (person_id, hour, appointments)
    select c.owner_id, ${appointmentHour(sql`c.appointment_at`)}, ${by} * count(*)::int
    from cases c
    where ${which} and ${keptAppointment(sql`c`)}
    group by 1, 2
    on conflict (person_id, hour) do update
      set appointments = person_hour_appointments.appointments + excluded.appointments`)
}
