import type { ScreenComponent, ScreenRoute } from '../ui/screenRoute.ts'
import { allScreenRoutes } from './routeTable.ts'

const loaded = new WeakMap<ScreenRoute, ScreenComponent>()
const loading = new WeakMap<ScreenRoute, Promise<ScreenComponent>>()

/** The route's screen when its code is here already, so it draws at once; undefined otherwise. */
export function loadedScreen(route: ScreenRoute): ScreenComponent | undefined {
  return loaded.get(route)
}

/**
 * Fetches a route's screen once; every later call shares that fetch. A failed one is forgotten, so
 * the next attempt (the error boundary's "Try again", another visit) asks the network again.
 */
export function loadScreen(route: ScreenRoute): Promise<ScreenComponent> {
  const pending = loading.get(route)
  if (pending) return pending
  if (!route.load) return Promise.reject(new Error(`the route ${route.name} has no screen`))
  const fetched = route.load().then((module) => {
    loaded.set(route, module.default)
    return module.default
  })
  fetched.catch(() => loading.delete(route))
  loading.set(route, fetched)
  return fetched
}

/**
 * Fetches screens the user is about to open (a menu entry pointed at, the case a list links to), so
 * opening one does not wait for its code. A failure is not reported here: the open itself says so.
 */
export function preloadScreens(routes: readonly ScreenRoute[]): void {
  for (const route of routes) if (route.load && !loaded.has(route)) loadScreen(route).catch(() => {})
}

/** The screens a route's page links to (its `opens`), fetched once the browser has nothing else to do. */
export function preloadScreensOpenedFrom(route: ScreenRoute): () => void {
  const opened = allScreenRoutes.filter((other) => route.opens?.includes(other.name))
  if (opened.length === 0) return () => {}
  return whenIdle(() => preloadScreens(opened))
}

/** Runs `next` once the browser has nothing else to do (or soon, where it cannot say); answers its cancel. */
function whenIdle(next: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(next, 200)
    return () => clearTimeout(timer)
  }
  const idle = requestIdleCallback(next, { timeout: 2000 })
  return () => cancelIdleCallback(idle)
}

/**
 * Fetches the screens of a menu, in the menu's order, one at a time whenever the browser has nothing
 * else to do: the shell painted, the first entry a user opens is then drawn without waiting for its
 * code (a click that comes sooner shares the fetch under way). Stops when the menu goes.
 */
export function preloadWhenIdle(routes: readonly ScreenRoute[]): () => void {
  let stopped = false
  let cancel = () => {}
  const waitIdle = (next: () => void) => {
    cancel = whenIdle(next)
  }
  const preloadFrom = (index: number) => {
    const route = routes[index]
    if (stopped || !route) return
    if (!route.load || loaded.has(route)) return preloadFrom(index + 1)
    loadScreen(route)
      .catch(() => {})
      .then(() => {
        if (!stopped) waitIdle(() => preloadFrom(index + 1))
      })
  }
  waitIdle(() => preloadFrom(0))
  return () => {
    stopped = true
    cancel()
  }
}
