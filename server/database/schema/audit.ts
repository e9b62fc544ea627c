// What every area's writes leave behind: the machine transitions and the first answer to each client id.
import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt } from './columns.ts'

/** HMAC-SHA256 of the body; a plain SHA-256 kept before keys, wrapped with the key; a plain one. */
export const requestHashKinds = ['hmac', 'keyedSha256', 'sha256'] as const

/** Append-only audit: every change a machine governs, replayable through the recorded machine. */
export const transitions = pgTable(
  'transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    machine: text('machine').notNull(),
    fromState: jsonb('from_state').notNull(),
    eventType: text('event_type').notNull(),
    eventPayload: jsonb('event_payload').notNull(),
    toState: jsonb('to_state').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: createdAt(),
    clientMutationId: text('client_mutation_id'),
  },
  (t) => [index('transitions_entity_idx').on(t.entityType, t.entityId, t.id)],
)

/**
 * The first answer to each client-made write id; a replay gets it back and nothing is applied twice.
 * Kept for the retention period (server/services/clientMutationRetention.ts), found by age through
 * the created_at index.
 */
export const clientMutations = pgTable(
  'client_mutations',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    path: text('path').notNull(),
    /** Tells a replay from another write under the same id; keyed, so it gives away nothing sent. */
    requestHash: text('request_hash').notNull(),
    /**
     * How request_hash was made (server/services/requestHashes.ts). A row written without naming it
     * is a plain SHA-256, as before keyed hashes: the next start keys it.
     */
    requestHashKind: text('request_hash_kind', { enum: requestHashKinds }).notNull().default('sha256'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_mutations_created_idx').on(t.createdAt),
    // Each start looks for plain hashes to key: few or none, found without reading every kept write.
    index('client_mutations_plain_hash_idx').on(t.id).where(sql`${t.requestHashKind} = 'sha256'`),
  ],
)

/**
 * Secrets the server makes for itself on first start and shares between its processes through the
 * database: the key of the request hashes. Hex text, read once per process.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * Every export of a history from the audit (contract/audit.ts), logged like a phone reveal: who took
 * which object's history, in which format, from where and when.
 */
export const auditExports = pgTable(
  'audit_exports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    format: text('format', { enum: ['csv', 'json'] }).notNull(),
    /** The filters the export applied, as the caller sent them. */
    filters: jsonb('filters').notNull(),
    address: text('address').notNull(),
    at: createdAt(),
  },
  (t) => [index('audit_exports_user_idx').on(t.userId, t.at)],
)
