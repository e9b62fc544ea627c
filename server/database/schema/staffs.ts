// The staffs area: who leads and manages each team, the members' leave requests and their clock events.
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
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
    status: text('status', { enum: ['pending', 'approved', 'cancelled'] }).notNull(),
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
