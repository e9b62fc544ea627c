import { and, eq, type SQL } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import { hasWorkday } from '../../../contract/workdayRoles.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { type Scope, scopeOf } from '../cases/index.ts'
import type { SignedInUser } from '../sessions.ts'

/** Whose cases a day counts, and (for a leader's member) the narrower part of them a leader reaches. */
export interface WorkdayScope {
  scope: Scope
  within?: SQL
}

/**
 * Whose cases a day counts: the case lists' own scope (a collector's cases, a leader's team's, a
 * manager's), narrowed to one member when a leader or manager asks for one, or to one team when a
 * manager asks. A leader's member is counted within the leader's team, as the leader's case list
 * shows them (a member may also hold cases of another team, which the leader does not reach). A
 * member or team outside the caller's scope is refused the same way whether or not they exist.
 */
export async function workdayScopeOf(
  db: Database,
  user: SignedInUser,
  { memberId, teamId }: { memberId?: number; teamId?: number },
): Promise<WorkdayScope> {
  if (!hasWorkday(user.roleId)) throw new AppError('session.forbidden')
  const scope = scopeOf(user)
  if (teamId !== undefined && memberId === undefined) {
    if (scope.kind === 'team' && scope.teamId === teamId) return { scope }
    if (scope.kind !== 'all') throw new AppError('workday.notYourMember')
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId))
    if (!team) throw new AppError('workday.notYourMember')
    return { scope: { kind: 'team', teamId: team.id } }
  }
  if (memberId === undefined || memberId === user.userId) return { scope }
  if (scope.kind === 'own' || scope.kind === 'none') throw new AppError('workday.notYourMember')
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, memberId),
        eq(users.roleId, roleIds.collector),
        scope.kind === 'team' ? eq(users.teamId, scope.teamId) : undefined,
      ),
    )
  if (!member) throw new AppError('workday.notYourMember')
  return {
    scope: { kind: 'own', userId: member.id },
    within: scope.kind === 'team' ? eq(cases.teamId, scope.teamId) : undefined,
  }
}
