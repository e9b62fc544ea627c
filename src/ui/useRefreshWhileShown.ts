import { useEffect, useRef } from 'react'
import { refreshPaceMs } from '../../machines/refreshPace.ts'

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible'

/**
 * Asks a screen's figures again at the messages' pace (every `refreshPaceMs`) while the page is in
 * view: the wait counts from the last answer kept (`savedAt`) or the last ask, whichever is later; a
 * hidden tab asks nothing, and one coming back into view after the interval passed asks at once.
 */
export function useRefreshWhileShown(
  refresh: () => void,
  savedAt: number | null | undefined,
  everyMs: number = refreshPaceMs,
) {
  const askedAt = useRef(Date.now())
  const latest = useRef(refresh)
  latest.current = refresh

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = () => {
      askedAt.current = Date.now()
      latest.current()
      schedule()
    }
    function schedule() {
      clearTimeout(timer)
      if (!visible()) return
      const since = Math.max(askedAt.current, savedAt ?? 0)
      timer = setTimeout(ask, Math.max(0, since + everyMs - Date.now()))
    }
    const onVisibility = () => {
      if (!visible()) clearTimeout(timer)
      else schedule()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [savedAt, everyMs])
}
