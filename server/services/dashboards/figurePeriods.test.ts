import { describe, expect, it } from 'vitest'
import { chosenDays, datesOf, periodDays, salaryPeriodsAround } from './figurePeriods.ts'

const calendarMonth = { salaryPeriodStartDay: 1 }
// Friday 27 November 2026, 23:30 UTC: already Saturday the 28th in Lagos, still Friday in Mexico City.
const lateFriday = new Date('2026-11-27T23:30:00Z')

describe('the days of a dashboard period, on the person’s own calendar', () => {
  it('a Lagos collector’s today is Lagos’s date, a Mexico City collector’s is Mexico City’s', () => {
    expect(periodDays('today', lateFriday, 'Africa/Lagos', calendarMonth)).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    })
    expect(periodDays('today', lateFriday, 'America/Mexico_City', calendarMonth)).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    })
    expect(periodDays('yesterday', lateFriday, 'Africa/Lagos', calendarMonth)).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    })
  })

  it('this week runs from Monday to today', () => {
    expect(periodDays('thisWeek', lateFriday, 'America/Mexico_City', calendarMonth)).toEqual({
      from: '2026-11-23',
      to: '2026-11-27',
    })
    // A Monday is its own week's first day.
    expect(periodDays('thisWeek', new Date('2026-11-23T12:00:00Z'), 'Africa/Lagos', calendarMonth)).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    })
  })

  it('the salary period begins on its start day, this month or the month before, across a new year', () => {
    expect(periodDays('salaryPeriod', lateFriday, 'Africa/Lagos', calendarMonth)).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
    })
    expect(periodDays('salaryPeriod', lateFriday, 'Africa/Lagos', { salaryPeriodStartDay: 26 })).toEqual({
      from: '2026-11-26',
      to: '2026-11-28',
    })
    expect(
      periodDays('salaryPeriod', new Date('2027-01-10T12:00:00Z'), 'Asia/Karachi', {
        salaryPeriodStartDay: 26,
      }),
    ).toEqual({ from: '2026-12-26', to: '2027-01-10' })
  })

  it('this month runs from its first day to today, on the person’s calendar', () => {
    expect(periodDays('thisMonth', lateFriday, 'Africa/Lagos', calendarMonth)).toEqual({
      from: '2026-11-01',
      to: '2026-11-28',
    })
    // 1 December 00:30 in Lagos is still 30 November in Mexico City.
    const earlyDecember = new Date('2026-11-30T23:30:00Z')
    expect(periodDays('thisMonth', earlyDecember, 'Africa/Lagos', calendarMonth)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    })
    expect(periodDays('thisMonth', earlyDecember, 'America/Mexico_City', calendarMonth)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
  })

  it('custom days are taken as given, and a series lists every date of the days, none left out', () => {
    const days = chosenDays(
      { period: 'custom', from: '2026-02-27', to: '2026-03-02' },
      lateFriday,
      'Africa/Lagos',
      calendarMonth,
    )
    expect(days).toEqual({ from: '2026-02-27', to: '2026-03-02' })
    expect(datesOf(days)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
  })
})

describe('the salary periods a picker offers', () => {
  it('the coming ones, the one holding the day and those before it, newest first, across a year', () => {
    expect(salaryPeriodsAround('2026-12-20', 16, { ahead: 2, before: 2 }).map((p) => p.from)).toEqual([
      '2027-02-16',
      '2027-01-16',
      '2026-12-16',
      '2026-11-16',
      '2026-10-16',
    ])
    expect(salaryPeriodsAround('2026-11-28', 1, { before: 0 })).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
    ])
  })
})
