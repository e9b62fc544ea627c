import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { SyncConnection, SyncStatus } from '../../api/sync/syncStatus.ts'
import { clockTimeText } from '../../i18n/format.ts'
import type { QueueCounts } from './outboxQueue.ts'

const dotColour: Record<SyncConnection, string> = {
  online: 'bg-emerald-500',
  offline: 'bg-slate-400',
  sending: 'bg-sky-500',
  retrying: 'bg-amber-500',
  signInNeeded: 'bg-red-500',
}

/**
 * The header's word on sync, beside the clock: the connection in a collector's words, how many of her
 * changes wait to be sent, and those the server refused, apart, as needing her. A click opens the panel.
 */
export function SyncIndicator({
  status,
  counts,
  counted = true,
  timeZone,
  onOpen,
}: {
  status: SyncStatus
  counts: QueueCounts
  /** Whether the counts are read yet: until then the indicator says so (data-counted), for a test's wait. */
  counted?: boolean
  timeZone: string
  onOpen: () => void
}) {
  const { t } = useLingui()
  const retryAt = status.retryAt === null ? '' : clockTimeText(status.retryAt, timeZone)
  const words: Record<SyncConnection, string> = {
    online: t`Online`,
    offline: t`Offline`,
    sending: t`Sending…`,
    retrying: retryAt ? t`Retrying at ${retryAt}` : t`Retrying`,
    signInNeeded: t`Sign in to send`,
  }
  const { pending, parked } = counts
  return (
    <button
      type="button"
      onClick={onOpen}
      title={t`Changes to send`}
      aria-haspopup="dialog"
      data-testid="sync-indicator"
      data-connection={status.connection}
      data-counted={counted}
      className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
    >
      <span className={`h-2 w-2 rounded-full ${dotColour[status.connection]}`} aria-hidden />
      <span data-testid="sync-connection">{words[status.connection]}</span>
      {pending > 0 && (
        <span
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800"
          data-testid="sync-pending"
        >
          {plural(pending, { one: '# pending', other: '# pending' })}
        </span>
      )}
      {parked > 0 && (
        <span
          className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800"
          data-testid="sync-parked"
        >
          {plural(parked, { one: '# needs attention', other: '# need attention' })}
        </span>
      )}
    </button>
  )
}
