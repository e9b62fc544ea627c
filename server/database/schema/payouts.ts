// Company account payouts (issue 24, docs/decisions/0053): a batch per salary period, a line per member
// and currency paid, each line a recorded machine (machines/payoutLine.ts).
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { createdAt, instant, money } from './columns.ts'
import { teams } from './system.ts'

/** One salary period's batch: who made it and when, and the members it left out (nothing to pay). */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The salary period's first and last day. */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    madeBy: integer('made_by')
      .notNull()
      .references(() => users.id),
    /** [{ memberId, memberName, teamName, currency, net }] of the members with a net of 0 or less. */
    leftOut: jsonb('left_out').notNull(),
    madeAt: createdAt(),
  },
  // A period is paid once: its batch is made once.
  (t) => [uniqueIndex('payout_batches_period_key').on(t.periodStart)],
)

/** A member's net pay in one currency, paid from the company's account in that currency. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => payoutBatches.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    /** The member's team when the batch was made: the reviewers who reach it answer for the line. */
    teamId: integer('team_id').references(() => teams.id),
    amount: money('amount'),
    currency: text('currency').notNull(),
    /** The company account paid from (PAYOUT_ACCOUNTS) as it was when the batch was made. */
    account: text('account').notNull(),
    status: text('status', { enum: ['pending', 'succeed', 'failed'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    answeredBy: integer('answered_by').references(() => users.id),
    reference: text('reference'),
    reason: text('reason'),
    answeredAt: instant('answered_at'),
  },
  (t) => [index('payout_lines_batch_idx').on(t.batchId, t.id)],
)

export const payoutUniqueRefusals: UniqueRefusals = {
  payout_batches_period_key: () => ({ code: 'payout.periodHasBatch', data: { field: 'period' } }),
}
