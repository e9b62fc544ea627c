import type { Action, WhoMay } from './actions.ts'
import {
  amountCutExport,
  amountCutList,
  amountCutSheet,
  passAmountCut,
  rejectAmountCut,
  requestAmountCut,
} from './amountCuts.ts'
import { menuIds, roleIds } from './menus.ts'

/** Whoever works a case may ask for a cut on it; auditors read cases and change none. */
const cutAsker: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}

/**
 * The finance office's reviewers (the deduction review, menu 70: managers and office managers) decide
 * the cuts of the cases they reach, never one they asked for themselves (maker-checker).
 */
const cutReviewer: WhoMay = {
  menuId: menuIds.amountCut,
  readOnlyRoles: [roleIds.auditor],
  rows: 'othersInReach',
  outOfReach: 'amountCut.notYours',
  ownRow: 'amountCut.ownRequest',
}

/** Asking for a cut, from a case: it needs the server, which draws the bounds from the case as it stands. */
export const amountCutActions = {
  request: { endpoint: requestAmountCut, whoMay: cutAsker, offline: false },
} as const satisfies Record<string, Action>

/** Deciding a cut, in the deduction review (70): money moves, so only with the server. */
export const amountCutReviewActions = {
  pass: { endpoint: passAmountCut, whoMay: cutReviewer, offline: false },
  reject: { endpoint: rejectAmountCut, whoMay: cutReviewer, offline: false },
} as const satisfies Record<string, Action>

const caseReader: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}
const cutListReader: WhoMay = {
  menuId: menuIds.amountCut,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'amountCut.notYours',
}

/** The reads that name other people's rows: a case's cuts by the case's reach, the review by the cut's. */
export const amountCutReads = {
  sheet: { endpoint: amountCutSheet, whoMay: caseReader, offline: false },
  list: { endpoint: amountCutList, whoMay: cutListReader, offline: false },
  export: { endpoint: amountCutExport, whoMay: cutListReader, offline: false },
} as const satisfies Record<string, Action>
