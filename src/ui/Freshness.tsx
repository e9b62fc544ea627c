import { useLingui } from '@lingui/react/macro'
import type { ApiFailure } from '../../contract/errors.ts'
import { formatAge, formatDateTime } from '../i18n/format.ts'

/**
 * Says how old the shown data is when the server could not confirm it (DESIGN.md, offline-tolerant
 * reads); says nothing while the data is fresh. Every screen that renders a kept copy uses this one.
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
  if (!failure || !savedAt) return null
  const age = formatAge(savedAt)
  const at = formatDateTime(savedAt, timeZone)
  return (
    <p
      role="status"
      data-testid="freshness"
      className={`rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800 ${className}`}
    >
      {failure.type === 'offline'
        ? t`The server cannot be reached. Showing the copy saved ${age} (${at}).`
        : t`Could not refresh (${failure.message}). Showing the copy saved ${age} (${at}).`}
    </p>
  )
}
