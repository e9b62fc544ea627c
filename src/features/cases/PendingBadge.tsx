import { useLingui } from '@lingui/react/macro'
import type { PendingWrite } from './useCasePending.ts'

/** Says that a write shown is not on the server yet: waiting to be sent, or refused (see the sync panel). */
export function PendingBadge({ write }: { write: PendingWrite | undefined }) {
  const { t } = useLingui()
  if (!write) return null
  return write.state === 'waiting' ? (
    <span className="whitespace-nowrap rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
      {t`Waiting to be sent`}
    </span>
  ) : (
    <span
      title={write.reason}
      className="whitespace-nowrap rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800"
    >
      {t`Not sent: see the sync panel`}
    </span>
  )
}
