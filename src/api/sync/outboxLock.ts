/** The part of the Web Locks API the runner uses, so tests can share a fake between two runners. */
export interface SyncLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>
}

/** The browser's locks, or none where the browser has no Web Locks (jsdom, very old browsers). */
export function browserLocks(): SyncLocks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as SyncLocks) : null
}

export const outboxLockName = (userId: number) => `collection-outbox:${userId}`

/**
 * Runs `whileHeld` only while this tab holds the user's outbox lock, so one tab sends at a time; the
 * others wait in line and the browser hands the lock on as soon as the holder's tab closes. Aborting
 * `signal` leaves the line; without locks, `whileHeld` runs at once. Resolves once the lock is let go.
 */
export async function whileHoldingOutbox(
  locks: SyncLocks | null,
  userId: number,
  signal: AbortSignal,
  whileHeld: () => Promise<void>,
): Promise<void> {
  if (!locks) return whileHeld()
  try {
    await locks.request(outboxLockName(userId), { signal }, whileHeld)
  } catch (error) {
    if (!signal.aborted) throw error
  }
}
