import { memo, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { matchRoute, useLocation, useRouter } from 'wouter'
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx'
import type { ScreenRoute } from '../ui/screenRoute.ts'
import { LoadedScreen } from './LoadedScreen.tsx'
import { allScreenRoutes, isAllowed } from './routeTable.ts'

/** The routes whose screens outlive a visit to another page (the route table's keepAlive). */
export const keptAliveRoutes: readonly ScreenRoute[] = allScreenRoutes.filter(
  (route) => route.keepAlive && route.load,
)

interface KeptScreen {
  /** The path it was opened at; like a tab, a screen is kept per path. */
  path: string
  route: ScreenRoute
  params: Record<string, string>
}

interface ScrollPosition {
  top: number
  left: number
}

/**
 * Shows or hides a kept screen. Hiding it (display: none) keeps its state and rows, but a browser may
 * forget where a hidden box was scrolled to, so the frame notes each scroll inside it (and of the
 * scroll area it sits in) while shown, and puts them back when shown again, before the first paint.
 */
function KeptScreenFrame({ active, children }: { active: boolean; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  const positions = useRef(new Map<Element, ScrollPosition>())
  const shown = useRef(active)

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const scrollArea = element.parentElement
    const note = (event: Event) => {
      const target = event.target
      if (!shown.current || !(target instanceof Element)) return
      if (target === scrollArea || element.contains(target))
        positions.current.set(target, { top: target.scrollTop, left: target.scrollLeft })
    }
    // Scroll events do not bubble; listening while they go down to their target sees them all.
    document.addEventListener('scroll', note, { capture: true, passive: true })
    return () => document.removeEventListener('scroll', note, { capture: true })
  }, [])

  useLayoutEffect(() => {
    shown.current = active
    if (!active) return
    for (const [element, position] of positions.current) {
      if (!element.isConnected) {
        positions.current.delete(element)
        continue
      }
      element.scrollTop = position.top
      element.scrollLeft = position.left
      // A position the browser kept fires no scroll event, yet the screen's own listeners (a
      // virtualised list) may have read 0 from the hidden box and must hear where it really is.
      element.dispatchEvent(new Event('scroll'))
    }
  }, [active])

  return (
    <div ref={frame} hidden={!active} className="h-full" data-kept-alive>
      {children}
    </div>
  )
}

/** Memoised, so a hidden screen is not drawn again each time the user goes to another page. */
const KeptScreenView = memo(function KeptScreenView({
  screen,
  active,
}: {
  screen: KeptScreen
  active: boolean
}) {
  return (
    <KeptScreenFrame active={active}>
      <ErrorBoundary>
        <LoadedScreen route={screen.route} params={screen.params} />
      </ErrorBoundary>
    </KeptScreenFrame>
  )
})

const samePaths = (a: readonly KeptScreen[], b: readonly KeptScreen[]) =>
  a.length === b.length && a.every((screen, index) => screen.path === b[index]?.path)

/**
 * The kept-alive screens (spec section 2): once opened, such a screen stays mounted, hidden while
 * the user is on other pages, and shows again exactly as it was left: rows, filters, scroll position.
 * It is dropped when its tab is closed; sign-out unmounts the shell, and these with it. The router's
 * Switch draws nothing for these routes (only their menuId guard), so a screen is never mounted twice.
 */
export function KeptAliveScreens({
  openPaths,
  menuIdList,
  routes = keptAliveRoutes,
}: {
  /** The paths of the open tabs. */
  openPaths: readonly string[]
  menuIdList: readonly number[]
  routes?: readonly ScreenRoute[]
}) {
  const [location] = useLocation()
  const { parser } = useRouter()
  const [kept, setKept] = useState<KeptScreen[]>([])

  let opened: KeptScreen | undefined
  if (!kept.some((screen) => screen.path === location)) {
    for (const route of routes) {
      const [matches, params] = matchRoute(parser, route.path, location)
      if (matches) {
        opened = { path: location, route, params: (params ?? {}) as Record<string, string> }
        break
      }
    }
  }
  const keeping = [...kept, ...(opened ? [opened] : [])].filter(
    (screen) =>
      (screen.path === location || openPaths.includes(screen.path)) && isAllowed(screen.route, menuIdList),
  )
  // Adjusting state while rendering (React's pattern for state derived from props): a screen opened or
  // dropped takes effect in this very render, without a frame of the wrong content.
  if (!samePaths(keeping, kept)) setKept(keeping)

  return (
    <>
      {keeping.map((screen) => (
        <KeptScreenView key={screen.path} screen={screen} active={screen.path === location} />
      ))}
    </>
  )
}
