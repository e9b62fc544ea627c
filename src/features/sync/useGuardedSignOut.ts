import { useState } from 'react'
import { discardAllUnsentOf, sendNow, unsentCountOf } from './useSyncQueue.ts'

const nothingAsked = { unsent: 0, onItsWay: 0 }

/**
 * Sign-out that first looks in the user's outbox: empty, it signs out as before; otherwise it holds
 * the counts for UnsentChangesDialog and signs out only when she discards them by name. The one on
 * its way cannot be called back: sign-out waits for its answer, and it is discarded if it fails.
 */
export function useGuardedSignOut(userId: number, signOut: () => void) {
  const [asked, setAsked] = useState(nothingAsked)
  const [busy, setBusy] = useState(false)
  return {
    /** The count asked about; 0 while nothing is asked. */
    unsent: asked.unsent,
    /** Of those, the ones already on their way to the server. */
    onItsWay: asked.onItsWay,
    busy,
    async requestSignOut() {
      // Read now, not from a live view: a write queued a moment ago must be counted.
      const counts = await unsentCountOf(userId)
      if (counts.unsent === 0) signOut()
      else setAsked(counts)
    },
    sendNow() {
      setAsked(nothingAsked)
      sendNow()
    },
    async discardAndSignOut() {
      setBusy(true)
      try {
        // A change made in another tab since she was asked is not hers to lose unnamed: ask again.
        const counts = await unsentCountOf(userId)
        if (counts.unsent > asked.unsent) {
          setAsked(counts)
          return
        }
        await discardAllUnsentOf(userId)
        setAsked(nothingAsked)
        signOut()
      } finally {
        setBusy(false)
      }
    },
    cancel() {
      setAsked(nothingAsked)
    },
  }
}
