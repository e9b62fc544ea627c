import { describe, expect, it } from 'vitest'
import { onDutyToday, type ScheduleMember } from './memberDays.ts'
import { datesOfMonth, monthSchedule } from './monthSchedule.ts'

const weekdays = [1, 2, 3, 4, 5]
const member = (over: Partial<ScheduleMember> = {}): ScheduleMember => ({
  id: 1,
  timeZone: 'America/Mexico_City',
  entryDate: '2020-01-01',
  leftDate: null,
  approvedLeave: [],
  ...over,
})

describe("a team's month schedule", () => {
  it('holds every day of the month, leap Februaries and 31-day months alike', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29)
    expect(datesOfMonth('2026-02')).toHaveLength(28)
    expect(datesOfMonth('2026-12').at(-1)).toBe('2026-12-31')
    expect(datesOfMonth('2026-04')).toHaveLength(30)
  })

  it('works the duty days, rests the others, and shows approved leave', () => {
    const schedule = monthSchedule(
      '2026-12',
      { dutyDays: weekdays },
      [member({ approvedLeave: ['2026-12-07', '2026-12-12'] })],
      new Date('2026-11-20T12:00:00Z'),
    )
    const days = Object.fromEntries(schedule.rows[0]?.cells.map((cell) => [cell.date, cell.day]) ?? [])
    // Tuesday 1st works; Saturday 5th is off; Monday 7th is leave; leave asked for on Saturday 12th is still off.
    expect(days).toMatchObject({
      '2026-12-01': 'work',
      '2026-12-05': 'off',
      '2026-12-07': 'leave',
      '2026-12-12': 'off',
    })
  })

  it('a day the leader set comes before the duty days and the approved leave, and is marked as set', () => {
    const schedule = monthSchedule(
      '2026-12',
      { dutyDays: weekdays },
      [
        member({
          approvedLeave: ['2026-12-07', '2026-12-08'],
          // Saturday 5th worked, Monday 7th worked despite the leave, Tuesday 1st given off, Wednesday 2nd leave.
          setDays: { '2026-12-05': 'work', '2026-12-07': 'work', '2026-12-01': 'off', '2026-12-02': 'leave' },
        }),
      ],
      new Date('2026-11-20T12:00:00Z'),
    )
    const cells = Object.fromEntries(schedule.rows[0]?.cells.map((cell) => [cell.date, cell]) ?? [])
    expect(cells['2026-12-05']).toMatchObject({ day: 'work', set: true })
    expect(cells['2026-12-07']).toMatchObject({ day: 'work', set: true })
    expect(cells['2026-12-08']).toMatchObject({ day: 'leave', set: false })
    expect(cells['2026-12-01']).toMatchObject({ day: 'off', set: true })
    expect(cells['2026-12-02']).toMatchObject({ day: 'leave', set: true })
    expect(cells['2026-12-03']).toMatchObject({ day: 'work', set: false })
  })

  it("a day past on the member's own clock is read-only; today and later may be changed", () => {
    // 02:00 UTC on the 2nd: still the 1st in Mexico City, already the 2nd in Kolkata.
    const now = new Date('2026-12-02T02:00:00Z')
    const schedule = monthSchedule(
      '2026-12',
      { dutyDays: weekdays },
      [member({ id: 1 }), member({ id: 2, timeZone: 'Asia/Kolkata' })],
      now,
    )
    const editable = (row: number, date: string) =>
      schedule.rows[row]?.cells.find((cell) => cell.date === date)?.editable
    expect(editable(0, '2026-12-01')).toBe(true)
    expect(editable(1, '2026-12-01')).toBe(false)
    expect(editable(1, '2026-12-02')).toBe(true)
  })

  it('before joining and from leaving on, a member is not on the schedule', () => {
    const schedule = monthSchedule(
      '2026-12',
      { dutyDays: weekdays },
      [member({ entryDate: '2026-12-03', leftDate: '2026-12-10' })],
      new Date('2026-11-01T12:00:00Z'),
    )
    const cells = schedule.rows[0]?.cells ?? []
    expect(cells.find((cell) => cell.date === '2026-12-02')).toEqual({
      date: '2026-12-02',
      day: 'notMember',
      editable: false,
      set: false,
    })
    expect(cells.find((cell) => cell.date === '2026-12-03')?.day).toBe('work')
    expect(cells.find((cell) => cell.date === '2026-12-10')?.day).toBe('notMember')
  })
})

describe('on duty today', () => {
  const now = new Date('2026-12-01T02:00:00Z')

  it("is a working day on the member's own calendar, without approved leave", () => {
    // Monday 30 November in Mexico City, already Tuesday 1 December in Kolkata.
    expect(onDutyToday(member(), [1], now)).toBe(true)
    expect(onDutyToday(member({ timeZone: 'Asia/Kolkata' }), [1], now)).toBe(false)
    expect(onDutyToday(member({ approvedLeave: ['2026-11-30'] }), [1], now)).toBe(false)
  })

  it('a member who has left, or not joined yet, is not on duty', () => {
    expect(onDutyToday(member({ leftDate: '2026-11-30' }), weekdays, now)).toBe(false)
    expect(onDutyToday(member({ entryDate: '2026-12-01' }), weekdays, now)).toBe(false)
    expect(onDutyToday(member({ entryDate: '2026-11-30' }), weekdays, now)).toBe(true)
  })
})
