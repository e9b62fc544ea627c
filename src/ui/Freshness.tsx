import { useLingui } from '@lingui/react/macro'
import type { ApiFailure } from '../../contract/errors.ts'
import { useSyncStatus } from '../api/sync/syncStatus.ts'
import { useOnline } from '../api/useOnline.ts'
import { formatAge, formatDateTime } from '../i18n/format.ts'

/**
 * Says how old the shown data is when the server could not confirm it (DESIGN.md, offline-tolerant
 * reads), or when the connection is lost after it did (the browser or the sync runner says offline):
 * what shows may have changed on the server since. Says nothing while the data is fresh and the
 * server in reach. Every screen that renders a kept copy uses this one.
 */
export function Freshness({
  savedAt,
  failure,
  timeZone,
  className = '',
}: {
  savedAt: number | null | undefined
  failure: ApiFailure | null
  timeZone: string
  className?: string
}) {
  const { t } = useLingui()
  const online = useOnline()
  const { connection } = useSyncStatus()
  const offline = !online || connection === 'offline' || failure?.type === 'offline'
  if ((!failure && !offline) || !savedAt) return null
  const age = formatAge(savedAt)
  const at = formatDateTime(savedAt, timeZone)
  return (
    <p
      role="status"
      data-testid="freshness"
      className={`rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800 ${className}`}
    >
      {offline || !failure
        ? t`The server cannot be reached. Showing the copy saved ${age} (${at}).`
        : t`Could not refresh (${failure.message}). Showing the copy saved ${age} (${at}).`}
    </p>
  )
}
