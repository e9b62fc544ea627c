import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { useCurrentUser } from '../../api/session.ts'
import type { RouteGroup } from '../../ui/screenRoute.ts'
import { routeTitle } from '../routeTable.ts'
import { preloadScreens, preloadWhenIdle } from '../screenModules.ts'

/** The collapsible side menu, filtered by the user's menuIdList. */
export function SideMenu({
  groups,
  collapsed,
  animate,
}: {
  groups: RouteGroup[]
  collapsed: boolean
  animate: boolean
}) {
  const { t, i18n } = useLingui()
  const [location] = useLocation()
  const { roleId } = useCurrentUser()
  // The entries' screens come in while the user reads the page, so an entry opens without its fetch.
  useEffect(() => preloadWhenIdle(groups.flatMap((group) => group.routes)), [groups])
  return (
    <nav
      aria-label={t`Main menu`}
      className={`flex shrink-0 flex-col bg-brand-900 text-slate-200 ${animate ? 'transition-[width] duration-200' : ''} ${collapsed ? 'w-16' : 'w-60'}`}
    >
      <div className="flex h-14 items-center gap-2 border-b border-white/10 px-4">
        <span
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-brand-500 font-bold text-white"
          aria-hidden
        >
          C
        </span>
        {!collapsed && <span className="truncate font-semibold text-white">Collection System</span>}
      </div>
      <ul className="flex-1 overflow-y-auto py-2">
        {groups.map((group) => (
          <li key={group.name} className="px-2 py-1">
            {group.routes.length > 1 && !collapsed && (
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                {i18n._(group.title)}
              </p>
            )}
            <ul>
              {group.routes.map((route) => {
                const active = location === route.path
                const title = i18n._(routeTitle(route, roleId))
                // Pointing at an entry (or tabbing to it) fetches its screen before the click.
                const preload = () => preloadScreens([route])
                return (
                  <li key={route.name}>
                    <Link
                      href={route.path}
                      title={title}
                      aria-current={active ? 'page' : undefined}
                      onPointerEnter={preload}
                      onFocus={preload}
                      className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm ${active ? 'bg-brand-600 text-white' : 'hover:bg-white/10'}`}
                    >
                      <span
                        className="flex h-5 w-5 shrink-0 items-center justify-center rounded bg-white/15 text-[10px] font-bold"
                        aria-hidden
                      >
                        {title.slice(0, 1)}
                      </span>
                      {!collapsed && <span className="leading-snug">{title}</span>}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
