// Payment links (issue 24): a link to the loan platform's checkout for an amount of a case, living
// through machines/paymentLink.ts; the platform's repayment notice naming its reference pays it.
import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { cases } from './cases.ts'
import { createdAt, instant, money } from './columns.ts'

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    generatedBy: integer('generated_by')
      .notNull()
      .references(() => users.id),
    /** Random and unguessable; what the customer's link and the platform's notice carry. */
    reference: text('reference').notNull(),
    /** The checkout address as it was given to the customer, whatever the setting becomes later. */
    url: text('url').notNull(),
    amount: money('amount'),
    /** The merchant's fee drawn when the link was made; the customer pays amount + fee. */
    fee: money('fee'),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['active', 'paid', 'expired', 'cancelled'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    generatedAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    /** The platform's id of the repayment that paid it. */
    repaymentId: text('repayment_id'),
  },
  (t) => [
    uniqueIndex('payment_links_reference_key').on(t.reference),
    // The machine refuses a second active link on a case; the database holds the same rule under races.
    uniqueIndex('payment_links_one_active_key').on(t.caseId).where(sql`${t.status} = 'active'`),
    index('payment_links_case_idx').on(t.caseId, t.generatedAt),
    // The expiry's sweep of the active ones by their end.
    index('payment_links_status_idx').on(t.status, t.expiresAt),
  ],
)

export const paymentLinkUniqueRefusals: UniqueRefusals = {
  payment_links_one_active_key: () => ({ code: 'paymentLink.activeAlready' }),
}
