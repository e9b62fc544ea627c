import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { matchRoute, type Parser, useLocation, useRouter } from 'wouter'
import { type TagTab, tagTabsMachine } from '../../../machines/tagTabs.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx'
import { FirstDayOfWeekContext, useFirstDayOfWeekSetting } from '../../ui/firstDayOfWeek.ts'
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx'
import { type PageTabs, PageTabsContext } from '../../ui/pageTab.ts'
import { KeptAliveScreens } from '../KeptAliveScreens.tsx'
import { appPart, LoadedPart } from '../loadedPart.tsx'
import { allScreenRoutes, menuFor } from '../routeTable.ts'
import { shellBars } from '../shellBars.ts'
import { HeaderClock } from './HeaderClock.tsx'
import { SideMenu } from './SideMenu.tsx'
import { TagTabsBar } from './TagTabsBar.tsx'
import { UserMenu } from './UserMenu.tsx'
import { useShellPreference } from './useShellPreference.ts'

const syncCorner = appPart(() => import('./SyncCorner.tsx').then((module) => module.SyncCorner))

// The kept tabs are read and written through the browser's database, which loads after the shell's
// first paint (issue 28).
const cachedLists = () => import('../../../db/cachedLists.ts')

/** The screen route a path opens, with its parameters. */
function screenRouteAt(parser: Parser, path: string) {
  for (const route of allScreenRoutes) {
    if (!route.load) continue
    const [matches, params] = matchRoute(parser, route.path, path)
    if (matches) return { route, params: (params ?? {}) as Record<string, string> }
  }
  return undefined
}

/** The signed-in frame: side menu, header with tabs, clock, cc, language and user menu, footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [location, navigate] = useLocation()
  const { parser } = useRouter()
  const [collapse, setCollapse] = useShellPreference('collapse')
  const collapsed = collapse === '1'
  const groups = useMemo(() => menuFor(user.menuIdList), [user.menuIdList])
  const [firstDayOfWeek] = useFirstDayOfWeekSetting(user.userId)
  // The page scrolls inside <main>, not the window.
  const scrollArea = useRef<HTMLElement>(null)

  const tabsActor = useActorRef(
    tagTabsMachine.provide({
      actions: {
        navigate: (_, { path }) => navigate(path ?? '/welcome'),
        persistTabs: (_, { tabs }) => {
          void cachedLists().then(({ saveCachedList }) => saveCachedList('tagList', tabs))
        },
      },
    }),
  )
  const tabs = useSelector(tabsActor, (snapshot) => snapshot.context.tabs)

  // The kept tabs come back before the current page adds its own, or they would be overwritten.
  const [tabsRestored, setTabsRestored] = useState(false)
  useEffect(() => {
    void cachedLists()
      .then(({ readCachedList }) => readCachedList<TagTab[]>('tagList'))
      .then((kept) => {
        if (kept) tabsActor.send({ type: 'RESTORE', tabs: kept.data })
      })
      .finally(() => setTabsRestored(true))
  }, [tabsActor])

  // A page may name its tab before the tab is there (the kept tabs still being read, or a page's
  // effect running before the shell's): the name waits here and goes with the tab when it opens.
  const pageLabels = useRef(new Map<string, string>())
  // Paths whose page went elsewhere: they get no tab even when the move came before their own opening.
  const movedAway = useRef(new Set<string>())
  const pageTabs = useMemo<PageTabs>(
    () => ({
      label: (path, label) => {
        pageLabels.current.set(path, label)
        tabsActor.send({ type: 'LABEL', path, label })
      },
      move: (from, to) => {
        movedAway.current.add(from)
        const route = screenRouteAt(parser, to)?.route
        if (route) tabsActor.send({ type: 'MOVE', from, tab: { path: to, routeName: route.name } })
        navigate(to, { replace: true })
      },
      replace: (from, to) => {
        const route = screenRouteAt(parser, to)?.route
        if (route) tabsActor.send({ type: 'MOVE', from, tab: { path: to, routeName: route.name } })
        navigate(to)
      },
    }),
    [tabsActor, parser, navigate],
  )

  // Pages opened while the kept tabs were still being read: their tabs open, in order, once they are in.
  const openedBeforeRestore = useRef<string[]>([])
  // Opening a page adds its tab (spec section 4); detail pages also scroll to the top.
  useEffect(() => {
    if (!tabsRestored) {
      if (!openedBeforeRestore.current.includes(location)) openedBeforeRestore.current.push(location)
      return
    }
    const openTab = (path: string) => {
      if (movedAway.current.has(path)) return undefined
      const opened = screenRouteAt(parser, path)
      if (!opened || opened.route.namesSomething?.(opened.params) === false) return undefined
      const label = pageLabels.current.get(path)
      const tab: TagTab = { path, routeName: opened.route.name }
      tabsActor.send({ type: 'OPEN', tab: label === undefined ? tab : { ...tab, label } })
      return opened.route
    }
    for (const path of openedBeforeRestore.current) if (path !== location) openTab(path)
    openedBeforeRestore.current = []
    const route = openTab(location)
    if (route?.scrollToTop && scrollArea.current) {
      scrollArea.current.scrollTop = 0
      scrollArea.current.scrollLeft = 0
    }
  }, [location, parser, tabsActor, tabsRestored])

  return (
    <FirstDayOfWeekContext.Provider value={firstDayOfWeek}>
      <div className="flex h-full">
        <SideMenu groups={groups} collapsed={collapsed} animate={collapse !== undefined} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-14 items-center gap-4 border-b border-slate-200 bg-white px-4">
            <button
              type="button"
              onClick={() => setCollapse(collapsed ? '0' : '1')}
              aria-label={collapsed ? t`Expand menu` : t`Collapse menu`}
              aria-pressed={collapsed}
              className="rounded px-2 py-1 text-lg text-slate-600 hover:bg-slate-100"
            >
              ☰
            </button>
            <div className="flex-1" />
            <LoadedPart part={syncCorner} props={{ userId: user.userId, timeZone: user.timeZone }} />
            <HeaderClock timeZone={user.timeZone} />
            <span
              className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700"
              title={t`Country code`}
              data-testid="country-code"
            >
              {user.cc}
            </span>
            <LanguageSwitch />
            <UserMenu />
          </header>
          <TagTabsBar tabsActor={tabsActor} />
          {shellBars.map(({ name, bar }) => (
            <ErrorBoundary key={name}>
              <LoadedPart part={bar} props={{}} />
            </ErrorBoundary>
          ))}
          <main ref={scrollArea} className="flex-1 overflow-auto p-6">
            <PageTabsContext.Provider value={pageTabs}>
              <ErrorBoundary key={location}>{children}</ErrorBoundary>
            </PageTabsContext.Provider>
            <KeptAliveScreens
              key={user.userId}
              openPaths={tabs.map((tab) => tab.path)}
              menuIdList={user.menuIdList}
            />
          </main>
          <footer className="border-t border-slate-200 bg-white py-2 text-center text-xs text-slate-500">
            Collection System 2.1
          </footer>
        </div>
      </div>
    </FirstDayOfWeekContext.Provider>
  )
}
