import { useLingui } from '@lingui/react/macro'
import { type ComponentType, lazy, Suspense } from 'react'
import type { ScreenRoute } from './routeTable.ts'

type ScreenComponent = ComponentType<{ params: Record<string, string> }>

export function Splash() {
  const { t } = useLingui()
  return (
    <div className="flex h-full items-center justify-center text-slate-500" role="status">
      {t`Loading…`}
    </div>
  )
}

// One lazy component per route, made once: a new one on each render would load and mount afresh.
const screens = new WeakMap<ScreenRoute, ScreenComponent>()

function screenOf(route: ScreenRoute): ScreenComponent {
  let screen = screens.get(route)
  if (!screen) {
    if (!route.load) throw new Error(`the route ${route.name} has no screen`)
    screen = lazy(route.load)
    screens.set(route, screen)
  }
  return screen
}

/** A route's screen, loaded when first shown, with the splash meanwhile. */
export function LoadedScreen({ route, params }: { route: ScreenRoute; params: Record<string, string> }) {
  const Screen = screenOf(route)
  return (
    <Suspense fallback={<Splash />}>
      <Screen params={params} />
    </Suspense>
  )
}
