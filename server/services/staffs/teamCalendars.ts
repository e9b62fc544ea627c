import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { roles, users } from '../../database/schema/accounts.ts'
import { leaveRequests, scheduleDays } from '../../database/schema/staffs.ts'
import type { ScheduleMember, SetScheduleDay } from './memberDays.ts'

/** A member of a team as the schedule shows them: their calendar and how they are called. */
export interface TeamCalendar extends ScheduleMember {
  name: string
  roleName: string
}

/**
 * The calendars of members between two dates (yyyy-MM-dd, both included): their approved leave and
 * the days their leader set, read in two queries whatever the number of members.
 */
export async function withDays<M extends { id: number }>(
  db: Database | Transaction,
  members: M[],
  from: string,
  to: string,
): Promise<(M & Pick<ScheduleMember, 'approvedLeave' | 'setDays'>)[]> {
  const ids = members.map((member) => member.id)
  if (ids.length === 0) return []
  const [leave, set] = await Promise.all([
    db
      .select({ memberId: leaveRequests.memberId, days: leaveRequests.days })
      .from(leaveRequests)
      .where(
        and(
          inIdList(leaveRequests.memberId, ids),
          eq(leaveRequests.status, 'approved'),
          sql`exists (select 1 from unnest(${leaveRequests.days}) as d where d between ${from} and ${to})`,
        ),
      ),
    db
      .select({ memberId: scheduleDays.memberId, day: scheduleDays.day, kind: scheduleDays.kind })
      .from(scheduleDays)
      .where(
        and(inIdList(scheduleDays.memberId, ids), gte(scheduleDays.day, from), lte(scheduleDays.day, to)),
      ),
  ])
  // Each member's rows apart once: an operation's members are thousands.
  const setOf = new Map<number, Record<string, SetScheduleDay>>()
  for (const row of set) {
    const days = setOf.get(row.memberId) ?? {}
    days[row.day] = row.kind
    setOf.set(row.memberId, days)
  }
  const leaveOf = new Map<number, string[]>()
  for (const row of leave) {
    const days = leaveOf.get(row.memberId) ?? []
    days.push(...row.days)
    leaveOf.set(row.memberId, days)
  }
  return members.map((member) => ({
    ...member,
    approvedLeave: leaveOf.get(member.id) ?? [],
    setDays: setOf.get(member.id) ?? {},
  }))
}

/** The team's valid members, by name, with their calendars between two dates. */
export async function teamCalendars(
  db: Database | Transaction,
  teamId: number,
  from: string,
  to: string,
): Promise<TeamCalendar[]> {
  const members = await db
    .select({
      id: users.id,
      name: users.displayName,
      roleName: roles.name,
      timeZone: users.timeZone,
      entryDate: users.entryDate,
      leftDate: users.leftDate,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.teamId, teamId), eq(users.status, 'active')))
    .orderBy(asc(users.displayName), asc(users.id))
  return withDays(db, members, from, to)
}

/** One member's calendar around one date, for deciding what that date is for them. */
export async function memberCalendarOn(
  db: Database | Transaction,
  member: { id: number; timeZone: string; entryDate: string; leftDate: string | null },
  date: string,
): Promise<ScheduleMember> {
  const [calendar] = await withDays(db, [member], date, date)
  return calendar!
}
