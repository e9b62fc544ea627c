// Targets (issue 25, spec section 2 Targets menu 81, section 3 Target): what a team and each of its
// members are to reach in a salary period, per currency, and every change made to one while its period
// runs. What counts toward a target is read from the kept figures (schema/dashboards.ts): a collection
// team's recovered money and finished cases, a sales team's applied money and orders entered in the app
// (docs/decisions/0054).
import { sql } from 'drizzle-orm'
import { bigserial, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { createdAt, instant, money } from './columns.ts'
import { teams } from './system.ts'

export const targets = pgTable(
  'targets',
  {
    id: serial('id').primaryKey(),
    /** A team's target (setting, menu 82) or a member's (person, menu 83). */
    kind: text('kind', { enum: ['team', 'person'] }).notNull(),
    /** The team the target is for, or the member's team when it was set. */
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** The member, for a personal target; null for a team's. */
    personId: integer('person_id').references(() => users.id),
    /** The salary period's first and last days (the calendar month unless SALARY_PERIOD_START_DAY says). */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    currency: text('currency').notNull(),
    /** The money to reach, in the currency's minor units. */
    amount: money('amount'),
    /** The cases to reach: finished cases (collection) or orders entered in the app (sales). */
    cases: integer('cases').notNull().default(0),
    setBy: integer('set_by')
      .notNull()
      .references(() => users.id),
    setAt: createdAt(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: instant('changed_at'),
  },
  (t) => [
    uniqueIndex('targets_team_key').on(t.teamId, t.periodStart, t.currency).where(sql`${t.kind} = 'team'`),
    uniqueIndex('targets_person_key')
      .on(t.personId, t.periodStart, t.currency)
      .where(sql`${t.kind} = 'person'`),
    // A period's targets of one kind, a team's first: the lists and the achievement read them so.
    index('targets_period_idx').on(t.periodStart, t.kind, t.teamId, t.personId),
  ],
)

/** A change to a target: who made it, when, and its figures before and after. */
export const targetChanges = pgTable(
  'target_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: createdAt(),
    amountFrom: money('amount_from'),
    amountTo: money('amount_to'),
    casesFrom: integer('cases_from').notNull(),
    casesTo: integer('cases_to').notNull(),
  },
  (t) => [index('target_changes_target_idx').on(t.targetId, t.changedAt)],
)

export const targetUniqueRefusals: UniqueRefusals = {
  targets_team_key: () => ({ code: 'target.exists', params: {} }),
  targets_person_key: () => ({ code: 'target.exists', params: {} }),
}
