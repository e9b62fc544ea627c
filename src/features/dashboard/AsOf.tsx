import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../i18n/format.ts'

/** When the server read the figures shown, on the user's clock. */
export function AsOf({ asOf, timeZone }: { asOf: string | undefined; timeZone: string }) {
  const { t } = useLingui()
  if (!asOf) return null
  const at = formatDateTime(asOf, timeZone)
  return (
    <span className="text-xs whitespace-nowrap text-slate-500" data-testid="figures-as-of">
      {t`Figures as of ${at}`}
    </span>
  )
}
