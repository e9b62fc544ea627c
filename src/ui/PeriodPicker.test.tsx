import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dashboardPeriods, periodInput } from '../../contract/dashboards.ts'
import { clearBrowserDatabase } from '../../db/database.ts'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { type PeriodChoice, type PeriodName, PeriodPicker } from './PeriodPicker.tsx'
import { useKeptPeriod } from './useKeptPeriod.ts'

const zone = 'Africa/Lagos'
const screenName = { area: 'figures', view: 'details' }
const fallback: PeriodChoice = { period: 'salaryPeriod' }

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') })
  await clearBrowserDatabase()
})
afterEach(() => {
  vi.useRealTimers()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

/** A screen's picker over its kept period, saying which period its figures are asked for. */
function KeptPicker({ onAsk }: { onAsk: (choice: PeriodChoice) => void }) {
  const kept = useKeptPeriod<PeriodChoice>(screenName, periodInput as never, fallback)
  if (!kept.ready) return null
  onAsk(kept.choice)
  return (
    <PeriodPicker
      periods={dashboardPeriods as readonly PeriodName[]}
      value={kept.choice}
      onChange={(next) => void kept.choose(next)}
      schema={periodInput}
      timeZone={zone}
    />
  )
}

function renderPicker(onAsk = vi.fn()) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <KeptPicker onAsk={onAsk} />
    </I18nProvider>,
  )
  return { onAsk, ...view }
}

const type = (field: HTMLElement, text: string) => {
  fireEvent.change(field, { target: { value: text } })
  fireEvent.blur(field)
}

describe('the period picker', () => {
  it('offers the periods in the screen’s language, the salary period first chosen', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPicker()
    const select = await screen.findByLabelText('Periodo')
    expect((select as HTMLSelectElement).value).toBe('salaryPeriod')
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Hoy',
      'Ayer',
      'Esta semana',
      'Este mes',
      'Este periodo salarial',
      'Rango personalizado',
    ])
  })

  it('keeps the chosen period for the screen: it opens with it again', async () => {
    const first = renderPicker()
    fireEvent.change(await screen.findByLabelText('Period'), { target: { value: 'thisWeek' } })
    await waitFor(() => expect(first.onAsk).toHaveBeenLastCalledWith({ period: 'thisWeek' }))
    first.unmount()

    const again = renderPicker()
    await waitFor(() => expect(again.onAsk).toHaveBeenLastCalledWith({ period: 'thisWeek' }))
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('thisWeek')
  })

  it('takes a custom range once both ends are in, and keeps it', async () => {
    const first = renderPicker()
    fireEvent.change(await screen.findByLabelText('Period'), { target: { value: 'custom' } })
    type(screen.getByLabelText('Days: from'), '2026-10-01')
    type(screen.getByLabelText('Days: to'), '2026-10-31')
    const range = { period: 'custom', from: '2026-10-01', to: '2026-10-31' }
    await waitFor(() => expect(first.onAsk).toHaveBeenLastCalledWith(range))
    first.unmount()
    const again = renderPicker()
    await waitFor(() => expect(again.onAsk).toHaveBeenLastCalledWith(range))
    expect(screen.getByLabelText('Days: to')).toHaveProperty('value', '2026-10-31')
  })

  it('refuses a range over 92 days with the contract’s words under the field, in both languages', async () => {
    const { onAsk } = renderPicker()
    fireEvent.change(await screen.findByLabelText('Period'), { target: { value: 'custom' } })
    type(screen.getByLabelText('Days: from'), '2026-06-01')
    type(screen.getByLabelText('Days: to'), '2026-10-31')
    expect(screen.getByText('At most 92 days: choose a later start or an earlier end.')).toBeTruthy()
    expect(onAsk).toHaveBeenLastCalledWith({ period: 'salaryPeriod' })

    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    type(screen.getByLabelText('Días: hasta'), '2026-10-30')
    expect(
      screen.getByText('Como máximo 92 días: elija un inicio posterior o un final anterior.'),
    ).toBeTruthy()
    expect(onAsk).toHaveBeenLastCalledWith({ period: 'salaryPeriod' })
  })
})
