import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CaseView } from '../../../contract/caseViews.ts'
import { roleIds } from '../../../contract/menus.ts'

/** Each list view's own title, as the route table names it. */
export const caseListTitles: Record<CaseView, MessageDescriptor> = {
  all: msg`All cases`,
  seller: msg`All cases sellers`,
  collection: msg`Collection cases`,
}

/**
 * A case list's title. The sellers' list is a seller's only list, so to a seller it is simply
 * 'All cases' (spec section 2); the menu, the tabs and the page heading all ask here.
 */
export function caseListTitle(view: CaseView, roleId: number): MessageDescriptor {
  return view === 'seller' && roleId === roleIds.seller ? caseListTitles.all : caseListTitles[view]
}
