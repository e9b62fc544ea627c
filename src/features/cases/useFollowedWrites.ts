import { useCallback, useEffect, useRef, useState } from 'react'
import type { OutboxEntry } from '../../../db/outbox.ts'
import { useOutboxEntries } from '../../../db/outboxWatch.ts'

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
 * Only the followed writes are read, by id, so a flush of many others does not re-read the queue.
 */
export function useFollowedWrites(userId: number, handlers: FollowedWriteHandlers): (id: string) => void {
  const followed = useRef(new Map<string, { seen: boolean }>())
  const latest = useRef(handlers)
  latest.current = handlers
  const [followedIds, setFollowedIds] = useState<readonly string[]>([])
  const entries = useOutboxEntries(followedIds)
  useEffect(() => {
    if (!entries) return
    const byId = new Map(entries.filter((entry) => entry.userId === userId).map((entry) => [entry.id, entry]))
    let answered = false
    for (const [id, followedWrite] of followed.current) {
      const entry = byId.get(id)
      if (entry?.state === 'parked') {
        followed.current.delete(id)
        answered = true
        latest.current.onRefused(entry)
      } else if (entry) followedWrite.seen = true
      else if (followedWrite.seen) {
        followed.current.delete(id)
        answered = true
        latest.current.onGone()
      }
    }
    if (answered) setFollowedIds([...followed.current.keys()])
  }, [entries, userId])
  return useCallback((id: string) => {
    followed.current.set(id, { seen: false })
    setFollowedIds([...followed.current.keys()])
  }, [])
}
