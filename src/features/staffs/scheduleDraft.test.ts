import { describe, expect, it } from 'vitest'
import type { ScheduleCell } from '../../../contract/staffs.ts'
import { draftChanges, emptyDraft, isDutyDate, setDay, shiftMonth, shownDay } from './scheduleDraft.ts'

const cell = (over: Partial<ScheduleCell> = {}): ScheduleCell => ({
  date: '2026-12-10',
  day: 'work',
  editable: true,
  set: false,
  ...over,
})

describe('the schedule changed on screen before saving', () => {
  it('a day takes the kind chosen at once; choosing what the server holds drops the change', () => {
    const day = cell()
    const off = setDay(emptyDraft, 4, day, 'off')
    expect(shownDay(off, 4, day)).toBe('off')
    expect(draftChanges(off)).toEqual([{ memberId: 4, date: '2026-12-10', day: 'off' }])
    expect(setDay(off, 4, day, 'work').size).toBe(0)
  })

  it('a day past, or outside the member’s time in the team, does not change', () => {
    expect(setDay(emptyDraft, 4, cell({ editable: false }), 'off').size).toBe(0)
    expect(setDay(emptyDraft, 4, cell({ day: 'notMember', editable: false }), 'work').size).toBe(0)
  })

  it('moves between months across a year end, and tells duty dates', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    const team = { team: { id: 1, name: 'A', dutyDays: [1, 2, 3, 4, 5] } }
    expect(isDutyDate(team, '2026-12-05')).toBe(false)
    expect(isDutyDate(team, '2026-12-07')).toBe(true)
  })
})
