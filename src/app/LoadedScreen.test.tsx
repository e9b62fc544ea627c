import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventually } from '../../tests/support/eventually.ts'
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx'
import type { ScreenRoute } from '../ui/screenRoute.ts'
import { LoadedScreen } from './LoadedScreen.tsx'
import { loadScreen } from './screenModules.ts'
import { thisPage } from './serviceWorker/missingCode.ts'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

const missingCode = new TypeError('Failed to fetch dynamically imported module')

const Notes = () => <h1>Notes</h1>
const notesRoute = (load: ScreenRoute['load']): ScreenRoute => ({
  name: 'notes',
  path: '/notes',
  title: msg`Notes`,
  load,
})

const draw = (route: ScreenRoute) =>
  render(
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <LoadedScreen route={route} params={{}} />
      </ErrorBoundary>
    </I18nProvider>,
  )

describe('a route’s screen', () => {
  it('whose code came in already (pointed at in the menu) shows at once, with no splash', async () => {
    const route = notesRoute(async () => ({ default: Notes }))
    await loadScreen(route)
    draw(route)
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the splash while its code comes, then the screen, fetching the code once', async () => {
    const load = vi.fn(async () => ({ default: Notes }))
    const route = notesRoute(load)
    draw(route)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeTruthy()
    cleanup()
    draw(route)
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('whose code is gone after a deploy reloads the page once, keeping the splash meanwhile', async () => {
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => {})
    const load = vi.fn<NonNullable<ScreenRoute['load']>>().mockRejectedValue(missingCode)
    draw(notesRoute(load))
    await eventually(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.queryByRole('alert')).toBeNull()

    // After the reload the code is still missing: the page says so instead of reloading again.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    cleanup()
    draw(notesRoute(load))
    expect(await screen.findByText('This part of the page failed to show.')).toBeTruthy()
    expect(reload).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })

  it('whose code could not be fetched (offline) says so, and trying again fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => {})
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi
      .fn<NonNullable<ScreenRoute['load']>>()
      .mockRejectedValueOnce(missingCode)
      .mockResolvedValue({ default: Notes })
    draw(notesRoute(load))
    expect(await screen.findByText('This part of the page failed to show.')).toBeTruthy()
    expect(screen.getByRole('alert').querySelector('details')?.textContent).toContain(
      'Failed to fetch dynamically imported module',
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(reload).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})
