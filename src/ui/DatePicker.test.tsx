import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { DatePicker } from './DatePicker.tsx'
import { type DateRange, DateRangeField } from './DateRangeField.tsx'
import type { FirstDayOfWeek } from './firstDayOfWeek.ts'
import { FirstDayOfWeekContext } from './firstDayOfWeek.ts'
import { latestToday, type PickerMode } from './pickerRules.ts'

const zone = 'America/Mexico_City'

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

function Single({
  mode,
  initial = '',
  onChange,
  upToToday = false,
}: {
  mode: PickerMode
  initial?: string
  onChange: (value: string) => void
  upToToday?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <DatePicker
      mode={mode}
      label="Dialling time"
      value={value}
      timeZone={zone}
      upToToday={upToToday}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

function Range({ onChange, initial }: { onChange: (value: DateRange) => void; initial: DateRange }) {
  const [value, setValue] = useState(initial)
  return (
    <DateRangeField
      label="Allocated"
      value={value}
      timeZone={zone}
      upToToday
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

function renderIn(node: React.ReactNode, firstDay: FirstDayOfWeek = 7) {
  return render(
    <I18nProvider i18n={i18n}>
      <FirstDayOfWeekContext.Provider value={firstDay}>{node}</FirstDayOfWeekContext.Provider>
    </I18nProvider>,
  )
}

const type = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input)
}

describe('DatePicker', () => {
  it('passes a typed value on in the spec format, and names the field when it is not a real date', () => {
    const onChange = vi.fn()
    renderIn(<Single mode="date" onChange={onChange} />)
    const input = screen.getByLabelText('Dialling time')
    expect(input).toHaveProperty('placeholder', 'yyyy-MM-dd')
    type(input, '2024-02-29')
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29')
    expect(screen.queryByRole('alert')).toBeNull()
    type(input, '2026-02-30')
    expect(screen.getByRole('alert').textContent).toBe('Dialling time: this date does not exist')
    type(input, '30/01/2026')
    expect(screen.getByRole('alert').textContent).toBe('Dialling time: enter it as yyyy-MM-dd')
  })

  it('shows a datetime-local value in the spec format', () => {
    renderIn(<Single mode="datetime" initial="2026-11-24T09:30" onChange={vi.fn()} />)
    expect(screen.getByLabelText('Dialling time')).toHaveProperty('value', '2026-11-24 09:30:00')
  })

  it("refuses a day after today on the user's clock", () => {
    renderIn(<Single mode="datetime" upToToday onChange={vi.fn()} />)
    type(screen.getByLabelText('Dialling time'), '2999-01-01 10:00:00')
    const latest = latestToday('datetime', zone)
    expect(screen.getByRole('alert').textContent).toBe(`Dialling time: choose ${latest} or earlier`)
  })

  it.each<[FirstDayOfWeek, string]>([
    [7, 'Su'],
    [1, 'Mo'],
    [6, 'Sa'],
  ])('starts the weeks on day %i (%s first)', (firstDay, first) => {
    renderIn(<Single mode="date" initial="2026-11-10" onChange={vi.fn()} />, firstDay)
    fireEvent.click(screen.getByRole('button', { name: 'Choose Dialling time' }))
    const headers = screen.getByTestId('date-picker').querySelectorAll('.rdp-weekday')
    expect(headers[0]?.textContent).toBe(first)
  })

  it('passes a clicked day on and closes', () => {
    const onChange = vi.fn()
    renderIn(<Single mode="date" initial="2026-11-10" onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Choose Dialling time' }))
    fireEvent.click(within(screen.getByTestId('date-picker')).getByText('17'))
    expect(onChange).toHaveBeenLastCalledWith('2026-11-17')
    expect(screen.queryByTestId('date-picker')).toBeNull()
  })

  it('chooses a month and a year from their panels', () => {
    const onChange = vi.fn()
    renderIn(<Single mode="month" initial="2026-11" onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Choose Dialling time' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }))
    fireEvent.click(screen.getByRole('button', { name: 'February 2027' }))
    expect(onChange).toHaveBeenLastCalledWith('2027-02')
  })

  it('sets the time of a datetime from the clock lists', () => {
    const onChange = vi.fn()
    renderIn(<Single mode="datetime" initial="2026-11-10 08:00:00" onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Choose Dialling time' }))
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '45' } })
    expect(onChange).toHaveBeenLastCalledWith('2026-11-10 08:45:00')
  })

  it('speaks Spanish: month names and the refusal, the format unchanged', () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderIn(<Single mode="date" initial="2026-11-10" onChange={vi.fn()} />)
    type(screen.getByLabelText('Dialling time'), '2026-02-30')
    expect(screen.getByRole('alert').textContent).toBe('Dialling time: esta fecha no existe')
    type(screen.getByLabelText('Dialling time'), '2026-11-10')
    fireEvent.click(screen.getByRole('button', { name: 'Elegir Dialling time' }))
    expect(within(screen.getByTestId('date-picker')).getByText(/noviembre 2026/i)).toBeTruthy()
  })
})

describe('DateRangeField', () => {
  it('names the field when the typed end is before the start', () => {
    const onChange = vi.fn()
    renderIn(<Range initial={{ from: '', to: '' }} onChange={onChange} />)
    type(screen.getByLabelText('Allocated: from'), '2026-11-10')
    type(screen.getByLabelText('Allocated: to'), '2026-11-02')
    expect(screen.getByRole('alert').textContent).toBe('Allocated: the start cannot be after the end')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-02' })
  })

  it('passes a range chosen on the calendar on only once both ends are chosen', () => {
    const onChange = vi.fn()
    renderIn(<Range initial={{ from: '2026-11-01', to: '2026-11-03' }} onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Choose Allocated' }))
    const calendar = screen.getByTestId('date-picker')
    fireEvent.click(within(calendar).getByText('12'))
    expect(onChange).not.toHaveBeenCalled()
    // An earlier day starts the range again rather than ending it before its start.
    fireEvent.click(within(calendar).getByText('9'))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(within(calendar).getByText('14'))
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-09', to: '2026-11-14' })
    expect(screen.getByLabelText('Allocated: from')).toHaveProperty('value', '2026-11-09')
    expect(screen.getByLabelText('Allocated: to')).toHaveProperty('value', '2026-11-14')
  })
})
