import { type ComponentType, useEffect, useState } from 'react'
import { reloadForMissingCode } from '../serviceWorker/missingCode.ts'

/** A part of the shell whose code loads once the shell has painted: its loader, asked once. */
export interface ShellPart<Props extends object> {
  load(): Promise<ComponentType<Props>>
  loaded?: ComponentType<Props>
}

/** A part loaded by `load` (an import of its module), for LoadedPart to draw. */
export function shellPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ShellPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  const part: ShellPart<Props> = {
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
 * Draws a part of the shell whose code loads once the shell has painted (the sync corner, an area's
 * bar): nothing until its module is in, then the part as if it had always been there. Not React.lazy:
 * a revealed Suspense boundary waits out React's 300 ms throttle, although the code comes from the
 * service worker's cache in a few milliseconds.
 */
export function LoadedPart<Props extends object>({ part, props }: { part: ShellPart<Props>; props: Props }) {
  const [Part, setPart] = useState(() => part.loaded)
  useEffect(() => {
    if (Part) return
    let current = true
    part.load().then(
      (loaded) => {
        if (current) setPart(() => loaded)
      },
      (error: unknown) => {
        // After a deploy the old chunk is gone: one reload brings the new ones. Otherwise the shell
        // goes on without the part.
        if (current && !reloadForMissingCode(error))
          console.error('A part of the shell could not load', error)
      },
    )
    return () => {
      current = false
    }
  }, [part, Part])
  return Part ? <Part {...props} /> : null
}
