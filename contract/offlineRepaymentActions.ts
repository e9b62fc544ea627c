import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import {
  caseOfflineRepayments,
  offlineRepaymentExport,
  offlineRepaymentList,
  offlineRepaymentReceipt,
  passOfflineRepayment,
  recordOfflineRepayment,
  rejectOfflineRepayment,
} from './offlineRepayments.ts'

/** Whoever works a case records money its customer paid outside the platform; auditors do not. */
const recorder: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}

/** The finance office (menu 77: managers, office managers) checks the receipt; never its own recording. */
const reviewer: WhoMay = {
  menuId: menuIds.offlineRepayment,
  readOnlyRoles: [roleIds.auditor],
  rows: 'othersInReach',
  outOfReach: 'offlineRepayment.notYours',
  ownRow: 'offlineRepayment.ownRequest',
}

/**
 * Recording works offline: the collector at an agent's counter photographs the receipt, and the write
 * waits in the outbox with the image until the network returns.
 */
export const offlineRepaymentActions = {
  record: { endpoint: recordOfflineRepayment, whoMay: recorder, offline: true },
} as const satisfies Record<string, Action>

/** Deciding one moves money: only with the server. */
export const offlineRepaymentReviewActions = {
  pass: { endpoint: passOfflineRepayment, whoMay: reviewer, offline: false },
  reject: { endpoint: rejectOfflineRepayment, whoMay: reviewer, offline: false },
} as const satisfies Record<string, Action>

const caseReader: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}
const listReader: WhoMay = {
  menuId: menuIds.offlineRepayment,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'offlineRepayment.notYours',
}

export const offlineRepaymentReads = {
  ofCase: { endpoint: caseOfflineRepayments, whoMay: caseReader, offline: false },
  receipt: { endpoint: offlineRepaymentReceipt, whoMay: caseReader, offline: false },
  list: { endpoint: offlineRepaymentList, whoMay: listReader, offline: false },
  export: { endpoint: offlineRepaymentExport, whoMay: listReader, offline: false },
} as const satisfies Record<string, Action>
