import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { isInReach, type PolicyActor, reachOf } from '../../../contract/policy.ts'
import { AppError } from '../../http/errors.ts'
import { reachCondition } from '../policy.ts'

type Reader = Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'>

/**
 * Whom a user sees and manages in the staffs area: the policy's reach (contract/policy.ts) on a team.
 * Someone in a team their team's; someone over the teams (a manager, the office manager) every team.
 */
export const seesEveryTeam = (user: Reader) => reachOf(user).kind === 'all'

/** Refuses a team outside the user's reach ('staffs.notYourTeam'). */
export function assertTeamInScope(user: Reader, teamId: number | null): void {
  if (!isInReach(reachOf(user), { teamId })) throw new AppError('staffs.notYourTeam')
}

/** The rows of the teams a user reaches, by the column that names a row's team. */
export const teamReachCondition = (user: Reader, team: AnyPgColumn): SQL | undefined =>
  reachCondition(reachOf(user), { team })
