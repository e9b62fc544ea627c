// Automatic rules (issue 26, spec section 2 Cases: automatical, menu 21; docs/decisions/0055): a rule's
// life (machines/automaticRule.ts, its steps in `transitions`), every version of its definition, and
// every run with the cases it planned, moved or left. A scheduled run is claimed by inserting its row:
// the unique (rule, scheduled time) lets one process of many run it. A run's cases are planned in the
// claim's transaction and moved in batches, each batch with its record, so a run that dies halfway
// leaves every case moved and recorded or untouched, and the next pass finishes the plan.
import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { runSkipReasons } from '../../../contract/automaticRules.ts'
import { users } from './accounts.ts'
import { cases } from './cases.ts'
import { createdAt, instant } from './columns.ts'
import { teams } from './system.ts'

export const automaticRules = pgTable(
  'automatic_rules',
  {
    id: serial('id').primaryKey(),
    /** Who made it: the policy's owner of the row, told of every run (DIVISION_COMPLETED_MESSAGE). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The team the rule works in (the policy's row team); null for a rule across teams. */
    teamId: integer('team_id').references(() => teams.id),
    /** The rule's machine as stored: { value: draft|active|paused|archived, context: { version } }. */
    lifecycle: jsonb('lifecycle').notNull(),
    /** When it was last activated or resumed: scheduled times before it are not run late. */
    activeSince: instant('active_since'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('automatic_rules_team_idx').on(t.teamId, t.id)],
)

/** Every version of a rule's definition (contract/automaticRules.ts RuleDefinition): runs name theirs. */
export const automaticRuleVersions = pgTable(
  'automatic_rule_versions',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => automaticRules.id),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.version] })],
)

/** A run of a rule: scheduled (claimed by its scheduled time) or started by hand. */
export const automaticRuleRuns = pgTable(
  'automatic_rule_runs',
  {
    id: uuid('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => automaticRules.id),
    version: integer('version').notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    /** The scheduled time it runs for; null for a run by hand. */
    scheduledFor: instant('scheduled_for'),
    startedById: integer('started_by_id').references(() => users.id),
    startedAt: instant('started_at').notNull().defaultNow(),
    /** Renewed after every batch: a running run whose heartbeat is old died with its process. */
    heartbeatAt: instant('heartbeat_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    matched: integer('matched').notNull().default(0),
    moved: integer('moved').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** [{ reason, count }] of the cases left (contract/automaticRules.ts runSkipReasons). */
    skippedReasons: jsonb('skipped_reasons').notNull().default(sql`'[]'::jsonb`),
    /** Why a failed run stopped: an error code and its parameters. */
    error: text('error'),
    errorParams: jsonb('error_params'),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    // The claim: one run per rule and scheduled time, whichever process inserts it first.
    uniqueIndex('automatic_rule_runs_slot_key')
      .on(t.ruleId, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    index('automatic_rule_runs_rule_idx').on(t.ruleId, t.startedAt, t.id),
    index('automatic_rule_runs_running_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
  ],
)

/** A case of a run: planned (to whom), then moved or skipped (why), each in the batch that moved it. */
export const automaticRuleRunCases = pgTable(
  'automatic_rule_run_cases',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => automaticRuleRuns.id),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id),
    caseNo: text('case_no').notNull(),
    outcome: text('outcome', { enum: ['planned', 'moved', 'skipped'] }).notNull(),
    reason: text('reason', { enum: runSkipReasons }),
    /** The member it goes to (allocate); null for the team alone or a retrieval. */
    memberId: integer('member_id').references(() => users.id),
    /** The member who held it when planned. */
    fromId: integer('from_id').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.caseId] }),
    index('automatic_rule_run_cases_outcome_idx').on(t.runId, t.outcome, t.caseNo),
  ],
)
