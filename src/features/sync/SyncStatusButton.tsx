import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { useSyncStatus } from '../../api/sync/syncStatus.ts'
import { showToast } from '../../ui/toast.tsx'
import { SyncIndicator } from './SyncIndicator.tsx'
import { SyncPanel } from './SyncPanel.tsx'
import type { SyncAreas } from './syncAreas.ts'
import { discardEntry, retryEntry, sendNow, useSyncQueue } from './useSyncQueue.ts'

/**
 * The header's sync corner, live: the connection and the user's pending changes, opening the sync
 * panel. The shell mounts it beside the clock with the app's registry of areas with offline writes.
 */
export function SyncStatusButton({
  userId,
  timeZone,
  areas,
}: {
  userId: number
  timeZone: string
  areas: SyncAreas
}) {
  const status = useSyncStatus()
  const [open, setOpen] = useState(false)
  const { entries, counts, counted } = useSyncQueue(userId, open)
  const [, navigate] = useLocation()
  const { t } = useLingui()
  const reopen = async (id: string) => {
    const entry = entries?.find((each) => each.id === id)
    const area = entry && areas[entry.area]
    if (!entry || !area?.reopen) return
    const path = await area.reopen(entry, timeZone)
    if (path === undefined) {
      showToast(
        'error',
        t`A draft of this form waits already: save or discard it, then open this change again.`,
      )
      return
    }
    setOpen(false)
    // Told apart from a plain visit, so a form already on screen opens again with the draft.
    navigate(path, { state: { reopened: id } })
  }
  return (
    <>
      <SyncIndicator
        status={status}
        counts={counts}
        counted={counted}
        timeZone={timeZone}
        onOpen={() => setOpen(true)}
      />
      <SyncPanel
        open={open}
        onOpenChange={setOpen}
        entries={entries}
        timeZone={timeZone}
        areas={areas}
        onRetry={(id) => void retryEntry(id)}
        onReopen={(id) => void reopen(id)}
        onDiscard={(id) => {
          const entry = entries?.find((each) => each.id === id)
          if (entry) void discardEntry(entry, areas[entry.area])
        }}
        onSendNow={sendNow}
        onOpenSubject={(path) => {
          setOpen(false)
          navigate(path)
        }}
      />
    </>
  )
}
