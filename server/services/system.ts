import { asc, count, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Language } from '../../contract/bilingual.ts'
import type { App, Team, TeamType } from '../../contract/system.ts'
import type { Database } from '../database/connect.ts'
import { users } from '../database/schema/accounts.ts'
import { teamHeads } from '../database/schema/staffs.ts'
import { apps, teams, teamTypes } from '../database/schema/system.ts'

export async function listApps(db: Database): Promise<App[]> {
  const handler = alias(apps, 'handler')
  return db
    .select({
      id: apps.id,
      code: apps.code,
      name: apps.name,
      hasOwnApp: apps.hasOwnApp,
      currency: apps.currency,
      handledByAppName: handler.name,
    })
    .from(apps)
    .leftJoin(handler, eq(handler.id, apps.handledByAppId))
    .orderBy(asc(apps.id))
}

export async function listTeamTypes(db: Database, language: Language): Promise<TeamType[]> {
  const rows = await db.select().from(teamTypes).orderBy(asc(teamTypes.id))
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: language === 'es' ? row.nameEs : row.nameEn,
  }))
}

/** Every team by name, or the one asked for (none when it does not exist). */
export async function listTeams(db: Database, language: Language, teamId?: number): Promise<Team[]> {
  const memberCounts = db
    .select({ teamId: users.teamId, members: count().as('members') })
    .from(users)
    .groupBy(users.teamId)
    .as('member_counts')
  const leader = alias(users, 'leader')
  const manager = alias(users, 'manager')
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      teamTypeId: teams.teamTypeId,
      teamTypeCode: teamTypes.code,
      teamTypeNameEn: teamTypes.nameEn,
      teamTypeNameEs: teamTypes.nameEs,
      leaderId: teamHeads.leaderId,
      leaderName: leader.displayName,
      managerId: teamHeads.managerId,
      managerName: manager.displayName,
      dutyDays: teams.dutyDays,
      members: memberCounts.members,
    })
    .from(teams)
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .leftJoin(memberCounts, eq(memberCounts.teamId, teams.id))
    .leftJoin(teamHeads, eq(teamHeads.teamId, teams.id))
    .leftJoin(leader, eq(leader.id, teamHeads.leaderId))
    .leftJoin(manager, eq(manager.id, teamHeads.managerId))
    .where(teamId === undefined ? undefined : eq(teams.id, teamId))
    .orderBy(asc(teams.name))
  return rows.map(({ teamTypeNameEn, teamTypeNameEs, members, leaderName, managerName, ...team }) => ({
    ...team,
    leaderName: leaderName ?? '',
    managerName: managerName ?? '',
    teamTypeName: language === 'es' ? teamTypeNameEs : teamTypeNameEn,
    memberCount: Number(members ?? 0),
  }))
}
