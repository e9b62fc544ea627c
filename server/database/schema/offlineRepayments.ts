// Offline repayments (issue 24): money paid outside the platform, recorded with its receipt and
// reviewed by the finance office through machines/financeReview.ts.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  customType,
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
import { cases } from './cases.ts'
import { createdAt, instant, money } from './columns.ts'
import { teams } from './system.ts'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

export const offlineRepayments = pgTable(
  'offline_repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    /** The case's team when it was recorded: the reviewers who reach it decide it. */
    teamId: integer('team_id').references(() => teams.id),
    amount: money('amount'),
    currency: text('currency').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['pending', 'passed', 'rejected', 'expired'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    reviewerId: integer('reviewer_id').references(() => users.id),
    rejection: text('rejection'),
    requestedAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    // The machine refuses a second pending one on a case; the database holds the same rule under races.
    uniqueIndex('offline_repayments_one_pending_key').on(t.caseId).where(sql`${t.status} = 'pending'`),
    index('offline_repayments_case_idx').on(t.caseId, t.requestedAt),
    index('offline_repayments_requested_idx').on(sql`${t.requestedAt} desc`, sql`${t.id} desc`),
    index('offline_repayments_status_idx').on(t.status, t.requestedAt),
  ],
)

/** The receipt's image, apart from its row so lists never read the bytes. */
export const offlineRepaymentReceipts = pgTable('offline_repayment_receipts', {
  repaymentId: bigint('repayment_id', { mode: 'number' })
    .primaryKey()
    .references(() => offlineRepayments.id),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  bytes: bytea('bytes').notNull(),
})

export const offlineRepaymentUniqueRefusals: UniqueRefusals = {
  offline_repayments_one_pending_key: () => ({ code: 'offlineRepayment.pendingAlready' }),
}
