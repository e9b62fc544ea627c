import { useState } from 'react'

// The outbox (and the browser's database with it) is read when she quits, not with the shell's first
// load, which holds this menu (issue 28).
const outboxQueue = () => import('./useSyncQueue.ts')

const nothingAsked = { ids: [] as string[], onItsWay: 0 }

/**
 * Sign-out that first looks in the user's outbox: empty, it signs out as before; otherwise it holds
 * the writes it asked about, by id, for UnsentChangesDialog and signs out only when she discards them
 * by name. Only those are discarded: a write queued since (in another tab) makes it ask again. The
 * one on its way cannot be called back: sign-out waits for its answer, and it is discarded if it fails.
 */
export function useGuardedSignOut(userId: number, signOut: () => void) {
  const [asked, setAsked] = useState(nothingAsked)
  const [busy, setBusy] = useState(false)
  return {
    /** The count asked about; 0 while nothing is asked. */
    unsent: asked.ids.length,
    /** Of those, the ones already on their way to the server. */
    onItsWay: asked.onItsWay,
    busy,
    async requestSignOut() {
      // Read now, not from a live view: a write queued a moment ago must be counted.
      const { unsentOfUser } = await outboxQueue()
      const unsent = await unsentOfUser(userId)
      if (unsent.ids.length === 0) signOut()
      else setAsked(unsent)
    },
    sendNow() {
      setAsked(nothingAsked)
      void outboxQueue().then((queue) => queue.sendNow())
    },
    async discardAndSignOut() {
      setBusy(true)
      try {
        const { discardUnsentOf, unsentOfUser } = await outboxQueue()
        const onTheirWay = await discardUnsentOf(userId, asked.ids)
        if (onTheirWay === null) {
          const unsent = await unsentOfUser(userId)
          if (unsent.ids.length > 0) {
            setAsked(unsent)
            return
          }
        }
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
