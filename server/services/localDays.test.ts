import { describe, expect, it } from 'vitest'
import { addDaysToDate, clockTimeIn, localDayOf, memberToday, startOfLocalDate } from './localDays.ts'

describe("days on a user's own clock", () => {
  it('one moment is a different date, hour and weekday in Lagos and in Mexico City', () => {
    const moment = new Date('2026-11-27T23:34:00Z')
    expect(localDayOf(moment, 'Africa/Lagos')).toMatchObject({ date: '2026-11-28', hour: 0, isoDay: 6 })
    expect(localDayOf(moment, 'America/Mexico_City')).toMatchObject({
      date: '2026-11-27',
      hour: 17,
      isoDay: 5,
    })
    expect(memberToday(moment, 'Asia/Karachi')).toBe('2026-11-28')
    expect(clockTimeIn(moment, 'Africa/Lagos')).toBe('00:34')
    expect(clockTimeIn(new Date('2026-11-27T12:05:00Z'), 'America/Mexico_City')).toBe('06:05')
  })

  it('a day on a clock that changes for daylight saving is 23 or 25 hours long, and midnight is never "24"', () => {
    const springForward = localDayOf(new Date('2026-03-08T12:00:00Z'), 'America/New_York')
    expect(springForward.date).toBe('2026-03-08')
    expect(springForward.end.getTime() - springForward.start.getTime()).toBe(23 * 3_600_000)
    const fallBack = localDayOf(new Date('2026-11-01T12:00:00Z'), 'America/New_York')
    expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(25 * 3_600_000)
    expect(localDayOf(startOfLocalDate('2026-03-09', 'America/New_York'), 'America/New_York')).toMatchObject({
      date: '2026-03-09',
      hour: 0,
    })
  })

  it('adds calendar days across months, years and daylight-saving changes', () => {
    expect(addDaysToDate('2026-03-07', 2)).toBe('2026-03-09')
    expect(addDaysToDate('2026-10-31', 2)).toBe('2026-11-02')
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDaysToDate('2028-03-01', -1)).toBe('2028-02-29')
  })
})
