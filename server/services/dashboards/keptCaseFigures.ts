import { sql } from 'drizzle-orm'
import type { Transaction } from '../../database/connect.ts'
import { countAppointments } from './keptAppointments.ts'
import { personDay } from './keptFigures.ts'

/** The cases given, as a JSON parameter: one statement for ten thousand cases, not ten thousand parameters. */
const theseCases = (caseIds: number[]) =>
  sql`c.id in (select (jsonb_array_elements_text(${JSON.stringify(caseIds)}::jsonb))::bigint)`

/**
 * What the cases add to their holders' unfinished cases of the day each was allocated, and to the
 * unfinished cases each holds now (or take back).
 */
async function countHeld(tx: Transaction, caseIds: number[], by: 1 | -1) {
  await tx.execute(sql`
    insert into person_held_cases (person_id, unfinished)
    select c.owner_id, ${by} * count(*)::int
    from cases c
    where ${theseCases(caseIds)} and c.owner_id is not null and c.closed_at is null and c.status <> 'paidOff'
    group by 1
    on conflict (person_id) do update set unfinished = person_held_cases.unfinished + excluded.unfinished`)
  await tx.execute(sql`
    insert into person_day_work (person_id, day, unfinished_allocated)
    select c.owner_id, ${personDay(sql`c.allocated_at`, sql`u.time_zone`)}, ${by} * count(*)::int
    from cases c join users u on u.id = c.owner_id
    where ${theseCases(caseIds)} and c.closed_at is null and c.status <> 'paidOff'
    group by 1, 2
    on conflict (person_id, day) do update
      set unfinished_allocated = person_day_work.unfinished_allocated + excluded.unfinished_allocated`)
}

/** What the cases add to their holders' sale orders of the day each was allocated (or take back). */
async function countSaleOrdersHeld(tx: Transaction, caseIds: number[], by: 1 | -1) {
  await tx.execute(sql`
    insert into person_day_sales (person_id, day, currency, sale_orders)
    select c.owner_id, ${personDay(sql`c.allocated_at`, sql`u.time_zone`)}, a.currency, ${by} * count(*)::int
    from cases c join users u on u.id = c.owner_id join apps a on a.id = c.app_id
    where ${theseCases(caseIds)} and c.kind = 'sale'
    group by 1, 2, 3
    on conflict (person_id, day, currency) do update
      set sale_orders = person_day_sales.sale_orders + excluded.sale_orders`)
}

/**
 * Runs a write that may change who holds the cases, when they were allocated, whether they are
 * finished or when their appointment is (an allocation, a retrieval, a payment that settles, a
 * closing, an appointment booked), keeping each holder's count of unfinished cases by allocation day,
 * a seller's count of sale orders, and each holder's appointments by hour: the cases' share is taken
 * back before and counted again after, in the write's transaction. The caller has locked the cases.
 */
export async function keepingCaseFigures<T>(
  tx: Transaction,
  caseIds: number[],
  write: () => Promise<T>,
): Promise<T> {
  if (caseIds.length === 0) return write()
  const count = async (by: 1 | -1) => {
    await countHeld(tx, caseIds, by)
    await countSaleOrdersHeld(tx, caseIds, by)
    await countAppointments(tx, theseCases(caseIds), by)
  }
  await count(-1)
  const result = await write()
  await count(1)
  return result
}
