import { and, between, eq, gte } from 'drizzle-orm'
import type { Database } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { clockEvents } from '../../database/schema/staffs.ts'
import { teams } from '../../database/schema/system.ts'
import { addDaysToDate, clockTimeIn } from '../localDays.ts'
import { attendanceOf, type ClockEvent, clockOfDay } from './attendance.ts'
import { type ScheduleDay, scheduleDayOf } from './memberDays.ts'
import { withDays } from './teamCalendars.ts'

/** A member's attendance as the staff dashboard shows it: today's clock on their own clock (HH:mm). */
export interface MemberAttendance {
  clockIn: string | null
  clockOut: string | null
  absencesLast3Days: number
  leaveDaysLast7Days: number
}

/** One of a member's days as their details show it: what the schedule made it, and their clock. */
export interface MemberDay {
  day: string
  scheduled: ScheduleDay
  clockIn: string | null
  clockOut: string | null
}

/** The attendance windows reach a week back from any member's today, wherever they are. */
const windowDays = 9

const hourAndMinute = (at: Date | null, timeZone: string) => (at === null ? null : clockTimeIn(at, timeZone))

/** The members with what their calendar is made of: their zone, their days as a member, their team's duty days. */
function membersWithTeams(db: Database, memberIds: number[]) {
  return db
    .select({
      id: users.id,
      timeZone: users.timeZone,
      entryDate: users.entryDate,
      leftDate: users.leftDate,
      dutyDays: teams.dutyDays,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(inIdList(users.id, memberIds))
}

/**
 * Each member's attendance now (spec section 3: clock-in, clock-out, absences in the last 3 days,
 * leave days in the last 7), on their own clock and schedule (attendance.ts), read in a few queries
 * whatever the number of members.
 */
export async function attendanceOfMembers(
  db: Database,
  memberIds: number[],
  now: Date,
): Promise<Map<number, MemberAttendance>> {
  if (memberIds.length === 0) return new Map()
  const serverToday = now.toISOString().slice(0, 10)
  const [members, clocks] = await Promise.all([
    membersWithTeams(db, memberIds),
    db
      .select({
        memberId: clockEvents.memberId,
        kind: clockEvents.kind,
        at: clockEvents.at,
        day: clockEvents.day,
      })
      .from(clockEvents)
      .where(
        and(
          inIdList(clockEvents.memberId, memberIds),
          gte(clockEvents.day, addDaysToDate(serverToday, -windowDays)),
        ),
      ),
  ])
  const calendars = await withDays(
    db,
    members,
    addDaysToDate(serverToday, -windowDays),
    addDaysToDate(serverToday, 1),
  )
  // Each member's presses apart once: a whole operation's week is thousands of them.
  const pressesOf = new Map<number, ClockEvent[]>()
  for (const clock of clocks) {
    const presses = pressesOf.get(clock.memberId)
    if (presses) presses.push(clock)
    else pressesOf.set(clock.memberId, [clock])
  }
  const attendance = new Map<number, MemberAttendance>()
  for (const member of calendars) {
    const facts = attendanceOf({
      ...member,
      now,
      dutyDays: member.dutyDays ?? [],
      clocks: pressesOf.get(member.id) ?? [],
    })
    attendance.set(member.id, {
      clockIn: hourAndMinute(facts.clockIn, member.timeZone),
      clockOut: hourAndMinute(facts.clockOut, member.timeZone),
      absencesLast3Days: facts.absencesLast3Days,
      leaveDaysLast7Days: facts.leaveDaysLast7Days,
    })
  }
  return attendance
}

/**
 * A member's days from one date to another (their own dates, both included): what each was on their
 * schedule (memberDays.ts) and when they clocked in and out, on their clock. Undefined for no such member.
 */
export async function memberDaysOf(
  db: Database,
  memberId: number,
  dates: readonly string[],
): Promise<MemberDay[] | undefined> {
  const [member] = await membersWithTeams(db, [memberId])
  if (!member || dates.length === 0) return member ? [] : undefined
  const from = dates[0]!
  const to = dates.at(-1)!
  const [[calendar], presses] = await Promise.all([
    withDays(db, [member], from, to),
    db
      .select({ day: clockEvents.day, kind: clockEvents.kind, at: clockEvents.at })
      .from(clockEvents)
      .where(and(eq(clockEvents.memberId, memberId), between(clockEvents.day, from, to))),
  ])
  return dates.map((day) => {
    const clock = clockOfDay(presses.filter((press) => press.day === day))
    return {
      day,
      scheduled: scheduleDayOf(calendar!, member.dutyDays ?? [], day),
      clockIn: hourAndMinute(clock.clockIn, member.timeZone),
      clockOut: hourAndMinute(clock.clockOut, member.timeZone),
    }
  })
}
