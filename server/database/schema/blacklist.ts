// The blacklist (menu 59): people an app refuses a loan to, by id card and phone number.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { UniqueRefusals } from '../databaseErrors.ts'
import { users } from './accounts.ts'
import { createdAt } from './columns.ts'
import { apps } from './system.ts'

/** One person listed on one app; an id card is listed once per app. */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    /** The id card number as typed, without the spaces around it. */
    idCard: text('id_card').notNull(),
    /** The phone number, digits only (country code first when given). */
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blacklist_entries_app_id_card_key').on(t.appId, t.idCard),
    index('blacklist_entries_list_idx').on(sql`${t.createdAt} desc`, t.id),
  ],
)

/** An id card listed twice on one app by two additions at the same moment: refused as the second one's own check would. */
export const blacklistUniqueRefusals: UniqueRefusals = {
  blacklist_entries_app_id_card_key: () => ({ code: 'blacklist.duplicate', data: { field: 'idCard' } }),
}
