import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MonthScheduleAnswer, ScheduleCell } from '../../../contract/staffs.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { ScheduleGrid } from './ScheduleGrid.tsx'
import { draftChanges, emptyDraft, type ScheduleDraft, setDay } from './scheduleDraft.ts'

const dates = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`)
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7
/** Thirty members, Monday to Saturday; today is the 10th; one member on approved leave on the 14th. */
const schedule: MonthScheduleAnswer = {
  team: { id: 3, name: 'Lagos S1 Collection', dutyDays: [1, 2, 3, 4, 5, 6] },
  month: '2026-12',
  dates,
  today: '2026-12-10',
  rows: Array.from({ length: 30 }, (_, index) => ({
    memberId: index + 1,
    name: index === 0 ? 'Chinedu Okafor' : `Member ${index + 1}`,
    roleName: 'Collector',
    cells: dates.map(
      (date): ScheduleCell => ({
        date,
        day: weekdayOf(date) === 7 ? 'off' : index === 0 && date === '2026-12-14' ? 'leave' : 'work',
        editable: date >= '2026-12-10',
        set: false,
      }),
    ),
  })),
}

let saved: ReturnType<typeof draftChanges> = []
function Harness({ canEdit = true }: { canEdit?: boolean }) {
  const [draft, setDraft] = useState<ScheduleDraft>(emptyDraft)
  saved = draftChanges(draft)
  return (
    <ScheduleGrid
      schedule={schedule}
      draft={draft}
      canEdit={canEdit}
      onChoose={(memberId, cell, day) => setDraft((now) => setDay(now, memberId, cell, day))}
    />
  )
}
const show = (canEdit = true) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness canEdit={canEdit} />
    </I18nProvider>,
  )

beforeEach(() => {
  i18n.load({ en: english, es: spanish })
  i18n.activate('en')
})
afterEach(cleanup)

describe("a team's month on screen", () => {
  it('shows every member by every day, today marked, days off and approved leave told apart', () => {
    show()
    const grid = screen.getByRole('table', { name: 'Schedule of Lagos S1 Collection' })
    expect(grid.querySelectorAll('tbody th[scope="row"]')).toHaveLength(30)
    expect(grid.querySelectorAll('thead th')).toHaveLength(32)
    expect(within(grid).getByLabelText('2026-12-10 (Today)').dataset.today).toBe('true')
    expect(within(grid).getByLabelText('Chinedu Okafor, 2026-12-13: Off').textContent).toBe('O')
    expect(within(grid).getByLabelText('Chinedu Okafor, 2026-12-14: Leave').textContent).toBe('L')
    expect(within(grid).getByLabelText('Chinedu Okafor, 2026-12-15: Work').textContent).toBe('W')
  })

  // Days are found by their label: asking 930 cells for their role is slow on a loaded machine.
  it('a future day takes the kind chosen from its menu in one choice; a day past is not a button', () => {
    show()
    const day = (label: string) => screen.getByLabelText(label)
    fireEvent.click(day('Member 2, 2026-12-11: Work'))
    const menu = screen.getByRole('menu', { name: 'Member 2, 2026-12-11' })
    const choices = within(menu).getAllByRole('menuitemradio')
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('aria-checked')])).toEqual([
      ['WWork', 'true'],
      ['LLeave', 'false'],
      ['OOff', 'false'],
    ])
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Off' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(day('Member 2, 2026-12-11: Off').tagName).toBe('BUTTON')
    expect(saved).toEqual([{ memberId: 2, date: '2026-12-11', day: 'off' }])
    // A day's letter typed on it sets it too; back to what the server holds, nothing is left to save.
    fireEvent.keyDown(day('Member 2, 2026-12-11: Off'), { key: 'w' })
    expect(saved).toEqual([])
    fireEvent.click(day('Member 2, 2026-12-11: Work'))
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(day('Member 2, 2026-12-09: Work').tagName).not.toBe('BUTTON')
  })

  it('offers no change to whoever may not save it', () => {
    show(false)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('reads in Spanish', () => {
    i18n.activate('es')
    show()
    expect(screen.getByRole('table', { name: 'Horario de Lagos S1 Collection' })).toBeTruthy()
    const leave = screen.getByLabelText('Chinedu Okafor, 2026-12-14: Permiso')
    expect([leave.tagName, leave.textContent]).toEqual(['BUTTON', 'P'])
    expect(screen.getByLabelText('Chinedu Okafor, 2026-12-13: Descanso').textContent).toBe('D')
    fireEvent.click(leave)
    const menu = screen.getByRole('menu', { name: 'Chinedu Okafor, 2026-12-14' })
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((choice) => choice.textContent),
    ).toEqual(['TTrabajo', 'PPermiso', 'DDescanso'])
  })
})
