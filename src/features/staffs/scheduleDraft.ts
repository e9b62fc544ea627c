import type { MonthScheduleAnswer, ScheduleCell } from '../../../contract/staffs.ts'

/** A day a leader may set: every schedule day but 'notMember'. */
export type SettableDay = Exclude<ScheduleCell['day'], 'notMember'>

/** The days changed on screen and not saved yet, by `${memberId}|${date}`. */
export type ScheduleDraft = ReadonlyMap<string, { memberId: number; date: string; day: SettableDay }>

export const emptyDraft: ScheduleDraft = new Map()

const keyOf = (memberId: number, date: string) => `${memberId}|${date}`

/** What a cell shows: the change on screen if there is one, else what the server said. */
export function shownDay(draft: ScheduleDraft, memberId: number, cell: ScheduleCell): ScheduleCell['day'] {
  return draft.get(keyOf(memberId, cell.date))?.day ?? cell.day
}

/**
 * The draft after the leader chose a member's day. Choosing the day the server holds drops the
 * change, so a day set back to where it was is not sent.
 */
export function setDay(
  draft: ScheduleDraft,
  memberId: number,
  cell: ScheduleCell,
  day: SettableDay,
): ScheduleDraft {
  if (!cell.editable || cell.day === 'notMember') return draft
  const key = keyOf(memberId, cell.date)
  const changed = new Map(draft)
  if (day === cell.day) changed.delete(key)
  else changed.set(key, { memberId, date: cell.date, day })
  return changed
}

/** The changes a save sends, member by member, day by day. */
export function draftChanges(draft: ScheduleDraft) {
  return [...draft.values()].sort((a, b) => a.memberId - b.memberId || a.date.localeCompare(b.date))
}

/** The month (yyyy-MM) before or after another. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** Whether the team works on a date (its ISO weekday is one of the duty days). */
export function isDutyDate(schedule: Pick<MonthScheduleAnswer, 'team'>, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7
  return schedule.team.dutyDays.includes(weekday)
}
