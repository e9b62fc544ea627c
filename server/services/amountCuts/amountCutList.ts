import { and, eq, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AmountCutFilters, AmountCutSort, amountCutList } from '../../../contract/amountCuts.ts'
import { reachOf } from '../../../contract/policy.ts'
import type { Database } from '../../database/connect.ts'
import { amountCuts } from '../../database/schema/amountCuts.ts'
import { cases } from '../../database/schema/cases.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import { reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { type RawAmountCut, selectAmountCuts, toAmountCutRow } from './amountCutRows.ts'

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

export const amountCutKeyset: KeysetList<AmountCutSort, RawAmountCut> = {
  tiebreak: amountCuts.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    requestedAt: byColumn(amountCuts.requestedAt, instantInCursor, (row) => row.requestedAt.toISOString()),
    amount: byColumn(amountCuts.amount, z.number().int(), (row) => row.amount),
  },
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const filters: FilterConditions<AmountCutFilters, null> = {
  status: (status) => eq(amountCuts.status, status),
  kind: (kind) => eq(amountCuts.kind, kind),
  // A case number as typed (the whole of it), or part of the customer's name.
  search: (search) =>
    or(eq(cases.caseNo, search.toUpperCase()), sql`${cases.customerName} ilike ${`%${escapeLike(search)}%`}`),
}

/** The cuts a user reaches (by the case's team when asked for, or their own requests), narrowed by the filters. */
export const amountCutWhere = (user: SignedInUser, input: AmountCutFilters) =>
  and(
    reachCondition(reachOf(user), { owner: amountCuts.requesterId, team: amountCuts.teamId }),
    ...conditionsOf(filters, input, null),
  )

export async function listAmountCuts(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof amountCutList.input>,
) {
  const { query, pageOf } = pageQuery(
    amountCutKeyset,
    () => selectAmountCuts(db),
    input,
    amountCutWhere(user, input),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map(toAmountCutRow), nextCursor: page.nextCursor }
}
