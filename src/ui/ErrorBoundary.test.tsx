import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { ErrorBoundary } from './ErrorBoundary.tsx'

let fails = true
function Panel() {
  if (fails) throw new TypeError("Cannot read properties of undefined (reading 'caseNo')")
  return <p>The panel</p>
}

const draw = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <Panel />
      </ErrorBoundary>
    </I18nProvider>,
  )

afterEach(() => {
  fails = true
  i18n.loadAndActivate({ locale: 'en', messages: english })
  vi.restoreAllMocks()
})

describe('a panel that fails to show', () => {
  it("says so in the user's words, keeping the code's own message out of the main text", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    draw()
    const alert = screen.getByRole('alert')
    const mainText = [...alert.querySelectorAll(':scope > p')].map((p) => p.textContent).join(' ')
    expect(mainText).toBe(
      'This part of the page failed to show. Try again; if it fails again, reload the page or tell your administrator.',
    )
    expect(mainText).not.toContain('Cannot read')
    // The detail is there for whoever fixes it, folded away.
    const details = alert.querySelector('details')!
    expect(details.open).toBe(false)
    expect(details.textContent).toContain("Cannot read properties of undefined (reading 'caseNo')")
  })

  it('speaks Spanish to a Spanish user, and trying again shows the panel once it works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    draw()
    const alert = screen.getByRole('alert')
    expect([...alert.querySelectorAll(':scope > p')].map((p) => p.textContent)).toEqual([
      'Esta parte de la página no se pudo mostrar.',
      'Inténtelo de nuevo; si vuelve a fallar, recargue la página o avise a su administrador.',
    ])
    expect(alert.querySelector('summary')?.textContent).toBe('Detalles técnicos')
    fails = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' })))
    expect(screen.getByText('The panel')).toBeTruthy()
  })
})
