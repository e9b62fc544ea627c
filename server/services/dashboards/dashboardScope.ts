import { asc, eq, type SQL, sql } from 'drizzle-orm'
import type { FigureScope } from '../../../contract/dashboards.ts'
import { isInReach, type PolicyActor, reachOf } from '../../../contract/policy.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'

/** Someone whose figures a dashboard shows. */
export interface Person {
  id: number
  name: string
  teamId: number | null
  teamName: string | null
  timeZone: string
  roleId: number
}

/** A team of a manager's per-team rows; the one with a null id holds the people in no team. */
export interface Team {
  id: number | null
  name: string | null
}

export interface ScopeOfFigures {
  kind: FigureScope
  id: number | null
  name: string | null
}

/**
 * Whose figures a call reads, by the one policy (contract/policy.ts): the scope the answer names,
 * the people in it (`among`, as a condition on users), and whether its rows are people or teams.
 */
export interface Whose {
  scope: ScopeOfFigures
  rowsBy: 'person' | 'team'
  people: Person[]
  /** The teams of per-team rows (every team, by name); none for per-person rows. */
  teams: Team[]
  among: SQL | undefined
}

/** The people a condition on users names, by name. */
export function peopleWhere(db: Database, where: SQL | undefined): Promise<Person[]> {
  return db
    .select({
      id: users.id,
      name: users.displayName,
      teamId: users.teamId,
      teamName: teams.name,
      timeZone: users.timeZone,
      roleId: users.roleId,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(where)
    .orderBy(asc(users.displayName), asc(users.id))
}

async function teamScope(db: Database, teamId: number): Promise<Whose> {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId))
  if (!team) throw new AppError('dashboard.teamNotFound')
  const among = eq(users.teamId, teamId)
  return {
    scope: { kind: 'team', id: teamId, name: team.name },
    rowsBy: 'person',
    people: await peopleWhere(db, among),
    teams: [],
    among,
  }
}

/**
 * The figures a user may read, and a team they name: a collector or seller their own (a team named is
 * refused), someone in a team that team's members (another team refused), someone over the teams
 * every team's rows or the members of the team they name; a team leader without a team nobody's.
 */
export async function whoseFigures(
  db: Database,
  user: Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'>,
  teamId: number | undefined,
): Promise<Whose> {
  const reach = reachOf(user)
  if (teamId !== undefined && !isInReach(reach, { teamId })) throw new AppError('dashboard.teamOutOfReach')
  if (teamId !== undefined) return teamScope(db, teamId)
  switch (reach.kind) {
    case 'own': {
      const among = eq(users.id, reach.userId)
      const people = await peopleWhere(db, among)
      return {
        scope: { kind: 'person', id: reach.userId, name: people[0]?.name ?? null },
        rowsBy: 'person',
        people,
        teams: [],
        among,
      }
    }
    case 'team':
      return teamScope(db, reach.teamId)
    case 'none':
      return {
        scope: { kind: 'team', id: null, name: null },
        rowsBy: 'person',
        people: [],
        teams: [],
        among: sql`false`,
      }
    case 'all': {
      const [people, every] = await Promise.all([
        peopleWhere(db, undefined),
        db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name)),
      ])
      const noTeam: Team[] = people.some((person) => person.teamId === null) ? [{ id: null, name: null }] : []
      return {
        scope: { kind: 'operation', id: null, name: null },
        rowsBy: 'team',
        people,
        teams: [...every, ...noTeam],
        among: undefined,
      }
    }
  }
}

/** A member whose figures or cases are asked for: refused out of the user's reach, 404 when unknown. */
export async function memberInReach(
  db: Database,
  user: Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'>,
  memberId: number,
): Promise<Person> {
  const [member] = await peopleWhere(db, eq(users.id, memberId))
  if (!member) throw new AppError('dashboard.memberNotFound')
  if (!isInReach(reachOf(user), { ownerId: member.id, teamId: member.teamId }))
    throw new AppError('dashboard.memberOutOfReach')
  return member
}
