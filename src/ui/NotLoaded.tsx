import { useLingui } from '@lingui/react/macro'
import type { ApiFailure } from '../../contract/errors.ts'
import { Button } from './Button.tsx'

/**
 * What a screen shows while it has nothing to show yet: that it is loading, or, once the server
 * failed and nothing was kept, why, with a way to ask again. Every read of the app uses this one.
 */
export function NotLoaded({
  failure,
  loading,
  failed,
  onRetry,
  className = 'rounded-lg bg-white p-8 shadow-sm',
}: {
  failure: ApiFailure | null
  /** e.g. 'Loading cases…' */
  loading: string
  /** What could not be loaded, with the reason, e.g. 'The list could not be loaded: …' */
  failed: (reason: string) => string
  onRetry: () => void
  className?: string
}) {
  const { t } = useLingui()
  if (!failure)
    return (
      <p role="status" className={`text-center text-sm text-slate-500 ${className}`}>
        {loading}
      </p>
    )
  return (
    <div role="alert" className={`text-center text-sm ${className}`}>
      <p className="text-red-800">{failed(failure.message)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  )
}
