import { sql } from 'drizzle-orm'
import type { KeptCount } from '../../../contract/dashboardFigures.ts'
import type { Transaction } from '../../database/connect.ts'

/**
 * One change to a person's kept counts, at the moment it happened (its day is theirs, on their clock),
 * or on the day the write already worked out on that clock (a clock-in's).
 */
export type WorkChange = { personId: number; count: KeptCount; by: 1 | -1 } & ({ at: Date } | { day: string })

/** Money repaid on a case a person held, at the moment it was paid. */
export interface RepaymentChange {
  personId: number
  at: Date
  currency: string
  amount: number
}

const columnOf: Record<KeptCount, string> = {
  calls: 'calls',
  whatsappMessages: 'whatsapp_messages',
  finishedCases: 'finished_cases',
  clockIns: 'clock_ins',
  unfinishedAllocated: 'unfinished_allocated',
}

/** The person's date at a moment, on their own clock: every kept figure and its recount use this. */
export const personDay = (at: unknown, timeZone: unknown) => sql`(${at} at time zone ${timeZone})::date`

/**
 * Adds the changes to the people's kept days, in the caller's transaction: an increment, so two
 * writes on one day at once both count (PostgreSQL takes the row lock on conflict).
 */
export async function countWork(tx: Transaction, changes: WorkChange[]): Promise<void> {
  for (const change of changes) {
    const column = sql.raw(columnOf[change.count])
    const day =
      'day' in change
        ? sql`${change.day}::date`
        : personDay(sql`${change.at.toISOString()}::timestamptz`, sql`u.time_zone`)
    await tx.execute(sql`
      insert into person_day_work (person_id, day, ${column})
      select u.id, ${day}, ${change.by}
      from users u where u.id = ${change.personId}
      on conflict (person_id, day) do update set ${column} = person_day_work.${column} + excluded.${column}`)
  }
}

/** Adds repaid money to the collector's kept day in its own currency. */
export async function countRepayments(tx: Transaction, changes: RepaymentChange[]): Promise<void> {
  for (const change of changes) {
    await tx.execute(sql`
      insert into person_day_repayments (person_id, day, currency, repayments, repaid_amount)
      select u.id, ${personDay(sql`${change.at.toISOString()}::timestamptz`, sql`u.time_zone`)},
        ${change.currency}, 1, ${change.amount}
      from users u where u.id = ${change.personId}
      on conflict (person_id, day, currency) do update set
        repayments = person_day_repayments.repayments + 1,
        repaid_amount = person_day_repayments.repaid_amount + excluded.repaid_amount`)
  }
}

/**
 * What finishing (or un-finishing) a case changes: a case newly paid off counts for who finished it on
 * that day; one that stops being paid off no longer counts where it did.
 */
export function finishedCaseChanges(
  before: { finishedAt: Date | null; finishedById: number | null },
  after: { finishedAt: Date | null; finishedById: number | null },
): WorkChange[] {
  const changes: WorkChange[] = []
  const same =
    before.finishedAt?.getTime() === after.finishedAt?.getTime() && before.finishedById === after.finishedById
  if (same) return changes
  if (before.finishedAt && before.finishedById !== null)
    changes.push({ personId: before.finishedById, at: before.finishedAt, count: 'finishedCases', by: -1 })
  if (after.finishedAt && after.finishedById !== null)
    changes.push({ personId: after.finishedById, at: after.finishedAt, count: 'finishedCases', by: 1 })
  return changes
}

/** A sale order whose customer entered the app, credited to the seller who held it at that moment. */
export interface SaleEntryChange {
  personId: number
  at: Date
  currency: string
  appliedAmount: number
}

/** Adds an entered sale order and the amount applied for to the seller's kept day in its currency. */
export async function countSaleEntry(tx: Transaction, change: SaleEntryChange): Promise<void> {
  await tx.execute(sql`
    insert into person_day_sales (person_id, day, currency, entered_app, applied_amount)
    select u.id, ${personDay(sql`${change.at.toISOString()}::timestamptz`, sql`u.time_zone`)},
      ${change.currency}, 1, ${change.appliedAmount}
    from users u where u.id = ${change.personId}
    on conflict (person_id, day, currency) do update set
      entered_app = person_day_sales.entered_app + 1,
      applied_amount = person_day_sales.applied_amount + excluded.applied_amount`)
}
