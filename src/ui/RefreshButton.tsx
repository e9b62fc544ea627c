import { useLingui } from '@lingui/react/macro'
import { ToolbarIconButton } from './ToolbarIconButton.tsx'

/** Asks a screen's data again now: turning while it is asked, named "Refresh" or "Refreshing…". */
export function RefreshButton({ refresh, refreshing }: { refresh: () => void; refreshing: boolean }) {
  const { t } = useLingui()
  const label = refreshing ? t`Refreshing…` : t`Refresh`
  return (
    <ToolbarIconButton
      paths={['M13.25 8a5.25 5.25 0 1 1-1.54-3.71', 'M13.25 2.5v2.75H10.5']}
      motion="spin"
      working={refreshing}
      onClick={refresh}
      disabled={refreshing}
      aria-label={label}
      title={label}
    />
  )
}
