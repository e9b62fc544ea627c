import { fromZonedTime } from 'date-fns-tz/fromZonedTime'
import type { RuleDefinition } from '../../../contract/automaticRules.ts'
import { addDaysToDate, clockTimeIn, isoWeekdayOf, memberToday } from '../localDays.ts'

/** When a rule runs: a time of day (HH:mm) on chosen ISO weekdays, on the clock of its time zone. */
export type RuleClock = Pick<RuleDefinition, 'time' | 'timeZone' | 'days'>

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

/**
 * The instant a rule's time falls on a date of its clock. A time the clock skips (02:30 the night
 * summer time begins) runs as far into the new hour as it would have into the old one (03:30), as
 * calendars and cron do, rather than an hour early; a time the clock shows twice (the night summer
 * time ends) runs the first time.
 */
function slotOn(date: string, rule: RuleClock): Date {
  const asWritten = fromZonedTime(`${date}T${rule.time}:00`, rule.timeZone)
  const shown = clockTimeIn(asWritten, rule.timeZone)
  if (shown === rule.time) return asWritten
  // The gap the clock skipped, within half a day either way: a time skipped at midnight shows as the
  // evening before (23:30 for 00:30), an hour early, not a day less an hour late.
  const gap = ((((minutesOf(rule.time) - minutesOf(shown) + 720) % 1440) + 1440) % 1440) - 720
  return new Date(asWritten.getTime() + gap * 60_000)
}

/** The rule's slots on the dates of its clock that lie these many days from `now`'s date, in that order. */
function* slotsAround(rule: RuleClock, now: Date, offsets: number[]) {
  const today = memberToday(now, rule.timeZone)
  for (const offset of offsets) {
    const date = addDaysToDate(today, offset)
    if (rule.days.includes(isoWeekdayOf(date))) yield slotOn(date, rule)
  }
}

// A week and a day either way holds a slot of any rule that has a day at all.
const back = Array.from({ length: 9 }, (_, day) => -day)
const ahead = Array.from({ length: 9 }, (_, day) => day)

/** The rule's last scheduled time at or before `now`; null for a rule without days. */
export function latestSlot(rule: RuleClock, now: Date): Date | null {
  for (const slot of slotsAround(rule, now, back)) if (slot.getTime() <= now.getTime()) return slot
  return null
}

/** The rule's next scheduled time after `now`; null for a rule without days. */
export function nextSlot(rule: RuleClock, now: Date): Date | null {
  for (const slot of slotsAround(rule, now, ahead)) if (slot.getTime() > now.getTime()) return slot
  return null
}
