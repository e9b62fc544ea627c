import { menuIds } from './menus.ts'

/** A list views's menu: the same list shape serves all cases, the sellers' and the collectors'. */
export const caseViews = {
  all: menuIds.allCases,
  seller: menuIds.casesSeller,
  collection: menuIds.casesCollection,
} as const
export type CaseView = keyof typeof caseViews

/** The two case detail routes: the sellers' (sale cases) and the all cases' one (collection cases). */
export type CaseDetailRoute = 'all' | 'seller'

export const caseDetailRouteOfKind = { collection: 'all', sale: 'seller' } as const satisfies Record<
  'collection' | 'sale',
  CaseDetailRoute
>

/** A case's detail page (spec section 2), where a link to the case points, on either side. */
export const caseDetailPath = (route: CaseDetailRoute, caseId: number) => `/cases/${route}/details/${caseId}`
