import { useState } from 'react'
import { discardAllUnsentOf, sendNow, unsentCountOf } from './useSyncQueue.ts'

/**
 * Sign-out that first looks in the user's outbox: empty, it signs out as before; otherwise it holds
 * the count for UnsentChangesDialog and signs out only when she discards them by name.
 */
export function useGuardedSignOut(userId: number, signOut: () => void) {
  const [unsent, setUnsent] = useState(0)
  const [busy, setBusy] = useState(false)
  return {
    /** The count asked about; 0 while nothing is asked. */
    unsent,
    busy,
    async requestSignOut() {
      // Read now, not from a live view: a write queued a moment ago must be counted.
      const count = await unsentCountOf(userId)
      if (count === 0) signOut()
      else setUnsent(count)
    },
    sendNow() {
      setUnsent(0)
      sendNow()
    },
    async discardAndSignOut() {
      setBusy(true)
      try {
        // A change made in another tab since she was asked is not hers to lose unnamed: ask again.
        const count = await unsentCountOf(userId)
        if (count > unsent) {
          setUnsent(count)
          return
        }
        await discardAllUnsentOf(userId)
        setUnsent(0)
        signOut()
      } finally {
        setBusy(false)
      }
    },
    cancel() {
      setUnsent(0)
    },
  }
}
