// The dashboards area: figures kept per person and per day on the person's own calendar, changed in
// the same transaction as the writes that change them, so a dashboard reads a few rows instead of
// counting the cases and records tables (issue 23). contract/dashboardFigures.ts defines each figure.
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

const counter = (name: string) => integer(name).notNull().default(0)

/** A person's work on one of their days: what they did, counted. */
export const personDayWork = pgTable(
  'person_day_work',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => users.id),
    /** The person's date on their own clock. */
    day: date('day').notNull(),
    calls: counter('calls'),
    whatsappMessages: counter('whatsapp_messages'),
    finishedCases: counter('finished_cases'),
    /** Clock-ins on the day (a day with one is a day on duty). */
    clockIns: counter('clock_ins'),
    /** Cases allocated to the person on the day that they still hold unfinished (not paid off nor closed). */
    unfinishedAllocated: counter('unfinished_allocated'),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.day] }),
    // A team's or the operation's days: every person's rows of a few days, not every row of each
    // person; with every count in the index, read from it alone (the statement adds up an operation's
    // salary period, 2,000 people's days, from it without the table).
    index('person_day_work_day_idx').on(
      t.day,
      t.personId,
      t.calls,
      t.whatsappMessages,
      t.finishedCases,
      t.clockIns,
      t.unfinishedAllocated,
    ),
  ],
)

/** Money repaid on cases a person held, on one of their days, in one currency (never summed across). */
export const personDayRepayments = pgTable(
  'person_day_repayments',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    repayments: counter('repayments'),
    /** In the currency's minor unit. */
    repaidAmount: bigint('repaid_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.day, t.currency] }),
    index('person_day_repayments_day_idx').on(t.day, t.personId),
  ],
)

/**
 * A seller's sale orders on one of their days, per the loans' currency: the sale cases they hold
 * counted on the day each was allocated to them, and the orders whose customer entered the app while
 * they held them counted on the day it happened, with the amount applied for (never summed across).
 */
export const personDaySales = pgTable(
  'person_day_sales',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    saleOrders: counter('sale_orders'),
    enteredApp: counter('entered_app'),
    /** In the currency's minor unit. */
    appliedAmount: bigint('applied_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.day, t.currency] }),
    index('person_day_sales_day_idx').on(t.day, t.personId),
  ],
)

/**
 * The unfinished cases a person holds whose appointment falls in one hour (UTC, its first instant): the
 * expiring figures add up the whole hours of their window from here and count only the cases of the
 * hours at its edges (docs/decisions/0048), instead of every appointment of two days.
 */
export const personHourAppointments = pgTable(
  'person_hour_appointments',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => users.id),
    hour: timestamp('hour', { withTimezone: true, mode: 'string' }).notNull(),
    appointments: counter('appointments'),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.hour] }),
    // Everyone's hours around now, read from the index alone: the operation's figures.
    index('person_hour_appointments_hour_idx').on(t.hour, t.personId, t.appointments),
  ],
)

/**
 * The unfinished cases a person holds now, all allocation days together: the staff dashboard's cases
 * held read one row a person instead of every day they were allocated cases (decision 0048).
 */
export const personHeldCases = pgTable('person_held_cases', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => users.id),
  unfinished: counter('unfinished'),
})
