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
 * What the screen that queued one write says of it as it goes: `taken` once the server took it, and
 * `kept` (at most once) when a try to send it failed, so it waits on this computer for the connection.
 */
export interface WriteNotices {
  taken: () => void
  kept: () => void
}

interface Followed {
  notices: WriteNotices | undefined
  keptSaid: boolean
}

/**
 * Follows the writes a screen queued, so the screen can react when the server answers one, whenever
 * that is (the user may still be there): returns `follow`, given each queued write's id, what to say
 * of it, and whether its `kept` was said already (queued offline). A write left out of a reading that
 * was of its id is gone, even if it went before it was first read. Only the followed writes are read,
 * by id, so a flush of many others does not re-read the queue.
 */
export function useFollowedWrites(
  userId: number,
  handlers: FollowedWriteHandlers,
): (id: string, notices?: WriteNotices, keptSaid?: boolean) => void {
  const followed = useRef(new Map<string, Followed>())
  const latest = useRef(handlers)
  latest.current = handlers
  const [followedIds, setFollowedIds] = useState<readonly string[]>([])
  const read = useOutboxEntries(followedIds)
  useEffect(() => {
    if (!read) return
    const byId = new Map(
      read.entries.filter((entry) => entry.userId === userId).map((entry) => [entry.id, entry]),
    )
    const readIds = new Set(read.of)
    let answered = false
    for (const [id, write] of followed.current) {
      const entry = byId.get(id)
      if (entry?.state === 'parked') {
        followed.current.delete(id)
        answered = true
        latest.current.onRefused(entry)
      } else if (entry) {
        // Back in the queue after a try: it did not get through, and waits here.
        if (entry.state === 'queued' && entry.lastError && !write.keptSaid) {
          write.keptSaid = true
          write.notices?.kept()
        }
      } else if (readIds.has(id)) {
        followed.current.delete(id)
        answered = true
        write.notices?.taken()
        latest.current.onGone()
      }
    }
    if (answered) setFollowedIds([...followed.current.keys()])
  }, [read, userId])
  return useCallback((id: string, notices?: WriteNotices, keptSaid = false) => {
    followed.current.set(id, { notices, keptSaid })
    setFollowedIds([...followed.current.keys()])
  }, [])
}
