import { sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { appointmentHour, keptAppointment } from './keptAppointments.ts'
import { personDay } from './keptFigures.ts'

/** People by id, from and to included: a batch of the rebuild, or everyone. */
export interface PeopleRange {
  from: number
  to: number
}

/**
 * The kept figures recounted from the records themselves, for the people given: what the kept rows
 * must hold (contract/dashboardFigures.ts defines each). The rebuild writes this; the tests compare.
 */
export const recountedWork = (people: PeopleRange) => sql`
  select person_id, day, sum(calls)::int as calls, sum(whatsapp_messages)::int as whatsapp_messages,
    sum(finished_cases)::int as finished_cases, sum(clock_ins)::int as clock_ins,
    sum(unfinished_allocated)::int as unfinished_allocated
  from (
    select r.author_id as person_id, ${personDay(sql`r.dialling_at`, sql`u.time_zone`)} as day,
      (r.channel = 'call')::int as calls, (r.channel = 'whatsapp')::int as whatsapp_messages,
      0 as finished_cases, 0 as clock_ins, 0 as unfinished_allocated
    from collection_records r join users u on u.id = r.author_id
    where r.author_id between ${people.from} and ${people.to}
    union all
    select c.finished_by_id, ${personDay(sql`c.finished_at`, sql`u.time_zone`)}, 0, 0, 1, 0, 0
    from cases c join users u on u.id = c.finished_by_id
    where c.finished_at is not null and c.finished_by_id between ${people.from} and ${people.to}
    union all
    -- A clock event keeps the member's day as it was on their clock when they pressed.
    select e.member_id, e.day, 0, 0, 0, 1, 0
    from clock_events e
    where e.kind = 'in' and e.member_id between ${people.from} and ${people.to}
    union all
    select c.owner_id, ${personDay(sql`c.allocated_at`, sql`u.time_zone`)}, 0, 0, 0, 0, 1
    from cases c join users u on u.id = c.owner_id
    where c.closed_at is null and c.status <> 'paidOff' and c.owner_id between ${people.from} and ${people.to}
  ) as work
  group by person_id, day`

export const recountedRepayments = (people: PeopleRange) => sql`
  select p.collector_id as person_id, ${personDay(sql`p.paid_at`, sql`u.time_zone`)} as day,
    a.currency, count(*)::int as repayments, sum(p.amount)::bigint as repaid_amount
  from repayments p
    join users u on u.id = p.collector_id
    join cases c on c.id = p.case_id
    join apps a on a.id = c.app_id
  where p.collector_id between ${people.from} and ${people.to}
  group by 1, 2, 3`

/** The sale orders sellers hold by allocation day, and those that entered the app while they held them. */
export const recountedSales = (people: PeopleRange) => sql`
  select person_id, day, currency, sum(sale_orders)::int as sale_orders,
    sum(entered_app)::int as entered_app, sum(applied_amount)::bigint as applied_amount
  from (
    select c.owner_id as person_id, ${personDay(sql`c.allocated_at`, sql`u.time_zone`)} as day, a.currency,
      1 as sale_orders, 0 as entered_app, 0::bigint as applied_amount
    from cases c join users u on u.id = c.owner_id join apps a on a.id = c.app_id
    where c.kind = 'sale' and c.owner_id between ${people.from} and ${people.to}
    union all
    select e.seller_id, ${personDay(sql`e.entered_at`, sql`u.time_zone`)}, e.currency, 0, 1, e.applied_amount
    from sale_order_entries e join users u on u.id = e.seller_id
    where e.seller_id between ${people.from} and ${people.to}
  ) as sales
  group by person_id, day, currency`

/** The unfinished cases each person holds by the UTC hour of their appointment (decision 0048). */
export const recountedAppointments = (people: PeopleRange) => sql`
  select c.owner_id as person_id, ${appointmentHour(sql`c.appointment_at`)} as hour, count(*)::int as appointments
  from cases c
  where ${keptAppointment(sql`c`)} and c.owner_id between ${people.from} and ${people.to}
  group by 1, 2`

/** The unfinished cases each person holds now. */
export const recountedHeldCases = (people: PeopleRange) => sql`
  select c.owner_id as person_id, count(*)::int as unfinished
  from cases c
  where c.owner_id between ${people.from} and ${people.to} and c.closed_at is null and c.status <> 'paidOff'
  group by 1`

/**
 * Recounts the kept figures of the people given from their records, in the caller's transaction: the
 * rebuild's batches, and a member edit that moves someone to another time zone (their days are the
 * new clock's from then on, past ones included).
 */
export async function rebuildPeople(tx: Transaction, people: PeopleRange) {
  await tx.execute(sql`delete from person_day_work where person_id between ${people.from} and ${people.to}`)
  await tx.execute(
    sql`delete from person_day_repayments where person_id between ${people.from} and ${people.to}`,
  )
  await tx.execute(sql`delete from person_day_sales where person_id between ${people.from} and ${people.to}`)
  await tx.execute(
    sql`delete from person_hour_appointments where person_id between ${people.from} and ${people.to}`,
  )
  await tx.execute(sql`delete from person_held_cases where person_id between ${people.from} and ${people.to}`)
  await tx.execute(sql`
    insert into person_day_work (person_id, day, calls, whatsapp_messages, finished_cases, clock_ins, unfinished_allocated)
    ${recountedWork(people)}`)
  await tx.execute(sql`
    insert into person_day_repayments (person_id, day, currency, repayments, repaid_amount)
    ${recountedRepayments(people)}`)
  await tx.execute(sql`
    insert into person_day_sales (person_id, day, currency, sale_orders, entered_app, applied_amount)
    ${recountedSales(people)}`)
  await tx.execute(sql`
    insert into person_hour_appointments (person_id, hour, appointments)
    ${recountedAppointments(people)}`)
  await tx.execute(sql`insert into person_held_cases (person_id, unfinished) ${recountedHeldCases(people)}`)
}

export interface RebuildProgress {
  people: number
  of: number
}

/**
 * Rebuilds every person's kept figures from the records (the seed does it; so does a deployment after
 * a definition changes: scripts/rebuildDashboardFigures.ts), a batch of people per transaction, telling
 * `onProgress` after each batch.
 */
export async function rebuildKeptFigures(
  db: Database,
  onProgress: (progress: RebuildProgress) => void = () => {},
  batchSize = 200,
): Promise<RebuildProgress> {
  const everyone = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((row) => row.id)
  for (let done = 0; done < everyone.length; done += batchSize) {
    const batch = everyone.slice(done, done + batchSize)
    const people = { from: batch[0]!, to: batch.at(-1)! }
    await db.transaction((tx) => rebuildPeople(tx, people))
    onProgress({ people: done + batch.length, of: everyone.length })
  }
  return { people: everyone.length, of: everyone.length }
}
