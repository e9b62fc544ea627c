import { and, asc, eq } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import type { Workday, WorkdayGroup, WorkdayMember } from '../../../contract/workday.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import type { Scope } from '../cases/caseScope.ts'
import { localDayOf } from '../messages/localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import {
  type DayBounds,
  type GroupCounts,
  groupCounts,
  groupItems,
  type WorkdayGroupQueryName,
  workdayGroupQueries,
} from './workdayGroups.ts'
import { workdayScopeOf } from './workdayScope.ts'

const groupNames = Object.keys(workdayGroupQueries) as WorkdayGroupQueryName[]

const totalOf = (counts: GroupCounts) =>
  [...counts.values()].reduce(
    (all, one) => ({ count: all.count + one.count, overdue: all.overdue + one.overdue }),
    { count: 0, overdue: 0 },
  )

/** The collectors of a leader's team, each with their counts (zero when nothing is due). */
async function membersOf(
  db: Database,
  teamId: number,
  counts: Record<WorkdayGroupQueryName, GroupCounts>,
): Promise<WorkdayMember[]> {
  const people = await db
    .select({ userId: users.id, name: users.displayName })
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.roleId, roleIds.collector), eq(users.status, 'active')))
    .orderBy(asc(users.displayName), asc(users.id))
  const of = (group: WorkdayGroupQueryName, userId: number) => counts[group].get(userId)
  return people.map(({ userId, name }) => ({
    userId,
    name,
    overdueAppointments: (of('appointments', userId)?.overdue ?? 0) + (of('promises', userId)?.overdue ?? 0),
    appointments: of('appointments', userId)?.count ?? 0,
    promises: of('promises', userId)?.count ?? 0,
    notContacted: of('notContacted', userId)?.count ?? 0,
    todos: of('todos', userId)?.count ?? 0,
  }))
}

/** A scope's day: each group's counts and first items, on the clock of `timeZone`. */
export async function workdayOfScope(
  db: Database,
  scope: Scope,
  timeZone: string,
  now = new Date(),
): Promise<Workday> {
  const bounds: DayBounds = { day: localDayOf(now, timeZone), now }
  const counts = {} as Record<WorkdayGroupQueryName, GroupCounts>
  const groups = {} as Record<WorkdayGroupQueryName, WorkdayGroup>
  // One after the other: a request holds one connection, and PGlite runs one query at a time anyway.
  for (const name of groupNames) {
    const query = workdayGroupQueries[name]
    counts[name] = await groupCounts(db, query, scope, bounds)
    groups[name] = { ...totalOf(counts[name]), items: await groupItems(db, query, scope, bounds) }
  }
  return {
    date: bounds.day.date,
    asOf: now.toISOString(),
    scope: scope.kind,
    ...groups,
    members: scope.kind === 'team' && scope.teamId !== null ? await membersOf(db, scope.teamId, counts) : [],
  }
}

/** The caller's day, or one member's when a leader or manager asks; on the caller's own clock. */
export async function workdayOf(
  db: Database,
  user: SignedInUser,
  memberId: number | undefined,
  now = new Date(),
): Promise<Workday> {
  const scope = await workdayScopeOf(db, user, memberId)
  return workdayOfScope(db, scope, user.timeZone, now)
}
