import { formatInTimeZone } from 'date-fns-tz'
import { addDaysToDate } from '../messages/localDays.ts'

/** One press of the header's clock-in or clock-out button. */
export interface ClockEvent {
  kind: 'in' | 'out'
  at: Date
}

/** What the attendance of one member is worked out from. */
export interface AttendanceFacts {
  /** The moment asked about; "today" is the member's date at that moment. */
  now: Date
  /** The member's own time zone (IANA): their days begin and end on their clock, not the server's. */
  timeZone: string
  /** The first day of the member's work (yyyy-MM-dd, on their calendar). */
  entryDate: string
  /** The team's duty days, as ISO weekdays: 1 for Monday to 7 for Sunday. */
  dutyDays: readonly number[]
  /** The days (yyyy-MM-dd) of the member's approved leave; pending and cancelled requests are not leave. */
  approvedLeave: readonly string[]
  clocks: readonly ClockEvent[]
}

/** The attendance fields of staff performance (spec section 3). */
export interface Attendance {
  /** The member's date today. */
  today: string
  /** The first clock-in of today. */
  clockIn: Date | null
  /** The last clock-out of today, once no clock-in follows it: null while the member is at work. */
  clockOut: Date | null
  /** Duty days among the three before today with neither a clock-in nor approved leave. */
  absencesLast3Days: number
  /** Duty days among the seven before today taken as approved leave. */
  leaveDaysLast7Days: number
  /** Days since the member's entry, the entry day and today included. */
  inDutyDays: number
}

/** The ISO weekday of a calendar date, whatever the time zone (a date is the same weekday everywhere). */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** Calendar days from one date to another (negative when `to` is before `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The `count` dates before `today`, the nearest first. */
function daysBefore(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDaysToDate(today, -(i + 1)))
}

/**
 * A member's attendance on their own clock. The windows are whole days before today: today is not
 * over, so a member who has not clocked in yet is not absent yet (the clock-in field says so), and a
 * day counts as the member's only from their entry on. A day off (not a duty day) is neither an
 * absence nor a leave day, whatever was pressed or requested for it.
 */
export function attendanceOf(facts: AttendanceFacts): Attendance {
  const { timeZone } = facts
  const today = formatInTimeZone(facts.now, timeZone, 'yyyy-MM-dd')
  const dateOf = (at: Date) => formatInTimeZone(at, timeZone, 'yyyy-MM-dd')
  const clockedInOn = new Set<string>()
  const todays: ClockEvent[] = []
  for (const clock of facts.clocks) {
    if (clock.at > facts.now) continue
    const date = dateOf(clock.at)
    if (clock.kind === 'in') clockedInOn.add(date)
    if (date === today) todays.push(clock)
  }
  todays.sort((a, b) => a.at.getTime() - b.at.getTime())
  const ins = todays.filter((clock) => clock.kind === 'in')
  const last = todays.at(-1)
  const duty = new Set(facts.dutyDays)
  const leave = new Set(facts.approvedLeave)
  const worked = (date: string) => date >= facts.entryDate && duty.has(isoWeekdayOf(date))
  return {
    today,
    clockIn: ins[0]?.at ?? null,
    clockOut: ins.length > 0 && last?.kind === 'out' ? last.at : null,
    absencesLast3Days: daysBefore(today, 3).filter(
      (date) => worked(date) && !clockedInOn.has(date) && !leave.has(date),
    ).length,
    leaveDaysLast7Days: daysBefore(today, 7).filter((date) => worked(date) && leave.has(date)).length,
    inDutyDays: Math.max(0, daysBetween(facts.entryDate, today) + 1),
  }
}
