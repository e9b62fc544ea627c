import type { CaseRow } from '../../../contract/cases.ts'
import {
  type CaseDetailRoute,
  type CaseView,
  caseDetailPath,
  caseDetailRouteOfKind,
  caseViews,
} from '../../../contract/caseViews.ts'
import { menuIds } from '../../../contract/menus.ts'

/** A case list's route (spec section 2): /cases/all, /cases/seller, /cases/collection. */
export const caseListPath = (view: CaseView) => `/cases/${view}`

/** The case lists, in the route table's order, with the menu that opens each. */
export const caseLists = (Object.keys(caseViews) as CaseView[]).map((view) => ({
  path: caseListPath(view),
  menuId: caseViews[view],
}))

/** The view a case list's path shows; undefined for any other path. */
export const caseViewOfPath = (path: string): CaseView | undefined =>
  (Object.keys(caseViews) as CaseView[]).find((view) => caseListPath(view) === path)

/** The case a detail route names, from its collOrderId or sellOrderId; undefined when it names none. */
export function caseIdOf(params: Record<string, string | undefined>): number | undefined {
  const id = params.collOrderId ?? params.sellOrderId
  // Digits only: '1e3', ' 12' or '0x1f' would pass Number() and open a case nobody asked for.
  if (id === undefined || !/^[1-9]\d*$/.test(id)) return undefined
  const caseId = Number(id)
  return Number.isSafeInteger(caseId) ? caseId : undefined
}

export { type CaseDetailRoute, caseDetailPath } from '../../../contract/caseViews.ts'

const detailRoutes: Record<CaseRow['kind'], { route: CaseDetailRoute; lists: readonly number[] }> = {
  collection: { route: caseDetailRouteOfKind.collection, lists: [menuIds.allCases, menuIds.casesCollection] },
  sale: { route: caseDetailRouteOfKind.sale, lists: [menuIds.casesSeller] },
}

/** Where a case's detail opens: the sellers' cases have their own detail route (spec section 2). */
export const caseDetailPathOf = (row: Pick<CaseRow, 'id' | 'kind'>) =>
  caseDetailPath(detailRoutes[row.kind].route, row.id)

/**
 * Where a case opened through a detail route belongs: `here` when the route shows its kind, the other
 * route's path when the user opens a list of that kind (a collector's case opened through the
 * sellers' route), or `elsewhere` when they open none and so cannot see it as what it is.
 */
export function whereCaseBelongs(
  opened: CaseDetailRoute,
  row: Pick<CaseRow, 'id' | 'kind'>,
  menuIdList: readonly number[],
): { at: 'here' } | { at: 'path'; path: string } | { at: 'elsewhere' } {
  const belongs = detailRoutes[row.kind]
  if (belongs.route === opened) return { at: 'here' }
  if (!belongs.lists.some((menuId) => menuIdList.includes(menuId))) return { at: 'elsewhere' }
  return { at: 'path', path: caseDetailPath(belongs.route, row.id) }
}
