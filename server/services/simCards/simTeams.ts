import { and, asc, eq } from 'drizzle-orm'
import type { Language } from '../../../contract/bilingual.ts'
import type { SimTeam } from '../../../contract/simCards.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import { teamsShownCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'

/**
 * The teams a card may go to and their active members, each team with its type (spec section 7:
 * POST /sim/teamAndMember). A user in a team gets only theirs.
 */
export async function teamsAndMembers(
  db: Database,
  user: SignedInUser,
  language: Language,
): Promise<SimTeam[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      type: teamTypes.code,
      typeEn: teamTypes.nameEn,
      typeEs: teamTypes.nameEs,
      memberId: users.id,
      memberName: users.displayName,
    })
    .from(teams)
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .leftJoin(users, and(eq(users.teamId, teams.id), eq(users.status, 'active')))
    .where(teamsShownCondition(user, teams.id))
    .orderBy(asc(teams.name), asc(users.displayName))
  const byTeam = new Map<number, SimTeam>()
  for (const row of rows) {
    let team = byTeam.get(row.teamId)
    if (!team) {
      team = {
        teamId: row.teamId,
        teamName: row.teamName,
        type: row.type,
        typeName: language === 'es' ? row.typeEs : row.typeEn,
        members: [],
      }
      byTeam.set(row.teamId, team)
    }
    if (row.memberId !== null && row.memberName !== null)
      team.members.push({ memberId: row.memberId, name: row.memberName })
  }
  return [...byTeam.values()]
}
