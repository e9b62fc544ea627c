import { sql } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import type { Database } from '../../database/connect.ts'
import { qualified } from '../../database/qualified.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'

/** A team and the clock its day is read on. */
export interface TeamClock {
  teamId: number
  name: string
  timeZone: string
}

const activeIn = sql`${qualified(users.teamId)} = ${qualified(teams.id)} and ${qualified(users.status)} = 'active'`

/**
 * The teams with collectors, each on its own clock: its leader's time zone, else the one most of its
 * members work in, else `fallback` (the manager's). A Lagos team's day is Lagos's, wherever the
 * manager sits. `teamId` narrows it to one team.
 */
export async function teamClocks(db: Database, fallback: string, teamId?: number): Promise<TeamClock[]> {
  const leaderZone = sql`(select ${qualified(users.timeZone)} from ${users} where ${activeIn} and ${qualified(users.roleId)} = ${roleIds.teamLeader} order by ${qualified(users.id)} limit 1)`
  const membersZone = sql`(select ${qualified(users.timeZone)} from ${users} where ${activeIn} group by ${qualified(users.timeZone)} order by count(*) desc, ${qualified(users.timeZone)} limit 1)`
  const withCollectors = sql`exists (select 1 from ${users} where ${activeIn} and ${qualified(users.roleId)} = ${roleIds.collector})`
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      timeZone: sql<string>`coalesce(${leaderZone}, ${membersZone}, ${fallback})`,
    })
    .from(teams)
    .where(teamId === undefined ? withCollectors : sql`${teams.id} = ${teamId}`)
    .orderBy(teams.name, teams.id)
  return rows
}
