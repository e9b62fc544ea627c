import { Trans } from '@lingui/react/macro'
import { useNewVersionOffer } from './newVersionOffer.ts'

/** A small banner when a new version of the console is ready; reloading is the user's choice. */
export function NewVersionBanner() {
  const take = useNewVersionOffer()
  if (!take) return null
  return (
    <div
      role="status"
      data-testid="new-version"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-md border border-brand-200 bg-white px-4 py-2 text-sm shadow-lg"
    >
      <span>
        <Trans>A new version is available.</Trans>
      </span>
      <button type="button" className="font-medium text-brand-700 underline" onClick={take}>
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
