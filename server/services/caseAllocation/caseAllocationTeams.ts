import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AllocationTeam } from '../../../contract/caseAllocation.ts'
import { roleIds } from '../../../contract/menus.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'
import type { SignedInUser } from '../sessions.ts'
import { teamReachCondition } from '../staffs/index.ts'
import { allocatorScope } from './caseAllocationSelection.ts'

/**
 * The teams the allocation dialog offers: every team to someone over the teams, a team leader's own
 * to them, each with the valid members an allocation deals cases to (as caseAllocation.ts reads them).
 */
export async function listAllocationTeams(db: Database, user: SignedInUser): Promise<AllocationTeam[]> {
  allocatorScope(user)
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(teamReachCondition(user, teams.id))
    .orderBy(asc(teams.name))
  if (teamRows.length === 0) return []
  const members = await db
    .select({ id: users.id, name: users.displayName, teamId: users.teamId })
    .from(users)
    .where(
      and(
        inArray(
          users.teamId,
          teamRows.map((team) => team.id),
        ),
        inArray(users.roleId, [roleIds.collector, roleIds.seller]),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
  return teamRows.map((team) => ({
    ...team,
    members: members.filter((member) => member.teamId === team.id).map(({ id, name }) => ({ id, name })),
  }))
}
