import { vi } from 'vitest'

/**
 * Checks until the check passes, as vi.waitFor does, but with the time a loaded machine needs:
 * vi.waitFor gives up after one second, and under two test runs at once on two cores a sync runner
 * took longer than that to send three writes (a fresh run failed on it). What is waited for is a
 * state; how long it takes is the machine's pace, and the limit only catches a hang. Testing
 * Library's waitFor has the same limit (tests/support/jsdomSetup.ts).
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 30_000, interval: 20 })
}
