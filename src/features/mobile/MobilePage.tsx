import { useLingui } from '@lingui/react/macro'
import { AuthCard } from '../../ui/AuthCard.tsx'
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx'

/** Where a phone is sent (spec section 1): the console is desktop-only. */
export function MobilePage() {
  const { t } = useLingui()
  return (
    <AuthCard title={t`Open the console on a computer`} corner={<LanguageSwitch tone="dark" />}>
      <p className="text-sm text-slate-700">
        {t`The collection console is made for desktop screens. Please open it on a computer to work your cases, teams and reports.`}
      </p>
    </AuthCard>
  )
}
