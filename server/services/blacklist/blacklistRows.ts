import { eq } from 'drizzle-orm'
import type { BlacklistRow } from '../../../contract/blacklist.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { blacklistEntries } from '../../database/schema/blacklist.ts'
import { apps } from '../../database/schema/system.ts'
import { maskPhone } from '../codeSender.ts'

/** The columns of an entry row: the entry, its app's name and who listed it. */
export function selectBlacklistRows(db: Database | Transaction) {
  return db
    .select({
      id: blacklistEntries.id,
      appId: blacklistEntries.appId,
      appName: apps.name,
      idCard: blacklistEntries.idCard,
      phone: blacklistEntries.phone,
      reason: blacklistEntries.reason,
      createdById: blacklistEntries.createdById,
      createdByName: users.displayName,
      createdAt: blacklistEntries.createdAt,
    })
    .from(blacklistEntries)
    .innerJoin(apps, eq(apps.id, blacklistEntries.appId))
    .innerJoin(users, eq(users.id, blacklistEntries.createdById))
    .$dynamic()
}

export type RawBlacklistRow = Awaited<ReturnType<ReturnType<typeof selectBlacklistRows>['execute']>>[number]

/** The row as it leaves the server: the phone masked, as every phone the console lists. */
export const toBlacklistRow = (row: RawBlacklistRow): BlacklistRow => ({
  ...row,
  phone: maskPhone(row.phone),
  createdAt: row.createdAt.toISOString(),
})
