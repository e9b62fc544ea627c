import { useLingui } from '@lingui/react/macro'
import { Suspense, useEffect, useReducer, useState } from 'react'
import type { ScreenRoute } from '../ui/screenRoute.ts'
import { loadedScreen, loadScreen, preloadScreensOpenedFrom } from './screenModules.ts'
import { noteCodeLoaded, reloadForMissingCode } from './serviceWorker/missingCode.ts'

export function Splash() {
  const { t } = useLingui()
  return (
    <div className="flex h-full items-center justify-center text-slate-500" role="status">
      {t`Loading…`}
    </div>
  )
}

/**
 * A route's screen, loaded when first shown, with the splash meanwhile. Not React.lazy: a screen that
 * suspends is revealed no sooner than 300 ms after its fallback showed (React's throttle), which held
 * every first open of a screen back by that much, although its code came in a few milliseconds.
 */
export function LoadedScreen({ route, params }: { route: ScreenRoute; params: Record<string, string> }) {
  const Screen = loadedScreen(route)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const [, noteLoaded] = useReducer((count: number) => count + 1, 0)

  useEffect(() => {
    if (Screen) return preloadScreensOpenedFrom(route)
    let current = true
    loadScreen(route).then(
      () => {
        noteCodeLoaded()
        if (current) noteLoaded()
      },
      (error: unknown) => {
        // After a deploy the old chunk is gone: one reload brings the new ones, the splash meanwhile.
        // Only here, where the user opens the screen: an idle preload's failure never reloads a page.
        if (!current || reloadForMissingCode(error)) return
        setFailure({ error })
      },
    )
    return () => {
      current = false
    }
  }, [route, Screen])

  // Thrown while drawing, so the route's error boundary shows it, as a failed import always did.
  if (failure) throw failure.error
  if (!Screen) return <Splash />
  return (
    <Suspense fallback={<Splash />}>
      <Screen params={params} />
    </Suspense>
  )
}
