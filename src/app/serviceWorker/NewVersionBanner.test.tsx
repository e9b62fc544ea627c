import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { NewVersionBanner } from './NewVersionBanner.tsx'
import { withdrawNewVersionOffer } from './newVersionOffer.ts'
import { registerServiceWorker, type ServiceWorkerHandle } from './registerServiceWorker.ts'

type Listener = (event: { isExternal?: boolean }) => void

/** A stand-in for workbox-window's Workbox: the test plays the browser's service worker events. */
function fakeWorker() {
  const listeners: Record<string, Listener[]> = {}
  const worker = {
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = [...(listeners[type] ?? []), listener]
    },
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => {}),
    messageSkipWaiting: vi.fn(),
  } satisfies ServiceWorkerHandle
  const fire = (type: 'waiting' | 'controlling', event: { isExternal?: boolean } = {}) =>
    act(() => {
      for (const listener of listeners[type] ?? []) listener(event)
    })
  return { worker, fire }
}

const draw = () =>
  render(
    <I18nProvider i18n={i18n}>
      <NewVersionBanner />
    </I18nProvider>,
  )

let stopChecks = () => {}
afterEach(() => {
  stopChecks()
  withdrawNewVersionOffer()
  i18n.loadAndActivate({ locale: 'en', messages: english })
})

describe('a new version of the console', () => {
  it('is offered when one is waiting, and taken only when the user asks: the page reloads once it controls', async () => {
    const reload = vi.fn()
    const { worker, fire } = fakeWorker()
    stopChecks = await registerServiceWorker(worker, { reload })
    draw()
    expect(screen.queryByTestId('new-version')).toBeNull()

    fire('waiting')
    expect(screen.getByTestId('new-version').textContent).toContain('A new version is available.')
    // Nothing is forced while the user works.
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
    fire('controlling')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('taken in another tab leaves this one working, offering a plain reload', async () => {
    const reload = vi.fn()
    const { worker, fire } = fakeWorker()
    stopChecks = await registerServiceWorker(worker, { reload })
    draw()
    fire('controlling', { isExternal: true })
    expect(reload).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled()
  })

  it('installed for the first time takes control without offering anything', async () => {
    const reload = vi.fn()
    const { worker, fire } = fakeWorker()
    stopChecks = await registerServiceWorker(worker, { reload })
    draw()
    fire('controlling', { isExternal: false })
    expect(screen.queryByTestId('new-version')).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('a page the network served is not offered a reload when the first worker, installed by the page before a reload, takes control', async () => {
    const reload = vi.fn()
    const { worker, fire } = fakeWorker()
    stopChecks = await registerServiceWorker(worker, { reload, controlledAtStart: false })
    draw()
    fire('controlling', { isExternal: true })
    expect(screen.queryByTestId('new-version')).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('a browser that refuses the service worker keeps working online, asking nothing more of it', async () => {
    const { worker } = fakeWorker()
    worker.register.mockRejectedValueOnce(new TypeError('Service workers are blocked'))
    vi.useFakeTimers()
    try {
      stopChecks = await registerServiceWorker(worker, { reload: vi.fn(), checkEveryMs: 1_000 })
      vi.advanceTimersByTime(5_000)
      draw()
      expect(screen.queryByRole('status')).toBeNull()
      expect(worker.update).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is offered in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const { worker, fire } = fakeWorker()
    stopChecks = await registerServiceWorker(worker, { reload: vi.fn() })
    draw()
    fire('waiting')
    expect(screen.getByTestId('new-version').textContent).toContain('Hay una versión nueva disponible.')
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy()
  })
})
