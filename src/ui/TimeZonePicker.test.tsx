import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { TimeZonePicker } from './TimeZonePicker.tsx'

afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

function renderPicker(value = 'Africa/Lagos') {
  const onChange = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <TimeZonePicker label="Time zone" value={value} onChange={onChange} />
    </I18nProvider>,
  )
  return { onChange, box: screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement }
}

describe("the time zone picker: a member's, a rule's clock (issue 19, finding 4)", () => {
  it('shows the zone chosen, finds zones by part of their place, and chooses one', async () => {
    const { onChange, box } = renderPicker()
    expect(box.value).toBe('Africa/Lagos')
    fireEvent.change(box, { target: { value: 'mexico city' } })
    const option = await screen.findByRole('option', { name: /America\/Mexico City/ })
    expect(option.textContent).toMatch(/GMT-6/)
    fireEvent.click(option)
    expect(onChange).toHaveBeenCalledWith('America/Mexico_City')
    expect(box.value).toBe('America/Mexico City')
  })

  it('offers no zone the database does not know, and says so in Spanish too', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    const { onChange, box } = renderPicker()
    fireEvent.change(box, { target: { value: 'Pacific-New' } })
    expect(await screen.findByText('Ninguna zona horaria coincide.')).toBeTruthy()
    expect(screen.queryByRole('option')).toBeNull()
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(box.value).toBe('Africa/Lagos')
    expect(onChange).not.toHaveBeenCalled()
    // A zone is needed: there is nothing to clear.
    expect(screen.queryByRole('button')).toBeNull()
  })
})
