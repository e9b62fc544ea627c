import { formatInTimeZone } from 'date-fns-tz'
import { addDaysToDate } from '../messages/localDays.ts'
import { isoWeekdayOf } from './attendance.ts'

/** One member's day on the schedule: a working day, approved leave, a day off, or not a member then. */
export type ScheduleDay = 'work' | 'leave' | 'off' | 'notMember'

export interface ScheduleMember {
  id: number
  timeZone: string
  /** The first day of their work (yyyy-MM-dd). */
  entryDate: string
  /** The day they left, if they have: from it on they are no longer on the schedule. */
  leftDate: string | null
  /** Their approved leave days (yyyy-MM-dd). */
  approvedLeave: readonly string[]
}

export interface ScheduleCell {
  date: string
  day: ScheduleDay
  /** The leader may change it: today or later on the member's own calendar, and one of their days. */
  editable: boolean
}

export interface MonthSchedule {
  month: string
  /** The month's dates, the 1st first. */
  dates: string[]
  rows: { memberId: number; cells: ScheduleCell[] }[]
}

/** The dates of a month (yyyy-MM). */
export function datesOfMonth(month: string): string[] {
  const dates: string[] = []
  for (let date = `${month}-01`; date.startsWith(month); date = addDaysToDate(date, 1)) dates.push(date)
  return dates
}

/** What a member's date is on the schedule of a team working `dutyDays` (ISO weekdays). */
export function scheduleDayOf(
  member: ScheduleMember,
  dutyDays: readonly number[],
  date: string,
): ScheduleDay {
  if (date < member.entryDate || (member.leftDate !== null && date >= member.leftDate)) return 'notMember'
  if (!dutyDays.includes(isoWeekdayOf(date))) return 'off'
  return member.approvedLeave.includes(date) ? 'leave' : 'work'
}

/**
 * On duty today, as the even split of an allocation asks (contract/evenSplit.ts): a working day of
 * the team on the member's own calendar, and not on approved leave.
 */
export function onDutyToday(member: ScheduleMember, dutyDays: readonly number[], now: Date): boolean {
  return scheduleDayOf(member, dutyDays, formatInTimeZone(now, member.timeZone, 'yyyy-MM-dd')) === 'work'
}

/**
 * A team's schedule for a month (spec section 3, Schedule): members by days, each a working day on
 * the team's duty days, approved leave, or a day off. A day that has passed on the member's own
 * clock is history and read-only; so is a day before they joined or after they left.
 */
export function monthSchedule(
  month: string,
  team: { dutyDays: readonly number[] },
  members: readonly ScheduleMember[],
  now: Date,
): MonthSchedule {
  const dates = datesOfMonth(month)
  const rows = members.map((member) => {
    const today = formatInTimeZone(now, member.timeZone, 'yyyy-MM-dd')
    const cells = dates.map((date): ScheduleCell => {
      const day = scheduleDayOf(member, team.dutyDays, date)
      return { date, day, editable: day !== 'notMember' && date >= today }
    })
    return { memberId: member.id, cells }
  })
  return { month, dates, rows }
}
