import { and, eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type {
  OfflineRepaymentFilters,
  OfflineRepaymentSort,
  offlineRepaymentList,
} from '../../../contract/offlineRepayments.ts'
import { reachOf } from '../../../contract/policy.ts'
import type { Database } from '../../database/connect.ts'
import { cases } from '../../database/schema/cases.ts'
import { offlineRepayments } from '../../database/schema/offlineRepayments.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import { reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import {
  type RawOfflineRepayment,
  selectOfflineRepayments,
  toOfflineRepaymentRow,
} from './offlineRepaymentRows.ts'

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

export const offlineRepaymentKeyset: KeysetList<OfflineRepaymentSort, RawOfflineRepayment> = {
  tiebreak: offlineRepayments.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    requestedAt: byColumn(offlineRepayments.requestedAt, instantInCursor, (row) =>
      row.requestedAt.toISOString(),
    ),
    amount: byColumn(offlineRepayments.amount, z.number().int(), (row) => row.amount),
  },
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const filters: FilterConditions<OfflineRepaymentFilters, null> = {
  status: (status) => eq(offlineRepayments.status, status),
  // A case number or a receipt's reference as typed (the whole of it), or part of the customer's name.
  search: (search) =>
    or(
      eq(cases.caseNo, search.toUpperCase()),
      eq(offlineRepayments.reference, search),
      sql`${cases.customerName} ilike ${`%${escapeLike(search)}%`}`,
    ),
}

/** The ones a user reaches (by the case's team when recorded, or their own), narrowed by the filters. */
export const offlineRepaymentWhere = (user: SignedInUser, input: OfflineRepaymentFilters) =>
  and(
    reachCondition(reachOf(user), { owner: offlineRepayments.requesterId, team: offlineRepayments.teamId }),
    ...conditionsOf(filters, input, null),
  )

export async function listOfflineRepayments(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof offlineRepaymentList.input>,
) {
  const { query, pageOf } = pageQuery(
    offlineRepaymentKeyset,
    () => selectOfflineRepayments(db),
    input,
    offlineRepaymentWhere(user, input),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map(toOfflineRepaymentRow), nextCursor: page.nextCursor }
}
