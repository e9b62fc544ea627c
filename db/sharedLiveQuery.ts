import { liveQuery, type Subscription } from 'dexie'

interface Watcher<T> {
  next: (value: T) => void
  error?: (error: unknown) => void
}

/** What `useObservable` (dexie-react-hooks) takes; `getValue` lets a hook mounted later draw at once. */
export interface SharedLiveQuery<T> {
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): { unsubscribe(): void }
  hasValue(): boolean
  getValue(): T | undefined
}

/**
 * One live query for every hook that reads the same thing: it is read once, not once per hook, and a
 * hook mounted while another one holds it gets the value in its first render instead of after a read
 * of its own. The value is dropped when the last hook lets go, as it could go stale unobserved.
 */
export function sharedLiveQuery<T>(querier: () => Promise<T>): SharedLiveQuery<T> {
  const watchers = new Set<Watcher<T>>()
  let source: Subscription | null = null
  let latest: { value: T } | null = null

  return {
    hasValue: () => latest !== null,
    getValue: () => latest?.value,
    subscribe(next, error) {
      const watcher: Watcher<T> = { next, error }
      watchers.add(watcher)
      if (latest) watcher.next(latest.value)
      source ??= liveQuery(querier).subscribe({
        next: (value) => {
          latest = { value }
          for (const each of [...watchers]) each.next(value)
        },
        error: (error) => {
          latest = null
          for (const each of [...watchers]) each.error?.(error)
        },
      })
      return {
        unsubscribe: () => {
          watchers.delete(watcher)
          if (watchers.size > 0) return
          source?.unsubscribe()
          source = null
          latest = null
        },
      }
    },
  }
}
