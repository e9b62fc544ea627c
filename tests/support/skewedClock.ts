import { learnServerClock } from '../../src/api/serverClock.ts'

// The browser keeps what it learnt of the server's clock in localStorage (src/api/serverClock.ts);
// Node has none, so the rig's browser gets one in memory.
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>()
  const memoryStorage: Storage = {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
  globalThis.localStorage = memoryStorage
}

/**
 * A collector's PC whose clock is `aheadMs` ahead of the server's (behind when negative), as the
 * browser meets it: the server's time reaches it only in its answers' Date header, to the second.
 */
export function skewedServerClock(aheadMs: number) {
  const serverNow = () => Date.now() - aheadMs
  return {
    /** Now on the server: what its checks read. */
    serverNow,
    /** An answer sent at `sentAt` (the PC's clock) came back now: the browser learns from its header, as src/api/request.ts does. */
    answered(sentAt: number): void {
      const date = new Date(serverNow()).toUTCString()
      learnServerClock(new Response(null, { headers: { date } }), sentAt, Date.now())
    },
  }
}
