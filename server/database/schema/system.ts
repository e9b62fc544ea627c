// Reference data every area reads: the loan brands and the teams with their types.
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/** Loan brands. A brand without its own app has its loans and repayments handled through another's. */
export const apps = pgTable('apps', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  hasOwnApp: boolean('has_own_app').notNull(),
  currency: text('currency').notNull().default('MXN'),
  handledByAppId: integer('handled_by_app_id'),
})

export const teamTypes = pgTable('team_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
})

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  teamTypeId: integer('team_type_id')
    .notNull()
    .references(() => teamTypes.id),
  /** ISO weekdays 1 (Monday) to 7 (Sunday). */
  dutyDays: integer('duty_days').array().notNull(),
  createdAt: createdAt(),
})
