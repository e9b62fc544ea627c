import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { reloadForMissingCode } from './serviceWorker/missingCode.ts'

/** A part of the app whose code is not in its first load (a bar, the sign-in page): its loader, asked once. */
export interface AppPart<Props extends object> {
  load(): Promise<ComponentType<Props>>
  loaded?: ComponentType<Props>
}

/** A part loaded by `load` (an import of its module), for LoadedPart to draw. */
export function appPart<Props extends object>(load: () => Promise<ComponentType<Props>>): AppPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  const part: AppPart<Props> = {
    load() {
      loading ??= load().then(
        (Part) => {
          part.loaded = Part
          return Part
        },
        (error: unknown) => {
          // The next draw asks again.
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
  return part
}

/**
 * Draws a part of the app whose code is not in its first load (the sync corner, an area's bar, the
 * sign-in page): `fallback` (nothing by default) until its module is in, then the part as if it had
 * always been there. Not React.lazy:
 * a revealed Suspense boundary waits out React's 300 ms throttle, although the code comes from the
 * service worker's cache in a few milliseconds.
 */
export function LoadedPart<Props extends object>({
  part,
  props,
  fallback = null,
}: {
  part: AppPart<Props>
  props: NoInfer<Props>
  fallback?: ReactNode
}) {
  const [Part, setPart] = useState(() => part.loaded)
  useEffect(() => {
    if (Part) return
    let current = true
    part.load().then(
      (loaded) => {
        if (current) setPart(() => loaded)
      },
      (error: unknown) => {
        // After a deploy the old chunk is gone: one reload brings the new ones. Otherwise the app goes
        // on without the part (the next draw asks again).
        if (current && !reloadForMissingCode(error)) console.error('A part of the app could not load', error)
      },
    )
    return () => {
      current = false
    }
  }, [part, Part])
  return Part ? <Part {...props} /> : fallback
}
