import { useState } from 'react'
import { useLocation } from 'wouter'
import { useSyncStatus } from '../../api/sync/syncStatus.ts'
import type { OutboxActionTexts } from './outboxActionTexts.ts'
import { SyncIndicator } from './SyncIndicator.tsx'
import { SyncPanel } from './SyncPanel.tsx'
import { discardEntry, retryEntry, sendNow, useSyncQueue } from './useSyncQueue.ts'

/**
 * The header's sync corner, live: the connection and the user's pending changes, opening the sync
 * panel. The shell mounts it beside the clock with the app's action texts registry.
 */
export function SyncStatusButton({
  userId,
  timeZone,
  actionTexts,
}: {
  userId: number
  timeZone: string
  actionTexts: OutboxActionTexts
}) {
  const status = useSyncStatus()
  const { entries, counts } = useSyncQueue(userId)
  const [open, setOpen] = useState(false)
  const [, navigate] = useLocation()
  return (
    <>
      <SyncIndicator status={status} counts={counts} timeZone={timeZone} onOpen={() => setOpen(true)} />
      <SyncPanel
        open={open}
        onOpenChange={setOpen}
        entries={entries}
        timeZone={timeZone}
        actionTexts={actionTexts}
        onRetry={(id) => void retryEntry(id)}
        onDiscard={(id) => void discardEntry(id)}
        onSendNow={sendNow}
        onOpenSubject={(path) => {
          setOpen(false)
          navigate(path)
        }}
      />
    </>
  )
}
