import { createContext, useContext, useEffect } from 'react'
import { useLocation } from 'wouter'

/** What a page may tell the header's tab strip about its own tab; the shell provides it. */
export interface PageTabs {
  /** Names the tab of the page at `path` (a case's number), in place of its route's title. */
  label: (path: string, label: string) => void
}

export const PageTabsContext = createContext<PageTabs>({ label: () => {} })

/**
 * A page names its own tab once it knows what it shows; until then the tab shows the route's title.
 * For pages that are not kept alive: a kept screen, hidden, is not at the current location.
 */
export function useTabLabel(label: string | undefined): void {
  const [path] = useLocation()
  const tabs = useContext(PageTabsContext)
  useEffect(() => {
    if (label !== undefined) tabs.label(path, label)
  }, [tabs, path, label])
}
