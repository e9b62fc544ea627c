import type { SyncLocks } from '../../src/api/sync/outboxLock.ts'

/**
 * Web Locks as two tabs of one browser share them: one holder per name, the others wait in line
 * (leaving it when their signal aborts) and the next takes the lock when the holder lets go.
 */
export function fakeLocks(): SyncLocks & { holders: Map<string, number> } {
  const tails = new Map<string, Promise<void>>()
  const holders = new Map<string, number>()
  let nextHolder = 1
  return {
    holders,
    async request(name, { signal }, callback) {
      if (signal.aborted) throw new DOMException('left the line', 'AbortError')
      const before = tails.get(name) ?? Promise.resolve()
      let release!: () => void
      const mine = new Promise<void>((resolve) => {
        release = resolve
      })
      tails.set(
        name,
        before.then(() => mine),
      )
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('left the line', 'AbortError')), {
          once: true,
        }),
      )
      try {
        await Promise.race([before, aborted])
      } catch (error) {
        release()
        throw error
      }
      holders.set(name, nextHolder++)
      try {
        return await callback()
      } finally {
        holders.delete(name)
        release()
      }
    },
  }
}
