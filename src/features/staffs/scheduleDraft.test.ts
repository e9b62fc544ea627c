import { describe, expect, it } from 'vitest'
import type { ScheduleCell } from '../../../contract/staffs.ts'
import { draftChanges, emptyDraft, isDutyDate, shiftMonth, shownDay, toggleDay } from './scheduleDraft.ts'

const cell = (over: Partial<ScheduleCell> = {}): ScheduleCell => ({
  date: '2026-12-10',
  day: 'work',
  editable: true,
  set: false,
  ...over,
})

describe('the schedule changed on screen before saving', () => {
  it('a click walks a day through leave, off and back to work, where the change is dropped', () => {
    const day = cell()
    const once = toggleDay(emptyDraft, 4, day)
    expect(shownDay(once, 4, day)).toBe('leave')
    const twice = toggleDay(once, 4, day)
    expect(draftChanges(twice)).toEqual([{ memberId: 4, date: '2026-12-10', day: 'off' }])
    expect(toggleDay(twice, 4, day).size).toBe(0)
  })

  it('a day past, or outside the member’s time in the team, does not change', () => {
    expect(toggleDay(emptyDraft, 4, cell({ editable: false })).size).toBe(0)
    expect(toggleDay(emptyDraft, 4, cell({ day: 'notMember', editable: false })).size).toBe(0)
  })

  it('moves between months across a year end, and tells duty dates', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    const team = { team: { id: 1, name: 'A', dutyDays: [1, 2, 3, 4, 5] } }
    expect(isDutyDate(team, '2026-12-05')).toBe(false)
    expect(isDutyDate(team, '2026-12-07')).toBe(true)
  })
})
