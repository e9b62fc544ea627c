import { describe, expect, it } from 'vitest'
import { latestSlot, nextSlot, type RuleClock } from './ruleSchedule.ts'

const weekdays = [1, 2, 3, 4, 5]
const at = (iso: string) => new Date(iso)
const iso = (date: Date | null) => date?.toISOString() ?? null

describe("a rule's scheduled times, on its own clock", () => {
  // 07:00 in Mexico City (UTC-6 all year since 2022) is 13:00 UTC.
  const morning: RuleClock = { time: '07:00', timeZone: 'America/Mexico_City', days: weekdays }

  it('runs at its time on its days: the last at or before now, the next after it', () => {
    // Wednesday 2 December 2026, 10:00 in Mexico City.
    const wednesday = at('2026-12-02T16:00:00Z')
    expect(iso(latestSlot(morning, wednesday))).toBe('2026-12-02T13:00:00.000Z')
    expect(iso(nextSlot(morning, wednesday))).toBe('2026-12-03T13:00:00.000Z')
    // At the time itself, the slot is the one just come, and the next is tomorrow's.
    const onTheDot = at('2026-12-02T13:00:00Z')
    expect(iso(latestSlot(morning, onTheDot))).toBe('2026-12-02T13:00:00.000Z')
    expect(iso(nextSlot(morning, onTheDot))).toBe('2026-12-03T13:00:00.000Z')
  })

  it('skips the days it does not run: Saturday looks back to Friday and ahead to Monday', () => {
    const saturday = at('2026-12-05T18:00:00Z')
    expect(iso(latestSlot(morning, saturday))).toBe('2026-12-04T13:00:00.000Z')
    expect(iso(nextSlot(morning, saturday))).toBe('2026-12-07T13:00:00.000Z')
    // One day a week: a week back when today's time has not come yet.
    const mondays: RuleClock = { ...morning, days: [1] }
    const mondayDawn = at('2026-12-07T10:00:00Z')
    expect(iso(latestSlot(mondays, mondayDawn))).toBe('2026-11-30T13:00:00.000Z')
    expect(iso(nextSlot(mondays, mondayDawn))).toBe('2026-12-07T13:00:00.000Z')
  })

  it('counts the days on the clock of the rule, far from UTC: Monday 07:00 in Kiritimati is Sunday in UTC', () => {
    // Pacific/Kiritimati is UTC+14: its Monday 07:00 is Sunday 17:00 UTC.
    const kiritimati: RuleClock = { time: '07:00', timeZone: 'Pacific/Kiritimati', days: [1] }
    const sundayInUtc = at('2026-12-06T18:00:00Z')
    expect(iso(latestSlot(kiritimati, sundayInUtc))).toBe('2026-12-06T17:00:00.000Z')
    expect(iso(nextSlot(kiritimati, sundayInUtc))).toBe('2026-12-13T17:00:00.000Z')
    // Honolulu (UTC-10) the same Monday morning is Monday 17:00 UTC, a day later.
    const honolulu: RuleClock = { ...kiritimati, timeZone: 'Pacific/Honolulu' }
    expect(iso(nextSlot(honolulu, sundayInUtc))).toBe('2026-12-07T17:00:00.000Z')
  })

  it('keeps its wall-clock time across a change of summer time, and one run on each day', () => {
    const newYork: RuleClock = { time: '07:00', timeZone: 'America/New_York', days: [1, 2, 3, 4, 5, 6, 7] }
    // Summer time begins on Sunday 8 March 2026: 07:00 is 12:00 UTC before and 11:00 UTC after.
    expect(iso(latestSlot(newYork, at('2026-03-08T11:30:00Z')))).toBe('2026-03-08T11:00:00.000Z')
    expect(iso(nextSlot(newYork, at('2026-03-07T12:00:00Z')))).toBe('2026-03-08T11:00:00.000Z')
    expect(iso(latestSlot(newYork, at('2026-03-07T12:30:00Z')))).toBe('2026-03-07T12:00:00.000Z')
  })

  it('runs a time the clock skips as far into the new hour, and a time it shows twice the first time', () => {
    // 02:30 does not exist in New York on 8 March 2026 (02:00 EST jumps to 03:00 EDT): it runs at 03:30 EDT.
    const skipped: RuleClock = { time: '02:30', timeZone: 'America/New_York', days: [7] }
    expect(iso(nextSlot(skipped, at('2026-03-08T00:00:00Z')))).toBe('2026-03-08T07:30:00.000Z')
    // 01:30 comes twice on 1 November 2026 (EDT, then EST): it runs at the first, 05:30 UTC, once.
    const twice: RuleClock = { time: '01:30', timeZone: 'America/New_York', days: [7] }
    expect(iso(nextSlot(twice, at('2026-11-01T00:00:00Z')))).toBe('2026-11-01T05:30:00.000Z')
    expect(iso(nextSlot(twice, at('2026-11-01T05:30:00Z')))).toBe('2026-11-08T06:30:00.000Z')
    expect(iso(latestSlot(twice, at('2026-11-01T06:45:00Z')))).toBe('2026-11-01T05:30:00.000Z')
  })

  it('runs a time skipped at midnight on its own day, not the day before (Santiago begins summer time at 00:00)', () => {
    // Sunday 6 September 2026 in Santiago: 00:00 jumps to 01:00, so 00:30 runs at 01:30 (04:30 UTC).
    const sundays: RuleClock = { time: '00:30', timeZone: 'America/Santiago', days: [7] }
    expect(iso(nextSlot(sundays, at('2026-09-05T12:00:00Z')))).toBe('2026-09-06T04:30:00.000Z')
    expect(iso(latestSlot(sundays, at('2026-09-06T05:00:00Z')))).toBe('2026-09-06T04:30:00.000Z')
  })
})
