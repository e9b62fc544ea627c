import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import {
  type Workday,
  type WorkdayGroup,
  type WorkdayGroupName,
  type WorkdayItem,
  type WorkdayMember,
  type WorkdayTeam,
  workdayItemsShown,
} from '../../../contract/workday.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import {
  type DayBounds,
  type Scope,
  type WorkdayGroupQueryName,
  workdayGroupQueries,
} from '../cases/index.ts'
import { localDayOf } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { type GroupCounts, groupCounts, groupItems } from './workdayGroups.ts'
import { workdayScopeOf } from './workdayScope.ts'
import { type TeamClock, teamClocks } from './workdayTeams.ts'

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

/** A scope's day (narrowed by `within`): each group's counts and first items, on the clock of `timeZone`. */
export async function workdayOfScope(
  db: Database,
  scope: Scope,
  timeZone: string,
  now = new Date(),
  within?: SQL,
): Promise<Workday> {
  const bounds: DayBounds = { day: localDayOf(now, timeZone), now }
  const counts = {} as Record<WorkdayGroupQueryName, GroupCounts>
  const groups = {} as Record<WorkdayGroupQueryName, WorkdayGroup>
  // One after the other: a request holds one connection, and PGlite runs one query at a time anyway.
  for (const name of groupNames) {
    const query = workdayGroupQueries[name]
    counts[name] = await groupCounts(db, query, scope, bounds, within)
    groups[name] = { ...totalOf(counts[name]), items: await groupItems(db, query, scope, bounds, within) }
  }
  return {
    date: bounds.day.date,
    asOf: now.toISOString(),
    // A team leader without a team reaches nothing: theirs is a team's day with no team in it.
    scope: scope.kind === 'none' ? 'team' : scope.kind,
    ...groups,
    members: scope.kind === 'team' ? await membersOf(db, scope.teamId, counts) : [],
    teams: [],
  }
}

/** The soonest first (an item without a time after those with one), then the longest overdue. */
const soonestFirst = (a: WorkdayItem, b: WorkdayItem) =>
  (a.at ?? '~').localeCompare(b.at ?? '~') || b.overdueDays - a.overdueDays || a.caseId - b.caseId

/** Days of parts of the cases, each on its own clock, as one: counts added, the first items of all. */
function mergedGroup(days: Workday[], name: WorkdayGroupName): WorkdayGroup {
  return {
    count: days.reduce((sum, day) => sum + day[name].count, 0),
    overdue: days.reduce((sum, day) => sum + day[name].overdue, 0),
    items: days
      .flatMap((day) => day[name].items)
      .sort(soonestFirst)
      .slice(0, workdayItemsShown),
  }
}

const teamRow = (team: TeamClock, day: Workday): WorkdayTeam => ({
  ...team,
  date: day.date,
  overdueAppointments: day.appointments.overdue + day.promises.overdue,
  appointments: day.appointments.count,
  promises: day.promises.count,
  notContacted: day.notContacted.count,
  todos: day.todos.count,
})

/**
 * A manager's day: each team's cases read on the team's own clock (so a Lagos team's appointments of
 * the 26th are due while the manager in Mexico City is still on the 25th), the cases of no team on the
 * manager's; the groups add them up, and each team has its row.
 */
async function managersDay(db: Database, timeZone: string, now: Date): Promise<Workday> {
  const all: Scope = { kind: 'all' }
  const teamsOfDay: WorkdayTeam[] = []
  const days: Workday[] = []
  for (const team of await teamClocks(db, timeZone)) {
    const day = await workdayOfScope(db, all, team.timeZone, now, eq(cases.teamId, team.teamId))
    days.push(day)
    teamsOfDay.push(teamRow(team, day))
  }
  const own = await workdayOfScope(db, all, timeZone, now, isNull(cases.teamId))
  days.push(own)
  return {
    ...own,
    appointments: mergedGroup(days, 'appointments'),
    promises: mergedGroup(days, 'promises'),
    notContacted: mergedGroup(days, 'notContacted'),
    todos: mergedGroup(days, 'todos'),
    teams: teamsOfDay,
  }
}

/**
 * The caller's day, or one member's when a leader or manager asks, on the caller's own clock; a team's
 * when a manager asks, on the team's clock; a manager's own, each team on its clock.
 */
export async function workdayOf(
  db: Database,
  user: SignedInUser,
  asked: { memberId?: number; teamId?: number },
  now = new Date(),
): Promise<Workday> {
  const { scope, within } = await workdayScopeOf(db, user, asked)
  if (scope.kind === 'all') return managersDay(db, user.timeZone, now)
  if (asked.teamId !== undefined && scope.kind === 'team') {
    const [team] = await teamClocks(db, user.timeZone, scope.teamId)
    return workdayOfScope(db, scope, team?.timeZone ?? user.timeZone, now)
  }
  return workdayOfScope(db, scope, user.timeZone, now, within)
}
