// The office's SIM cards, the members' applications for one, and their requests for a WhatsApp code.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { createdAt, instant } from './columns.ts'
import { teams } from './system.ts'

/**
 * A physical SIM card. `lifecycle` is the stored snapshot of machines/simCard.ts; status, holder and
 * deactivation beside it are derived from it in the same transaction, for filtering.
 */
export const simCards = pgTable(
  'sim_cards',
  {
    id: serial('id').primaryKey(),
    /** The number printed on the card, as the office adds it. */
    cardNumber: text('card_number').notNull(),
    /** The phone number the card answers on now, with its country code, digits only. */
    currentNumber: text('current_number').notNull().default(''),
    status: text('status', { enum: ['unallocated', 'allocated', 'deactivated'] })
      .notNull()
      .default('unallocated'),
    lifecycle: jsonb('lifecycle').notNull(),
    holderId: integer('holder_id').references(() => users.id),
    /** The holder's team when the card was allocated: the team filter and a leader's scope read it. */
    teamId: integer('team_id').references(() => teams.id),
    deactivationReason: text('deactivation_reason', { enum: ['blocked', 'other'] }),
    deactivationDescription: text('deactivation_description'),
    addedAt: createdAt(),
    allocatedAt: instant('allocated_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sim_cards_card_number_key').on(t.cardNumber),
    index('sim_cards_holder_idx').on(t.holderId),
    index('sim_cards_list_idx').on(t.status, sql`${t.addedAt} desc`, t.id),
  ],
)

/** A member's application for a card (or a replacement), decided by machines/simApplication.ts. */
export const simApplications = pgTable(
  'sim_applications',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    teamId: integer('team_id').references(() => teams.id),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'passed', 'rejected', 'expired'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    cardId: integer('card_id').references(() => simCards.id),
    rejection: text('rejection'),
    reviewerId: integer('reviewer_id').references(() => users.id),
    appliedAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('sim_applications_applicant_idx').on(t.applicantId, t.appliedAt),
    // The machine refuses a second pending application; the database holds the same rule under races.
    uniqueIndex('sim_applications_one_pending').on(t.applicantId).where(sql`${t.status} = 'pending'`),
  ],
)

/**
 * A member's request for the WhatsApp code that arrived on their card, decided by
 * machines/otpApplication.ts. The code itself is not kept here: it reaches the member in their message.
 */
export const otpApplications = pgTable(
  'otp_applications',
  {
    id: serial('id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => simCards.id),
    status: text('status', { enum: ['pending', 'succeed', 'failed', 'expired', 'cancelled'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    answeredBy: integer('answered_by').references(() => users.id),
    requestedAt: createdAt(),
    answeredAt: instant('answered_at'),
  },
  (t) => [
    index('otp_applications_applicant_idx').on(t.applicantId, t.requestedAt),
    index('otp_applications_status_idx').on(t.status, t.requestedAt),
  ],
)

/** Card numbers and pending applications two writes added at the same moment. */
export const simCardUniqueRefusals: UniqueRefusals = {
  sim_cards_card_number_key: (refusal) => {
    // PostgreSQL's detail: 'Key (card_number)=(8952...) already exists.' A card number is no secret.
    const number = /\)=\((.*)\) already exists/.exec(refusal.detail ?? '')?.[1] ?? ''
    return { code: 'simCard.duplicate', params: { numbers: number }, data: { duplicates: [number] } }
  },
  sim_applications_one_pending: () => ({ code: 'simApplication.pendingAlready' }),
}
