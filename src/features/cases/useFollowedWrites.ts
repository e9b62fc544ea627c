import { useCallback, useEffect, useRef } from 'react'
import { type OutboxEntry, useOutbox } from '../../../db/outbox.ts'

export interface FollowedWriteHandlers {
  /** The server took it (it left the outbox), or the user gave it up in the sync panel. */
  onGone: () => void
  /** The server refused it: it waits, parked, in the sync panel. */
  onRefused: (entry: OutboxEntry) => void
}

/**
 * Follows the writes a screen queued, so the screen can react when the server answers one, whenever
 * that is (the user may still be there): returns `follow`, given each queued write's id. A write is
 * taken as answered only once it was seen in the outbox, so a write not read back yet is not "gone".
 */
export function useFollowedWrites(userId: number, handlers: FollowedWriteHandlers): (id: string) => void {
  const followed = useRef(new Map<string, { seen: boolean }>())
  const latest = useRef(handlers)
  latest.current = handlers
  const outbox = useOutbox(userId)
  useEffect(() => {
    if (!outbox) return
    const byId = new Map(outbox.map((entry) => [entry.id, entry]))
    for (const [id, followedWrite] of followed.current) {
      const entry = byId.get(id)
      if (entry?.state === 'parked') {
        followed.current.delete(id)
        latest.current.onRefused(entry)
      } else if (entry) followedWrite.seen = true
      else if (followedWrite.seen) {
        followed.current.delete(id)
        latest.current.onGone()
      }
    }
  }, [outbox])
  return useCallback((id: string) => {
    followed.current.set(id, { seen: false })
  }, [])
}
