import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { SimCardFilters, SimCardSort, simCardList } from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { simCards } from '../../database/schema/simCards.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import { byColumn, conditionsOf, type FilterConditions, type KeysetList, pageQuery } from '../lists/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { simReachCondition } from './simCardLifecycleWrites.ts'
import { type RawSimCardRow, selectSimCardRows, toSimCardRow } from './simCardRows.ts'

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

export const simCardKeyset: KeysetList<SimCardSort, RawSimCardRow> = {
  tiebreak: simCards.id,
  tiebreakOf: (row) => row.id,
  sorts: {
    addedAt: byColumn(simCards.addedAt, instantInCursor, (row) => row.addedAt.toISOString()),
    updatedAt: byColumn(simCards.updatedAt, instantInCursor, (row) => row.updatedAt.toISOString()),
  },
}

const filters: FilterConditions<SimCardFilters, null> = {
  teamId: (teamId) => eq(simCards.teamId, teamId),
  memberId: (memberId) => eq(simCards.holderId, memberId),
  status: (status) => eq(simCards.status, status),
  // Cards allocated in a team of that type (several teams share a type).
  type: (type) =>
    sql`${simCards.teamId} in (select ${teams.id} from ${teams} join ${teamTypes} on ${teamTypes.id} = ${teams.teamTypeId} where ${teamTypes.code} = ${type})`,
}

/** The cards a user may see (a member of a team, the team's), narrowed by the filters in force. */
export const simCardWhere = (user: SignedInUser, input: SimCardFilters) =>
  and(simReachCondition(user, simCards.teamId), ...conditionsOf(filters, input, null))

export async function listSimCards(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof simCardList.input>,
) {
  const { query, pageOf } = pageQuery(
    simCardKeyset,
    () => selectSimCardRows(db),
    input,
    simCardWhere(user, input),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map(toSimCardRow), nextCursor: page.nextCursor }
}
