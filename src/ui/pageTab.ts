import { createContext, useCallback, useContext, useEffect } from 'react'
import { useLocation } from 'wouter'

/** What a page may tell the header's tab strip about its own tab; the shell provides it. */
export interface PageTabs {
  /** Names the tab of the page at `path` (a case's number), in place of its route's title. */
  label: (path: string, label: string) => void
  /**
   * The page at `from` belongs at `to`: goes there in its place (the history entry replaced, so Back
   * does not return to it) and moves its tab there rather than leaving two tabs for one page.
   */
  move: (from: string, to: string) => void
  /**
   * The user steps from the page at `from` to another one at `to` (the next case of a list): `to` takes
   * `from`'s tab (or, when `to` has a tab already, that tab shows and `from`'s closes), so stepping
   * through a queue does not pile up tabs; `from` opens with a tab of its own again later.
   */
  replace: (from: string, to: string) => void
}

export const PageTabsContext = createContext<PageTabs>({ label: () => {}, move: () => {}, replace: () => {} })

// Both hooks are for pages that are not kept alive: a kept screen, hidden, is not at the current location.

/** A page names its own tab once it knows what it shows; until then the tab shows the route's title. */
export function useTabLabel(label: string | undefined): void {
  const [path] = useLocation()
  const tabs = useContext(PageTabsContext)
  useEffect(() => {
    if (label !== undefined) tabs.label(path, label)
  }, [tabs, path, label])
}

/** A page that learns it belongs at another path (`to`) sends the user there, tab and all. */
export function useMovePage(to: string | undefined): void {
  const [path] = useLocation()
  const tabs = useContext(PageTabsContext)
  useEffect(() => {
    if (to !== undefined && to !== path) tabs.move(path, to)
  }, [tabs, path, to])
}

/** Goes from the current page to another in its tab (see PageTabs.replace). */
export function useReplaceTab(): (to: string) => void {
  const [path] = useLocation()
  const tabs = useContext(PageTabsContext)
  return useCallback((to: string) => tabs.replace(path, to), [tabs, path])
}
