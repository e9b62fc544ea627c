import { eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { refusalOnRow, type WhoMay } from '../../contract/actions.ts'
import type { ErrorCode } from '../../contract/errors.ts'
import {
  placementRefusal,
  type Reach,
  type RowFacts,
  type RowRefusal,
  reachOf,
} from '../../contract/policy.ts'
import { AppError } from '../http/errors.ts'
import type { SignedInUser } from './sessions.ts'

/**
 * The server's side of the one policy (contract/policy.ts): every service that touches a row asks
 * here, with the row it has locked, and every list picks its rows with reachCondition.
 */

function refusalCode(whoMay: WhoMay, refusal: RowRefusal | 'menu'): ErrorCode {
  switch (refusal) {
    case 'menu':
      return 'session.forbidden'
    case 'outOfReach':
      return whoMay.rows === 'none' ? 'session.forbidden' : whoMay.outOfReach
    case 'roleAbove':
      return 'policy.roleAbove'
    case 'ownRow':
      return (whoMay.rows !== 'none' && whoMay.ownRow) || 'policy.ownRow'
    case 'ownerReachesFurther':
      return 'policy.ownerReachesFurther'
  }
}

/** Refuses an action (by its rule) on this row when the policy does, in the area's words. */
export function assertMayOnRow(whoMay: WhoMay, user: SignedInUser, row: RowFacts): void {
  const refusal = refusalOnRow(whoMay, user, row)
  if (refusal) throw new AppError(refusalCode(whoMay, refusal))
}

/** Refuses placing a member (a new one, or an edit) with a role or in a team the user may not give. */
export function assertMayPlaceMember(
  whoMay: WhoMay,
  user: SignedInUser,
  placement: { memberId: number | null; roleId: number; teamId: number | null },
  current?: { roleId: number; teamId: number | null },
): void {
  const refusal = placementRefusal(user, placement, current)
  if (refusal) throw new AppError(refusalCode(whoMay, refusal))
}

/** The rows a user reaches, as a condition on a table's owner and team columns (undefined: every row). */
export function reachCondition(
  reach: Reach,
  columns: { owner?: AnyPgColumn; team: AnyPgColumn },
): SQL | undefined {
  switch (reach.kind) {
    case 'all':
      return undefined
    case 'team':
      return eq(columns.team, reach.teamId)
    case 'own':
      return columns.owner ? eq(columns.owner, reach.userId) : sql`false`
    case 'none':
      return sql`false`
  }
}

/**
 * The teams a user is shown in a team list or picker: those they reach, and for a collector or a
 * seller (who reach their own rows) the team they work in.
 */
export function teamsShownCondition(user: SignedInUser, teamColumn: AnyPgColumn): SQL | undefined {
  const reach = reachOf(user)
  if (reach.kind === 'own') return user.teamId === null ? sql`false` : eq(teamColumn, user.teamId)
  return reachCondition(reach, { team: teamColumn })
}
