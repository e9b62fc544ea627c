import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRefreshWhileShown } from './useRefreshWhileShown.ts'

const tenMinutes = 600_000
let visibility: DocumentVisibilityState = 'visible'

function show(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') })
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('figures asked again while the page is in view', () => {
  it('asks every ten minutes while the page is shown', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshWhileShown(refresh, Date.now()))
    vi.advanceTimersByTime(tenMinutes - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(tenMinutes)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('asks nothing while the tab is hidden, and asks at once on coming back after ten minutes', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshWhileShown(refresh, Date.now()))
    vi.advanceTimersByTime(60_000)
    show('hidden')
    vi.advanceTimersByTime(3 * tenMinutes)
    expect(refresh).not.toHaveBeenCalled()
    show('visible')
    vi.advanceTimersByTime(0)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('coming back before ten minutes waits for the rest of them', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshWhileShown(refresh, Date.now()))
    vi.advanceTimersByTime(4 * 60_000)
    show('hidden')
    vi.advanceTimersByTime(60_000)
    show('visible')
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('counts the wait from the newest answer kept', () => {
    const refresh = vi.fn()
    const { rerender } = renderHook(({ savedAt }) => useRefreshWhileShown(refresh, savedAt), {
      initialProps: { savedAt: Date.now() },
    })
    vi.advanceTimersByTime(8 * 60_000)
    rerender({ savedAt: Date.now() })
    vi.advanceTimersByTime(tenMinutes - 1)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
