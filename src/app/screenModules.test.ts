import { msg } from '@lingui/core/macro'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ScreenRoute } from '../ui/screenRoute.ts'
import { loadedScreen, preloadWhenIdle } from './screenModules.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const Screen = () => null

/** A menu's entries whose code comes when each fetch is answered; `fetched` names those asked. */
function menu(names: string[]) {
  const fetched: string[] = []
  const answers = new Map<string, () => void>()
  const routes: ScreenRoute[] = names.map((name) => ({
    name,
    path: `/${name}`,
    title: msg`Entry`,
    load: () => {
      fetched.push(name)
      return new Promise((resolve) => answers.set(name, () => resolve({ default: Screen })))
    },
  }))
  const answer = async (name: string) => {
    answers.get(name)?.()
    await vi.advanceTimersByTimeAsync(0)
  }
  return { routes, fetched, answer }
}

describe('the menu’s screens, fetched while the browser is idle', () => {
  it('come in the menu’s order, one at a time, each once the one before came', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const { routes, fetched, answer } = menu(['allCases', 'dashboard', 'staffs'])
    const stop = preloadWhenIdle(routes)
    expect(fetched).toEqual([])
    await vi.advanceTimersByTimeAsync(200)
    expect(fetched).toEqual(['allCases'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetched).toEqual(['allCases'])
    await answer('allCases')
    expect(loadedScreen(routes[0]!)).toBe(Screen)
    await vi.advanceTimersByTimeAsync(200)
    expect(fetched).toEqual(['allCases', 'dashboard'])
    stop()
  })

  it('stop when the menu goes (signed out): nothing more is fetched', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const { routes, fetched, answer } = menu(['allCases', 'dashboard'])
    const stop = preloadWhenIdle(routes)
    await vi.advanceTimersByTimeAsync(200)
    stop()
    await answer('allCases')
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetched).toEqual(['allCases'])
  })
})
