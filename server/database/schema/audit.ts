// What every area's writes leave behind: the machine transitions and the first answer to each client id.
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt } from './columns.ts'

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
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [index('client_mutations_created_idx').on(t.createdAt)],
)
