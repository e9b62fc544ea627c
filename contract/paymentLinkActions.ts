import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import { cancelPaymentLink, generatePaymentLink, paymentLinkSheet } from './paymentLinks.ts'

/**
 * Whoever works a case makes and cancels its payment links (the case writer's rule of
 * contract/caseActions.ts); auditors read cases and change none.
 */
const linkMaker: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}

/** A link is made and recorded by the server (its reference, its fee): never offline. */
export const paymentLinkActions = {
  generate: { endpoint: generatePaymentLink, whoMay: linkMaker, offline: false },
  cancel: { endpoint: cancelPaymentLink, whoMay: linkMaker, offline: false },
} as const satisfies Record<string, Action>

/** A case's links are read by whoever reaches the case. */
export const paymentLinkReads = {
  sheet: {
    endpoint: paymentLinkSheet,
    whoMay: { menuId: menuIds.cases, readOnlyRoles: [], rows: 'inReach', outOfReach: 'case.notYours' },
    offline: false,
  },
} as const satisfies Record<string, Action>
