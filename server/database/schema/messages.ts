import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { messageTypes } from '../../../contract/messages.ts'
import { users } from './accounts.ts'
import { cases } from './cases.ts'
import { createdAt, instant } from './columns.ts'

/**
 * Messages and notices, produced by what happens (server/services/messages/producers.ts), never
 * written by hand. What the message says is kept as facts (`facts`), and written in the reader's
 * language when read. `eventKey` names the event that produced it, so an event produces its message
 * once, however often it is told (a repayment notified twice, two processes sending the daily notice).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: messageTypes }).notNull(),
    facts: jsonb('facts').notNull(),
    caseId: bigint('case_id', { mode: 'number' }).references(() => cases.id),
    eventKey: text('event_key').notNull(),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_event_key').on(t.userId, t.eventKey),
    index('messages_user_created_idx').on(t.userId, sql`${t.createdAt} desc`, t.id),
  ],
)
