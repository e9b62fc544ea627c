import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { z } from 'zod'

/**
 * A link into a list may carry filters in its query ('?dueToday=appointments&ownerId=22', a team's
 * "open cases", a member's name for the staff list): once the kept preferences are read (`ready`),
 * they become the list's filters through `apply`, as if the user had chosen them, and the address goes
 * back to the bare list. Filters that do not pass the contract are left out, and the list keeps what it
 * had. `path`, when given, is the list's own: a kept-alive list hidden under another page leaves that
 * page's query alone.
 */
export function useLinkedFilters<F>(
  ready: boolean,
  schema: z.ZodType<F>,
  apply: (filters: F) => void,
  path?: string,
): void {
  const search = useSearch()
  const [location, navigate] = useLocation()
  useEffect(() => {
    if (!ready || search === '' || (path !== undefined && location !== path)) return
    const linked = schema.safeParse(Object.fromEntries(new URLSearchParams(search)))
    if (linked.success) apply(linked.data)
    navigate(location, { replace: true })
  }, [ready, search, location, navigate, schema, apply, path])
}
