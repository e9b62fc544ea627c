import { describe, expect, it } from 'vitest'
import { type AttendanceFacts, attendanceOf } from './attendance.ts'

const weekdays = [1, 2, 3, 4, 5]
const everyDay = [1, 2, 3, 4, 5, 6, 7]
const facts = (
  over: Partial<AttendanceFacts> & Pick<AttendanceFacts, 'now' | 'timeZone'>,
): AttendanceFacts => ({
  entryDate: '2025-01-06',
  leftDate: null,
  dutyDays: everyDay,
  approvedLeave: [],
  clocks: [],
  ...over,
})
const at = (iso: string) => new Date(iso)

describe("a member's attendance, on their own clock", () => {
  it("in Kolkata, a clock-in at 00:15 on the 1st of March is that day's, though it is still February in UTC", () => {
    const figures = attendanceOf(
      facts({
        timeZone: 'Asia/Kolkata',
        now: at('2026-02-28T19:00:00Z'),
        clocks: [{ kind: 'in', at: at('2026-02-28T18:45:00Z') }],
      }),
    )
    expect(figures.today).toBe('2026-03-01')
    expect(figures.clockIn).toEqual(at('2026-02-28T18:45:00Z'))
    expect(figures.clockOut).toBeNull()
    // 26, 27 and 28 February: three duty days without a clock-in.
    expect(figures.absencesLast3Days).toBe(3)
  })

  it('in Mexico City, 23:30 on the 30th of November is still November, whatever UTC says', () => {
    const figures = attendanceOf(
      facts({
        timeZone: 'America/Mexico_City',
        now: at('2026-12-01T05:30:00Z'),
        clocks: [
          { kind: 'in', at: at('2026-11-30T15:00:00Z') },
          { kind: 'out', at: at('2026-12-01T00:10:00Z') },
          // 17:00 on the 29th in Mexico City: the 29th is worked.
          { kind: 'in', at: at('2026-11-29T23:00:00Z') },
        ],
      }),
    )
    expect(figures).toMatchObject({
      today: '2026-11-30',
      clockIn: at('2026-11-30T15:00:00Z'),
      clockOut: at('2026-12-01T00:10:00Z'),
      absencesLast3Days: 2,
    })
  })

  it('in Lagos, a member who started on the 31st of January has 30 in-duty days on the 1st of March', () => {
    const figures = attendanceOf(
      facts({ timeZone: 'Africa/Lagos', now: at('2026-03-01T09:00:00Z'), entryDate: '2026-01-31' }),
    )
    expect(figures.inDutyDays).toBe(30)
    expect(
      attendanceOf(
        facts({ timeZone: 'Africa/Lagos', now: at('2028-03-01T09:00:00Z'), entryDate: '2028-02-28' }),
      ).inDutyDays,
    ).toBe(3)
    expect(
      attendanceOf(
        facts({ timeZone: 'Africa/Lagos', now: at('2026-03-01T09:00:00Z'), entryDate: '2026-03-02' }),
      ).inDutyDays,
    ).toBe(0)
  })

  it('on the day Madrid moves its clocks forward, 00:30 and 23:30 are both that day', () => {
    const figures = attendanceOf(
      facts({
        timeZone: 'Europe/Madrid',
        now: at('2026-03-29T21:30:00Z'),
        clocks: [{ kind: 'in', at: at('2026-03-28T23:30:00Z') }],
      }),
    )
    expect(figures.today).toBe('2026-03-29')
    expect(figures.clockIn).toEqual(at('2026-03-28T23:30:00Z'))
  })

  it('on the day New York moves its clocks back, its 25 hours are one day', () => {
    const figures = attendanceOf(
      facts({
        timeZone: 'America/New_York',
        now: at('2026-11-02T04:30:00Z'),
        clocks: [
          { kind: 'in', at: at('2026-11-01T04:30:00Z') },
          { kind: 'out', at: at('2026-11-02T04:20:00Z') },
        ],
      }),
    )
    expect(figures).toMatchObject({
      today: '2026-11-01',
      clockIn: at('2026-11-01T04:30:00Z'),
      clockOut: at('2026-11-02T04:20:00Z'),
    })
  })

  it('a day off is neither an absence nor a leave day; approved leave on a duty day is no absence', () => {
    // Monday 2026-11-30 in Lagos: the three days before are Friday (leave), Saturday and Sunday (off).
    const figures = attendanceOf(
      facts({
        timeZone: 'Africa/Lagos',
        now: at('2026-11-30T10:00:00Z'),
        dutyDays: weekdays,
        approvedLeave: ['2026-11-27', '2026-11-28', '2026-11-26'],
      }),
    )
    expect(figures.absencesLast3Days).toBe(0)
    // Thursday and Friday; Saturday is a day off.
    expect(figures.leaveDaysLast7Days).toBe(2)
  })

  it('clocked back in after clocking out: at work again, so no clock-out yet', () => {
    const figures = attendanceOf(
      facts({
        timeZone: 'Africa/Lagos',
        now: at('2026-11-30T15:00:00Z'),
        clocks: [
          { kind: 'in', at: at('2026-11-30T08:00:00Z') },
          { kind: 'out', at: at('2026-11-30T12:00:00Z') },
          { kind: 'in', at: at('2026-11-30T13:00:00Z') },
        ],
      }),
    )
    expect(figures.clockIn).toEqual(at('2026-11-30T08:00:00Z'))
    expect(figures.clockOut).toBeNull()
  })

  it('days before the member started are not absences, and today is not one yet', () => {
    const figures = attendanceOf(
      facts({ timeZone: 'Asia/Kolkata', now: at('2026-11-30T06:00:00Z'), entryDate: '2026-11-29' }),
    )
    expect(figures.absencesLast3Days).toBe(1)
    expect(figures.clockIn).toBeNull()
  })
})

describe('a member who left', () => {
  it('stops counting in-duty days on their last day, and is absent on no day after it', () => {
    const figures = attendanceOf(
      facts({
        timeZone: 'Africa/Lagos',
        now: at('2026-11-30T10:00:00Z'),
        entryDate: '2026-11-01',
        leftDate: '2026-11-28',
      }),
    )
    // 1 to 27 November; the 28th and 29th are after leaving, so only the 27th can be an absence.
    expect(figures.inDutyDays).toBe(27)
    expect(figures.absencesLast3Days).toBe(1)
  })
})
