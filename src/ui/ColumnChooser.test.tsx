import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserDatabase } from '../../db/database.ts'
import { staffColumns as columns } from '../../tests/support/staffSamples.ts'
import { ColumnChooser } from './ColumnChooser.tsx'
import { useColumnChoice } from './useColumnChoice.ts'

beforeEach(() => clearBrowserDatabase())

describe('the column chooser', () => {
  it('offers the columns that may be hidden, reports a choice, and goes back to the usual columns', () => {
    const onChange = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <ColumnChooser columns={columns} visibility={{ salary: false }} onChange={onChange} />
      </I18nProvider>,
    )
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Team',
      'Salary',
    ])
    expect((screen.getByRole('checkbox', { name: 'Salary' }) as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Team' }))
    expect(onChange).toHaveBeenLastCalledWith({ salary: false, team: false })
    fireEvent.click(screen.getByRole('button', { name: 'Back to the usual columns' }))
    expect(onChange).toHaveBeenLastCalledWith({})
  })

  it('keeps each list’s choice, over the columns the list hides at first', async () => {
    const hiddenAtFirst = { salary: false }
    const staffList = { area: 'staffs', view: 'all' }
    const first = renderHook(() => useColumnChoice(staffList, hiddenAtFirst))
    await waitFor(() => expect(first.result.current.ready).toBe(true))
    expect(first.result.current.visibility).toEqual({ salary: false })
    await act(() => first.result.current.choose({ salary: true, team: false }))

    const again = renderHook(() => useColumnChoice(staffList, hiddenAtFirst))
    await waitFor(() => expect(again.result.current.visibility).toEqual({ salary: true, team: false }))
    const other = renderHook(() => useColumnChoice({ area: 'staffs', view: 'former' }, hiddenAtFirst))
    await waitFor(() => expect(other.result.current.ready).toBe(true))
    expect(other.result.current.visibility).toEqual({ salary: false })
  })
})
