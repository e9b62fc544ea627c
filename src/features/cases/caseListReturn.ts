import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { caseListPath, caseLists } from './caseRoutes.ts'

// Per browser tab, like the pages visited in it; sign-out clears it with the rest of sessionStorage.
const lastListKey = 'lastCaseList'

/** Notes the case list the user is on, so a case opened from it can lead back there. */
export function noteCaseListVisit(path: string): void {
  if (caseLists.some((list) => list.path === path)) sessionStorage.setItem(lastListKey, path)
}

/** Notes every case list the user opens; the signed-in area calls it once. */
export function useCaseListVisits(): void {
  const [location] = useLocation()
  useEffect(() => noteCaseListVisit(location), [location])
}

/**
 * Where a case's Back link leads. A seller's case belongs to the sellers' list. Any other case goes
 * back to the last case list the user was on, if they may still open it, else to the first list
 * their menus allow (a collector without All cases must not land on 'no access').
 */
export function caseListToReturnTo(
  detail: 'all' | 'seller',
  menuIdList: readonly number[],
): string | undefined {
  if (detail === 'seller') return caseListPath('seller')
  const allowed = caseLists.filter((list) => menuIdList.includes(list.menuId))
  const last = sessionStorage.getItem(lastListKey)
  return (allowed.find((list) => list.path === last) ?? allowed[0])?.path
}
