// The staffs area: who leads and manages each team, the members' leave requests, the days their leader
// set on the schedule, and their clock events.
import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { createdAt, instant } from './columns.ts'
import { teams } from './system.ts'

/**
 * A team's leader and manager, both members (they were free text on the team before). A leader leads
 * one team: the unique index holds the rule the server refuses with 'staffs.leadsAnotherTeam'.
 */
export const teamHeads = pgTable(
  'team_heads',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    leaderId: integer('leader_id').references(() => users.id),
    managerId: integer('manager_id').references(() => users.id),
  },
  (t) => [uniqueIndex('team_heads_leader_key').on(t.leaderId)],
)

/**
 * A member's request for leave, decided by machines/leave.ts. `lifecycle` is the machine's stored
 * snapshot; status, days and the decider beside it are derived from it in the same transaction.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    /** The member's team when they asked: their leader approves it. */
    teamId: integer('team_id').references(() => teams.id),
    /** Days on the member's own calendar. */
    days: date('days').array().notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull(),
    lifecycle: jsonb('lifecycle').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    requestedAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('leave_requests_member_idx').on(t.memberId, t.requestedAt),
    index('leave_requests_team_idx').on(t.teamId, t.status),
  ],
)

/** A member clocking in or out; `day` is the member's date on their own clock at that moment. */
export const clockEvents = pgTable(
  'clock_events',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['in', 'out'] }).notNull(),
    day: date('day').notNull(),
    at: createdAt(),
  },
  (t) => [index('clock_events_member_idx').on(t.memberId, sql`${t.day} desc`, t.at)],
)

/**
 * A day a leader set on a member's schedule, where it differs from what the team's duty days and the
 * approved leave make it (memberDays.ts `scheduleDayOf`): a working day given off or as leave, or a
 * day off worked. Setting a day back to what the team makes it deletes the row. `day` is the member's
 * own date.
 */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    kind: text('kind', { enum: ['work', 'leave', 'off'] }).notNull(),
    setBy: integer('set_by')
      .notNull()
      .references(() => users.id),
    setAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
)

/** A member's username or phone two additions took at the same moment (the users table's own indexes). */
export const staffUniqueRefusals: UniqueRefusals = {
  users_username_key: () => ({ code: 'staffs.usernameTaken', data: { field: 'username' } }),
  users_phone_key: () => ({ code: 'staffs.phoneTaken', data: { field: 'phone' } }),
}
