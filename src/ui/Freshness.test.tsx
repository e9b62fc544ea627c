import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { publishSyncStatus } from '../api/sync/syncStatus.ts'
import { messages as english } from '../locales/en/messages.po'
import { messages as spanish } from '../locales/es/messages.po'
import { Freshness } from './Freshness.tsx'

const savedAt = Date.now() - 5 * 60_000

function renderFreshness(failure: Parameters<typeof Freshness>[0]['failure'] = null) {
  render(
    <I18nProvider i18n={i18n}>
      <Freshness savedAt={savedAt} failure={failure} timeZone="Africa/Lagos" />
    </I18nProvider>,
  )
}

const said = () => screen.queryByTestId('freshness')?.textContent ?? null

beforeEach(() => {
  publishSyncStatus({ connection: 'online', retryAt: null })
})
afterEach(() => {
  vi.restoreAllMocks()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

describe('how old the kept copy is', () => {
  it('says nothing while the server confirmed the copy and is in reach', () => {
    renderFreshness()
    expect(said()).toBeNull()
  })

  it('says how old the copy is once the connection is lost after the server confirmed it', () => {
    renderFreshness()
    act(() => publishSyncStatus({ connection: 'offline', retryAt: null }))
    expect(said()).toContain('The server cannot be reached. Showing the copy saved 5 minutes ago')
    act(() => publishSyncStatus({ connection: 'online', retryAt: null }))
    expect(said()).toBeNull()
  })

  it('says it when the browser has no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderFreshness()
    expect(said()).toContain('Showing the copy saved 5 minutes ago')
  })

  it('gives the server’s reason when a refresh failed while online', () => {
    renderFreshness({ type: 'business', code: 'x', message: 'Server busy' })
    expect(said()).toContain('Could not refresh (Server busy)')
  })

  it('says it in Spanish', () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    publishSyncStatus({ connection: 'offline', retryAt: null })
    renderFreshness()
    expect(said()).toContain(
      'No se puede conectar con el servidor. Se muestra la copia guardada hace 5 minutos',
    )
  })
})
