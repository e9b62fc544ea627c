import { useLingui } from '@lingui/react/macro'
import { useAppList } from '../api/appList.ts'
import { useCurrentUser } from '../api/session.ts'
import { Freshness } from '../ui/Freshness.tsx'

/** The loan brands the operation collects for, and which of them lends through another's app. */
export function BrandsWelcomePanel() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const apps = useAppList()
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{t`Loan brands`}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm" data-testid="welcome-brands">
        {(apps.data ?? []).map((app) => (
          <li key={app.id}>
            <span className="font-medium">{app.name}</span>
            {!app.hasOwnApp && app.handledByAppName && (
              <span className="text-slate-600">
                {' '}
                — {t`no app of its own; loans and repayments go through ${app.handledByAppName}`}
              </span>
            )}
          </li>
        ))}
      </ul>
      <Freshness savedAt={apps.savedAt} failure={apps.failure} timeZone={user.timeZone} className="mt-2" />
    </section>
  )
}
