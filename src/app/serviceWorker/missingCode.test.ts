import { describe, expect, it, vi } from 'vitest'
import {
  isMissingCode,
  type MissingCodeEnvironment,
  noteCodeLoaded,
  reloadForMissingCode,
} from './missingCode.ts'

function browser(online = true) {
  const kept = new Map<string, string>()
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  }
  const environment: MissingCodeEnvironment = { online, storage, reload: vi.fn() }
  return { environment, storage }
}

const chromiumFailure = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/CaseListPage-old.js',
)

describe('a screen whose code is gone after a deploy', () => {
  it('reloads the page once, not again while the reload did not help', () => {
    const { environment } = browser()
    expect(reloadForMissingCode(chromiumFailure, environment)).toBe(true)
    expect(reloadForMissingCode(chromiumFailure, environment)).toBe(false)
    expect(environment.reload).toHaveBeenCalledTimes(1)
  })

  it('may reload again for a later deploy, once a screen has loaded meanwhile', () => {
    const { environment, storage } = browser()
    reloadForMissingCode(chromiumFailure, environment)
    noteCodeLoaded(storage)
    expect(reloadForMissingCode(chromiumFailure, environment)).toBe(true)
    expect(environment.reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload offline, where the network and not a deploy is to blame', () => {
    const { environment } = browser(false)
    expect(reloadForMissingCode(chromiumFailure, environment)).toBe(false)
    expect(environment.reload).not.toHaveBeenCalled()
  })

  it('does not reload for a screen that failed for another reason', () => {
    const { environment } = browser()
    expect(reloadForMissingCode(new Error('Cannot read properties of undefined'), environment)).toBe(false)
    expect(environment.reload).not.toHaveBeenCalled()
  })

  it('is recognised in each browser’s words', () => {
    expect(isMissingCode(chromiumFailure)).toBe(true)
    expect(isMissingCode(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isMissingCode('a string')).toBe(false)
  })
})
