// The people who sign in: roles and their menus, users, sessions and the attempts the limits count.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { teams } from './system.ts'

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  menuIds: integer('menu_ids').array().notNull(),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    phone: text('phone').notNull(),
    displayName: text('display_name').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    teamId: integer('team_id').references(() => teams.id),
    cc: text('cc').notNull(),
    timeZone: text('time_zone').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }).notNull(),
    /** Valid (active) or invalid (disabled): an invalid member cannot sign in and holds no cases. */
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The member's first working day, on their own calendar. */
    entryDate: date('entry_date').notNull().default(sql`current_date`),
    /** The day they left, if they have; from it on they are off the schedule. */
    leftDate: date('left_date'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
)

/** Sessions: only a hash of the token is kept; idle ones expire, logout and password change revoke. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['forget', 'modify'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
)

/** Every sign-in and reset attempt; the rate limits count from here, so they hold across processes. */
export const signInLog = pgTable(
  'sign_in_log',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['signIn', 'reset'] }).notNull(),
    account: text('account').notNull(),
    userId: integer('user_id'),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_log_account_idx').on(t.kind, t.account, t.at),
    index('sign_in_log_address_idx').on(t.kind, t.address, t.at),
  ],
)
