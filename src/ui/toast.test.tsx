import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { navigate } from 'wouter/use-browser-location'
import { showToast, Toaster } from './toast.tsx'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.runOnlyPendingTimers()
  vi.useRealTimers()
})

const renderToaster = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  )

const notices = () => screen.queryAllByRole('status').map((notice) => notice.textContent)

describe('notices', () => {
  it('stack three deep at most: a fourth pushes the oldest out', () => {
    renderToaster()
    act(() => {
      for (const text of ['Saved', 'Pinned', 'Marked as read', 'Copied']) showToast('success', text)
    })
    expect(notices()).toEqual(['Pinned', 'Marked as read', 'Copied'])
  })

  it('go after a few seconds; an error stays longer and can be closed', () => {
    renderToaster()
    act(() => {
      showToast('success', 'Saved')
      showToast('error', 'The case could not be saved')
    })
    act(() => vi.advanceTimersByTime(5000))
    expect(notices()).toEqual([])
    expect(screen.getByRole('alert').textContent).toContain('The case could not be saved')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('do not follow the user to another page', () => {
    renderToaster()
    act(() => showToast('info', 'Filters applied'))
    expect(notices()).toEqual(['Filters applied'])
    act(() => navigate('/cases/all'))
    expect(notices()).toEqual([])
  })
})
