import { isoWeekdayOf, memberToday } from '../localDays.ts'

// What one date is for one member, on their own calendar: the one rule the schedule, the attendance
// figures and the even split of an allocation all read.

/** One member's day on the schedule: a working day, approved leave, a day off, or not a member then. */
export type ScheduleDay = 'work' | 'leave' | 'off' | 'notMember'

/** What the calendar of one member is made of. */
export interface MemberCalendar {
  /** Their own time zone (IANA): their days begin and end on their clock, not the server's. */
  timeZone: string
  /** The first day of their work (yyyy-MM-dd). */
  entryDate: string
  /** The day they left, if they have: from it on they are no longer on the schedule. */
  leftDate: string | null
  /** Their approved leave days (yyyy-MM-dd); pending and cancelled requests are not leave. */
  approvedLeave: readonly string[]
  /**
   * The days their leader set on the schedule (yyyy-MM-dd to the day), where they differ from what
   * the duty days and the approved leave make them; they come first. None when not read.
   */
  setDays?: Readonly<Record<string, SetScheduleDay>>
}

/** What a leader sets a member's day to on the schedule. */
export type SetScheduleDay = Exclude<ScheduleDay, 'notMember'>

export interface ScheduleMember extends MemberCalendar {
  id: number
}

/** What a member's date is on the schedule of a team working `dutyDays` (ISO weekdays). */
export function scheduleDayOf(
  member: MemberCalendar,
  dutyDays: readonly number[],
  date: string,
): ScheduleDay {
  if (date < member.entryDate || (member.leftDate !== null && date >= member.leftDate)) return 'notMember'
  return member.setDays?.[date] ?? teamDayOf(member, dutyDays, date)
}

/** What the team's duty days and the member's approved leave make a date, before their leader sets it. */
export function teamDayOf(
  member: Pick<MemberCalendar, 'approvedLeave'>,
  dutyDays: readonly number[],
  date: string,
): SetScheduleDay {
  if (!dutyDays.includes(isoWeekdayOf(date))) return 'off'
  return member.approvedLeave.includes(date) ? 'leave' : 'work'
}

/**
 * On duty today, as the even split of an allocation asks (contract/evenSplit.ts): a working day of
 * the team on the member's own calendar, and not on approved leave.
 */
export function onDutyToday(member: MemberCalendar, dutyDays: readonly number[], now: Date): boolean {
  return scheduleDayOf(member, dutyDays, memberToday(now, member.timeZone)) === 'work'
}
