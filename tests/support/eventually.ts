import { vi } from 'vitest'

/**
 * Checks until the check passes, as vi.waitFor does, but with the time a loaded machine needs:
 * vi.waitFor gives up after one second, and under two test runs at once on two cores a sync runner
 * took longer than that to send three writes (a fresh run failed on it). What is waited for is a
 * state; how long it takes is the machine's pace, and the limit only catches a hang. Testing
 * Library's waitFor has the same limit (tests/support/jsdomSetup.ts). A test whose own budget is
 * longer (other processes doing the work) passes a limit within it.
 */
export function eventually<T>(check: () => T | Promise<T>, limitMs = 30_000): Promise<T> {
  return vi.waitFor(check, { timeout: limitMs, interval: 20 })
}
