import { and, eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { BlacklistFilters, BlacklistSort, blacklistList } from '../../../contract/blacklist.ts'
import type { Database } from '../../database/connect.ts'
import { blacklistEntries } from '../../database/schema/blacklist.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import { type RawBlacklistRow, selectBlacklistRows, toBlacklistRow } from './blacklistRows.ts'

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

export const blacklistKeyset: KeysetList<BlacklistSort, RawBlacklistRow> = {
  tiebreak: blacklistEntries.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    createdAt: byColumn(blacklistEntries.createdAt, instantInCursor, (row) => row.createdAt.toISOString()),
  },
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const filters: FilterConditions<BlacklistFilters, null> = {
  appId: (appId) => eq(blacklistEntries.appId, appId),
  // Part of the id card as typed, or the phone's digits wherever they fall.
  search: (search) => {
    const digits = search.replace(/\D/g, '')
    return or(
      sql`${blacklistEntries.idCard} ilike ${`%${escapeLike(search)}%`}`,
      digits === '' ? undefined : sql`${blacklistEntries.phone} like ${`%${digits}%`}`,
    )
  },
}

/** The blacklist is the office's: whoever opens it reads every entry, narrowed by the filters. */
export const blacklistWhere = (input: BlacklistFilters) => and(...conditionsOf(filters, input, null))

export async function listBlacklist(db: Database, input: z.output<typeof blacklistList.input>) {
  const { query, pageOf } = pageQuery(
    blacklistKeyset,
    () => selectBlacklistRows(db),
    input,
    blacklistWhere(input),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map(toBlacklistRow), nextCursor: page.nextCursor }
}
