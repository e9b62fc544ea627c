import { addDaysToDate, memberToday } from '../localDays.ts'
import { type MemberCalendar, scheduleDayOf } from './memberDays.ts'

/** One press of the header's clock-in or clock-out button. */
export interface ClockEvent {
  kind: 'in' | 'out'
  at: Date
  /** The member's date when they pressed, as kept with the press; worked out from `at` when not given. */
  day?: string
}

/** What the attendance of one member is worked out from. */
export interface AttendanceFacts extends MemberCalendar {
  /** The moment asked about; "today" is the member's date at that moment. */
  now: Date
  /** The team's duty days, as ISO weekdays: 1 for Monday to 7 for Sunday. */
  dutyDays: readonly number[]
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
  /** Working days among the three before today without a clock-in (approved leave is no absence). */
  absencesLast3Days: number
  /** Working days among the seven before today taken as approved leave. */
  leaveDaysLast7Days: number
  /** Days since the member's entry, the entry day and today included (up to their last day if they left). */
  inDutyDays: number
}

/** Calendar days from one date to another (negative when `to` is before `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The week of dates before each recent today, the nearest first: the same for every member of a day. */
const weeksBefore = new Map<string, readonly string[]>()

/** The `count` (at most 7) dates before `today`, the nearest first. */
function daysBefore(today: string, count: number): readonly string[] {
  let week = weeksBefore.get(today)
  if (!week) {
    if (weeksBefore.size > 64) weeksBefore.clear()
    week = Array.from({ length: 7 }, (_, i) => addDaysToDate(today, -(i + 1)))
    weeksBefore.set(today, week)
  }
  return week.slice(0, count)
}

/**
 * A member's attendance on their own clock, each day read as the schedule reads it (memberDays.ts).
 * The windows are whole days before today: today is not over, so a member who has not clocked in yet
 * is not absent yet (the clock-in field says so). A day off, or a day before joining or after leaving,
 * is neither an absence nor a leave day, whatever was pressed or requested for it.
 */
export function attendanceOf(facts: AttendanceFacts): Attendance {
  const today = memberToday(facts.now, facts.timeZone)
  const clockedInOn = new Set<string>()
  const todays: ClockEvent[] = []
  for (const clock of facts.clocks) {
    if (clock.at > facts.now) continue
    const date = clock.day ?? memberToday(clock.at, facts.timeZone)
    if (clock.kind === 'in') clockedInOn.add(date)
    if (date === today) todays.push(clock)
  }
  todays.sort((a, b) => a.at.getTime() - b.at.getTime())
  const ins = todays.filter((clock) => clock.kind === 'in')
  const last = todays.at(-1)
  // A member who left stops counting on their last day.
  const lastDay =
    facts.leftDate !== null && facts.leftDate <= today ? addDaysToDate(facts.leftDate, -1) : today
  const dayOf = (date: string) => scheduleDayOf(facts, facts.dutyDays, date)
  return {
    today,
    clockIn: ins[0]?.at ?? null,
    clockOut: ins.length > 0 && last?.kind === 'out' ? last.at : null,
    absencesLast3Days: daysBefore(today, 3).filter((date) => dayOf(date) === 'work' && !clockedInOn.has(date))
      .length,
    leaveDaysLast7Days: daysBefore(today, 7).filter((date) => dayOf(date) === 'leave').length,
    inDutyDays: Math.max(0, daysBetween(facts.entryDate, lastDay) + 1),
  }
}

/** The first clock-in and, once no clock-in follows it, the last clock-out of one day's presses. */
export function clockOfDay(presses: readonly ClockEvent[]) {
  const ordered = [...presses].sort((a, b) => a.at.getTime() - b.at.getTime())
  const firstIn = ordered.find((press) => press.kind === 'in') ?? null
  const last = ordered.at(-1)
  return { clockIn: firstIn?.at ?? null, clockOut: firstIn && last?.kind === 'out' ? last.at : null }
}
