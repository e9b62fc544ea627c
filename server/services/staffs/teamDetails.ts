import { and, count, eq, gte, isNull } from 'drizzle-orm'
import type { Language } from '../../../contract/bilingual.ts'
import type { AttendanceToday, TeamDetails, TeamMemberRow } from '../../../contract/staffs.ts'
import type { Database } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { roles, users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { clockEvents, leaveRequests } from '../../database/schema/staffs.ts'
import { AppError } from '../../http/errors.ts'
import { addDaysToDate, memberToday } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { listTeams } from '../system.ts'
import { type Attendance, attendanceOf } from './attendance.ts'
import { type ScheduleDay, scheduleDayOf } from './memberDays.ts'
import { assertTeamInScope } from './staffScope.ts'

/**
 * What a member's day is as their team's details show it: what they pressed wins (a member who
 * clocked in on a day off is at work), then what the schedule says the day is.
 */
export function attendanceToday(attendance: Attendance, day: ScheduleDay): AttendanceToday {
  if (attendance.clockOut) return 'clockedOut'
  if (attendance.clockIn) return 'clockedIn'
  if (day === 'leave') return 'onLeave'
  if (day === 'off') return 'offDuty'
  if (day === 'notMember') return 'notStarted'
  return 'notClockedIn'
}

/** The clocks the attendance figures read: today and the seven days before, on any member's clock. */
const clockWindowDays = 9

/**
 * A team's details (spec section 2: teams 75 and team sellers 104): the team, and its members still
 * working here with their attendance today, each on their own clock (decision 0026), and the open
 * cases they hold. A team leader opens their own team only ('staffs.notYourTeam'), whatever it is.
 */
export async function teamDetailsOf(
  db: Database,
  user: SignedInUser,
  teamId: number,
  language: Language,
  now = new Date(),
): Promise<TeamDetails> {
  assertTeamInScope(user, teamId)
  const [team] = await listTeams(db, language, teamId)
  if (!team) throw new AppError('staffs.teamNotFound')
  const people = await db
    .select({
      id: users.id,
      name: users.displayName,
      roleId: users.roleId,
      roleName: roles.name,
      timeZone: users.timeZone,
      entryDate: users.entryDate,
      leftDate: users.leftDate,
      account: users.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.teamId, teamId))
    .orderBy(users.displayName, users.id)
  const members = people.filter(
    (member) => member.leftDate === null || member.leftDate > memberToday(now, member.timeZone),
  )
  const ids = members.map((member) => member.id)
  const [leave, clocks, held, teamOpen] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ memberId: leaveRequests.memberId, days: leaveRequests.days })
          .from(leaveRequests)
          .where(and(inIdList(leaveRequests.memberId, ids), eq(leaveRequests.status, 'approved'))),
    ids.length === 0
      ? []
      : db
          .select({ memberId: clockEvents.memberId, kind: clockEvents.kind, at: clockEvents.at })
          .from(clockEvents)
          .where(
            and(
              inIdList(clockEvents.memberId, ids),
              gte(clockEvents.day, addDaysToDate(now.toISOString().slice(0, 10), -clockWindowDays)),
            ),
          ),
    ids.length === 0
      ? []
      : db
          .select({ ownerId: cases.ownerId, n: count() })
          .from(cases)
          .where(and(inIdList(cases.ownerId, ids), isNull(cases.closedAt)))
          .groupBy(cases.ownerId),
    db
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.teamId, teamId), isNull(cases.closedAt))),
  ])
  const rows = members.map((member): TeamMemberRow => {
    const calendar = {
      timeZone: member.timeZone,
      entryDate: member.entryDate,
      leftDate: member.leftDate,
      approvedLeave: leave.filter((row) => row.memberId === member.id).flatMap((row) => row.days),
    }
    const attendance = attendanceOf({
      ...calendar,
      now,
      dutyDays: team.dutyDays,
      clocks: clocks.filter((clock) => clock.memberId === member.id),
    })
    return {
      id: member.id,
      name: member.name,
      roleId: member.roleId,
      roleName: member.roleName,
      timeZone: member.timeZone,
      today: attendance.today,
      attendance: attendanceToday(attendance, scheduleDayOf(calendar, team.dutyDays, attendance.today)),
      clockIn: attendance.clockIn?.toISOString() ?? null,
      clockOut: attendance.clockOut?.toISOString() ?? null,
      absencesLast3Days: attendance.absencesLast3Days,
      leaveDaysLast7Days: attendance.leaveDaysLast7Days,
      openCases: Number(held.find((row) => row.ownerId === member.id)?.n ?? 0),
      valid: member.account === 'active',
    }
  })
  return { team, members: rows, openCases: Number(teamOpen[0]?.n ?? 0) }
}
