import { useSyncExternalStore } from 'react'

/** What taking the new version does: a waiting worker is told to take over, then the page reloads. */
export type TakeNewVersion = () => void

let offer: TakeNewVersion | null = null
const listeners = new Set<() => void>()

/** A new version of the console is installed and waiting: the banner offers it; nothing is forced. */
export function offerNewVersion(take: TakeNewVersion): void {
  offer = take
  for (const listener of listeners) listener()
}

/** The offer, or null when this page runs the newest version. */
export function useNewVersionOffer(): TakeNewVersion | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offer,
  )
}

/** For tests: no offer. */
export function withdrawNewVersionOffer(): void {
  offer = null
  for (const listener of listeners) listener()
}
