import { AppError } from '../../http/errors.ts'
import type { SignedInUser } from '../sessions.ts'

/**
 * Whom a user sees and manages in the staffs area: someone in a team (a team leader) their team's
 * members only; someone over the teams (a manager, the office manager) everyone.
 */
export const seesEveryTeam = (user: Pick<SignedInUser, 'teamId'>) => user.teamId === null

/** Refuses a team outside the user's scope ('staffs.notYourTeam'). */
export function assertTeamInScope(user: Pick<SignedInUser, 'teamId'>, teamId: number | null): void {
  if (!seesEveryTeam(user) && teamId !== user.teamId) throw new AppError('staffs.notYourTeam')
}
