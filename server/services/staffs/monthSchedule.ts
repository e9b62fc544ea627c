import { addDaysToDate, memberToday } from '../localDays.ts'
import { type ScheduleDay, type ScheduleMember, scheduleDayOf } from './memberDays.ts'

export interface ScheduleCell {
  date: string
  day: ScheduleDay
  /** The leader may change it: today or later on the member's own calendar, and one of their days. */
  editable: boolean
  /** The leader set it: it differs from what the duty days and the approved leave make it. */
  set: boolean
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
    const today = memberToday(now, member.timeZone)
    const cells = dates.map((date): ScheduleCell => {
      const day = scheduleDayOf(member, team.dutyDays, date)
      const set = day !== 'notMember' && member.setDays?.[date] !== undefined
      return { date, day, editable: day !== 'notMember' && date >= today, set }
    })
    return { memberId: member.id, cells }
  })
  return { month, dates, rows }
}
