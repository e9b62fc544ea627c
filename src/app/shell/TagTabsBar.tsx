import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import type { tagTabsMachine } from '../../../machines/tagTabs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { allScreenRoutes, routeTitle } from '../routeTable.ts'

/** Scroll step of the tab strip, in pixels (spec section 9). */
export const tagScrollStep = 240

/**
 * The header's tabs of visited pages: closable, scrollable in 240 px steps, the current page's marked
 * and scrolled wholly into view. A tab shows what its page named it (a case's number and customer),
 * else its route's title.
 */
export function TagTabsBar({ tabsActor }: { tabsActor: ActorRefFrom<typeof tagTabsMachine> }) {
  const { t, i18n } = useLingui()
  const tabs = useSelector(tabsActor, (snapshot) => snapshot.context.tabs)
  // The current page's tab, or none (a detail URL naming no case opens no tab of its own).
  const [activePath] = useLocation()
  const strip = useRef<HTMLDivElement>(null)
  const { roleId } = useCurrentUser()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab at the end of a full strip, or a tab whose label grew, must come into view too
  useEffect(() => {
    // At the next frame, when the page is laid out anyway: scrolling now would lay out the whole
    // page in the middle of a screen's first draw (some 14 ms of the first open of a list).
    const frame = requestAnimationFrame(() => {
      const active = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]')
      // Its close button too: the whole tab is in view.
      active?.parentElement?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    })
    return () => cancelAnimationFrame(frame)
  }, [activePath, tabs])
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * tagScrollStep, behavior: 'smooth' })
  const titleOf = (routeName: string) => {
    const route = allScreenRoutes.find((entry) => entry.name === routeName)
    return route ? i18n._(routeTitle(route, roleId)) : routeName
  }
  return (
    <div className="flex h-10 items-center gap-1 border-b border-slate-200 bg-white px-2">
      <button
        type="button"
        onClick={() => scroll(-1)}
        aria-label={t`Scroll tabs left`}
        className="rounded px-2 py-1 text-slate-500 hover:bg-slate-100"
      >
        ‹
      </button>
      <div
        ref={strip}
        className="flex flex-1 gap-1 overflow-x-hidden scroll-smooth"
        role="tablist"
        aria-label={t`Open pages`}
        data-testid="tag-strip"
      >
        {tabs.map((tab) => {
          const active = tab.path === activePath
          const fallback = titleOf(tab.routeName)
          const title = tab.label ?? fallback
          return (
            <div
              key={tab.path}
              className={`flex shrink-0 items-center gap-1 rounded border px-2 py-1 text-xs ${
                active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <Link
                href={tab.path}
                role="tab"
                aria-selected={active}
                // A long label (a case's number and customer name) is cut: the whole of it on hover.
                title={tab.label === undefined ? undefined : `${tab.label} (${fallback})`}
                className="max-w-48 truncate"
              >
                {title}
              </Link>
              <button
                type="button"
                data-leaves-page={tab.path}
                onClick={() => tabsActor.send({ type: 'CLOSE', path: tab.path })}
                aria-label={t`Close ${title}`}
                className={`rounded px-1 leading-none ${active ? 'hover:bg-white/20' : 'hover:bg-slate-200'}`}
              >
                ×
              </button>
            </div>
          )
        })}
      </div>
      <button
        type="button"
        onClick={() => scroll(1)}
        aria-label={t`Scroll tabs right`}
        className="rounded px-2 py-1 text-slate-500 hover:bg-slate-100"
      >
        ›
      </button>
      <button
        type="button"
        onClick={() => tabsActor.send({ type: 'CLEAR' })}
        className="rounded px-2 py-1 text-xs text-slate-600 hover:bg-slate-100"
      >
        {t`Close all`}
      </button>
    </div>
  )
}
