import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { Link } from 'wouter'
import { useCurrentUser } from '../api/session.ts'
import { zoneName } from '../i18n/zoneNames.ts'
import { roleLabels } from './roleLabels.ts'
import { areasFor, routeTitle } from './routeTable.ts'
import { welcomePanelsFor } from './welcomePanels.tsx'

/**
 * Welcome (/ and /welcome): who you are, your team, and the areas your role opens, with the panels
 * the areas give the page (`welcomePanels`): for a collector, a team leader and a manager, their day
 * first; below, the operation at a glance.
 */
export default function WelcomePage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const areas = areasFor(user.menuIdList)
  const firstPanels = welcomePanelsFor(user, 'first')
  const besidePanels = welcomePanelsFor(user, 'beside')
  // The user's own work comes first: who they are then fits on one line above it.
  const workFirst = firstPanels.length > 0
  const roleName = roleLabels[user.roleId] ? i18n._(roleLabels[user.roleId]!) : user.roleName

  return (
    <div className={`mx-auto flex flex-col ${workFirst ? 'max-w-6xl gap-4' : 'max-w-5xl gap-6'}`}>
      {workFirst ? (
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
          <h1 className="text-xl font-semibold text-slate-900">{t`Welcome, ${user.displayName}`}</h1>
          <span data-testid="welcome-role">{roleName}</span>
          <span aria-hidden="true">·</span>
          <span>{user.teamName ?? t`No team`}</span>
          <span aria-hidden="true">·</span>
          <span title={user.timeZone}>{zoneName(user.timeZone)}</span>
        </div>
      ) : (
        <section className="rounded-lg bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-semibold text-slate-900">{t`Welcome, ${user.displayName}`}</h1>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-500">{t`Role`}</dt>
            <dd data-testid="welcome-role">{roleName}</dd>
            <dt className="text-slate-500">{t`Team`}</dt>
            <dd>{user.teamName ?? t`No team`}</dd>
            <dt className="text-slate-500">{t`Time zone`}</dt>
            <dd title={user.timeZone}>{zoneName(user.timeZone)}</dd>
          </dl>
        </section>
      )}
      {firstPanels.map((entry) => (
        <Fragment key={entry.name}>{entry.render()}</Fragment>
      ))}

      <section className="rounded-lg bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t`Areas open to you`}</h2>
        {areas.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t`Your role opens no areas yet; ask your manager.`}</p>
        ) : (
          <ul
            className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3"
            data-testid="welcome-areas"
          >
            {areas.map((area) => (
              <li key={area.name} className="rounded-md border border-slate-200 p-4">
                <p className="font-medium text-slate-900">{i18n._(area.title)}</p>
                <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
                  {area.routes.map((route) => (
                    <li key={route.name}>
                      {route.load ? (
                        <Link href={route.path} className="text-brand-700 hover:underline">
                          {i18n._(routeTitle(route, user.roleId))}
                        </Link>
                      ) : (
                        // Open to the role, not built in this version: said so, rather than a dead link.
                        <span className="text-slate-500">
                          {i18n._(routeTitle(route, user.roleId))}{' '}
                          <span className="text-xs">({t`not available yet`})</span>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      {besidePanels.length > 0 && (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {besidePanels.map((entry) => (
            <Fragment key={entry.name}>{entry.render()}</Fragment>
          ))}
        </div>
      )}
    </div>
  )
}
