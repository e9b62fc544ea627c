import { useCallback, useEffect, useState } from 'react'
import type { PreferenceKey } from '../../../db/preferences.ts'

// The browser's database (Dexie) is not in the shell's first load (issue 28): the shell paints, then
// reads its preferences through db/preferences.ts once that module is in, as it read them before
// through a live query that answered after the first paint anyway.
const preferences = () => import('../../../db/preferences.ts')

/**
 * A preference the shell itself shows (the menu collapsed) and its setter; undefined until it is read,
 * then following every change, from any tab.
 */
export function useShellPreference(
  key: PreferenceKey,
): [string | undefined, (value: string) => Promise<void>] {
  const [value, setValue] = useState<string>()
  useEffect(() => {
    let current = true
    let watching: { unsubscribe(): void } | undefined
    void preferences().then(({ watchPreference }) => {
      if (current) watching = watchPreference(key, setValue)
    })
    return () => {
      current = false
      watching?.unsubscribe()
    }
  }, [key])
  const set = useCallback(
    (next: string) => preferences().then(({ writePreference }) => writePreference(key, next)),
    [key],
  )
  return [value, set]
}
