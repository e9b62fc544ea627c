import { and, eq, ilike, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { StaffFilters, StaffSort, staffList } from '../../../contract/staffs.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { memberStatusSql, type RawStaffRow, selectStaffRows, toStaffRow } from './staffRows.ts'
import { teamReachCondition } from './staffScope.ts'

export const staffKeyset: KeysetList<StaffSort, RawStaffRow> = {
  tiebreak: users.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    entryDate: byColumn(users.entryDate, z.iso.date(), (row) => row.entryDate),
  },
}

/** `%` and `_` typed in a search are the characters themselves. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (found) => `\\${found}`)

const filters: FilterConditions<StaffFilters, null> = {
  teamId: (teamId) => eq(users.teamId, teamId),
  roleId: (roleId) => eq(users.roleId, roleId),
  status: (status) => sql`${memberStatusSql} = ${status}`,
  // A name (any part of it), or the digits of a phone number as typed, with or without spaces.
  search: (search) => {
    const digits = search.replace(/\D/g, '')
    return or(
      ilike(users.displayName, `%${likeEscaped(search)}%`),
      digits.length >= 3 && digits.length === search.replace(/[\s+-]/g, '').length
        ? sql`${users.phone} like ${`%${digits}%`}`
        : undefined,
    )
  },
}

/** The members a user may see (a team leader, their team's), narrowed by the filters in force. */
export const staffWhere = (user: SignedInUser, input: StaffFilters) =>
  and(teamReachCondition(user, users.teamId), ...conditionsOf(filters, input, null))

export async function listStaff(db: Database, user: SignedInUser, input: z.output<typeof staffList.input>) {
  const { query, pageOf } = pageQuery(staffKeyset, () => selectStaffRows(db), input, staffWhere(user, input))
  const page = pageOf(await query)
  return { rows: page.rows.map(toStaffRow), nextCursor: page.nextCursor }
}
