// Amount cuts (issue 24): a part of a case's charges a collector asks to take off, reviewed by the
// finance office through machines/financeReview.ts.
import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { cases } from './cases.ts'
import { createdAt, instant, money } from './columns.ts'
import { teams } from './system.ts'

export const amountCuts = pgTable(
  'amount_cuts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    /** The case's team when the cut was asked for: the reviewers who reach it decide it. */
    teamId: integer('team_id').references(() => teams.id),
    kind: text('kind', { enum: ['normal', 'delayed'] }).notNull(),
    amount: money('amount'),
    currency: text('currency').notNull(),
    /** The case's interest and penalty when the cut was asked for, as the asker saw them. */
    interest: money('interest'),
    penalty: money('penalty'),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: ['pending', 'passed', 'rejected', 'expired'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    reviewerId: integer('reviewer_id').references(() => users.id),
    rejection: text('rejection'),
    requestedAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    // The machine refuses a second pending cut on a case; the database holds the same rule under races.
    uniqueIndex('amount_cuts_one_pending_key').on(t.caseId).where(sql`${t.status} = 'pending'`),
    index('amount_cuts_case_idx').on(t.caseId, t.requestedAt),
    // The review's list, newest first, and the expiry's sweep of the pending ones by age.
    index('amount_cuts_requested_idx').on(sql`${t.requestedAt} desc`, sql`${t.id} desc`),
    index('amount_cuts_status_idx').on(t.status, t.requestedAt),
  ],
)

export const amountCutUniqueRefusals: UniqueRefusals = {
  amount_cuts_one_pending_key: () => ({ code: 'amountCut.pendingAlready' }),
}
