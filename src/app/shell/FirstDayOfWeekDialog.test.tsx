import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { readFirstDayOfWeek } from '../../ui/firstDayOfWeek.ts'
import { Toaster } from '../../ui/toast.tsx'
import { FirstDayOfWeekDialog } from './FirstDayOfWeekDialog.tsx'

afterEach(() => {
  cleanup()
  localStorage.clear()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

function open(userId = 4) {
  const onOpenChange = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <FirstDayOfWeekDialog userId={userId} onOpenChange={onOpenChange} />
      <Toaster />
    </I18nProvider>,
  )
  return onOpenChange
}

describe('the first day of the week', () => {
  it('keeps the day chosen for this user, closes, and says so', async () => {
    const onOpenChange = open()
    fireEvent.change(screen.getByRole('combobox', { name: 'First day of the week' }), {
      target: { value: '3' },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(readFirstDayOfWeek(4)).toBe(3)
    expect(readFirstDayOfWeek(5)).not.toBe(3)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toContain(
      'Calendars now start on Wednesday',
    )
  })

  it('Cancel keeps the day it had, without asking, in Spanish too', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const before = readFirstDayOfWeek(4)
    const onOpenChange = open()
    fireEvent.change(screen.getByRole('combobox', { name: 'Primer día de la semana' }), {
      target: { value: '3' },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog', { name: /Descartar/ })).toBeNull()
    expect(readFirstDayOfWeek(4)).toBe(before)
  })
})
