import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'

/** The open pages' guards while they have unsaved changes: each holds a leaving until asked. */
const guards = new Set<(run: () => void) => void>()

/**
 * Leaves the page by other means than a link (signing out): at once when nothing is unsaved, or
 * after the page with unsaved changes has asked, and the user said they may be lost.
 */
export function askBeforeLeaving(run: () => void): void {
  const [guard] = guards
  if (guard) guard(run)
  else run()
}

/**
 * Holds the user on a page with unsaved changes until they say they may be lost. While `unsaved`,
 * closing or reloading the browser tab gets the browser's own question, and a click on a link to
 * another page, or on a control marked `data-leaves-page` with this page's path (a tag tab's close
 * button), is held, and so is the browser's back or forward button: `asking` turns true, `stay`
 * forgets the move and `leave` makes it.
 */
export function useLeaveGuard(unsaved: boolean) {
  const [here, navigate] = useLocation()
  const [held, setHeld] = useState<HTMLElement | { to: string } | { run: () => void } | null>(null)
  const lettingThrough = useRef(false)

  // Leaving that is no link (signing out from the user menu) asks here too: askBeforeLeaving.
  useEffect(() => {
    if (!unsaved) return
    const hold = (run: () => void) => setHeld({ run })
    guards.add(hold)
    return () => {
      guards.delete(hold)
    }
  }, [unsaved])

  useEffect(() => {
    if (!unsaved) return
    const unload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when a return value is set; none shows a page's own words.
      event.returnValue = ''
    }
    const click = (event: MouseEvent) => {
      if (lettingThrough.current || event.button !== 0) return
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return // a new tab or window
      const target = event.target instanceof Element ? event.target : null
      const closer = target?.closest<HTMLElement>('[data-leaves-page]')
      const link = target?.closest<HTMLAnchorElement>('a[href]')
      let leaving = false
      if (closer) leaving = closer.dataset.leavesPage === here
      else if (link && (link.target === '' || link.target === '_self')) {
        const to = new URL(link.href, window.location.href)
        leaving = to.origin === window.location.origin && to.pathname !== here
      }
      if (!leaving) return
      // Caught on the way down, before the router's own click handler sees it.
      event.preventDefault()
      event.stopPropagation()
      setHeld(closer ?? link ?? null)
    }
    // Back or forward: the browser has moved already, so the page is put back in the history before
    // the router draws the next one (it draws after this event), and the move is asked about.
    const browserRouted = window.location.pathname === here
    const moved = () => {
      if (lettingThrough.current || !browserRouted || window.location.pathname === here) return
      const to = `${window.location.pathname}${window.location.search}`
      window.history.pushState(window.history.state, '', here)
      setHeld({ to })
    }
    window.addEventListener('beforeunload', unload)
    window.addEventListener('popstate', moved)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', unload)
      window.removeEventListener('popstate', moved)
      document.removeEventListener('click', click, true)
    }
  }, [unsaved, here])

  return {
    asking: held !== null,
    stay: () => setHeld(null),
    leave: () => {
      const control = held
      setHeld(null)
      if (!control) return
      lettingThrough.current = true
      try {
        if (control instanceof HTMLElement) control.click()
        else if ('run' in control) control.run()
        else navigate(control.to)
      } finally {
        lettingThrough.current = false
      }
    },
  }
}
