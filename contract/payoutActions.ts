import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import { makePayoutBatch, markPayoutFailed, markPayoutSucceed, payoutDetails, payoutList } from './payouts.ts'

/**
 * The finance office (menu 103: managers and office managers) makes a period's batch for the company:
 * it names no one's row; auditors read the payouts and change none.
 */
const batchMaker: WhoMay = { menuId: menuIds.accountPayout, readOnlyRoles: [roleIds.auditor], rows: 'none' }

/**
 * Typing in the bank's answer for a line: by a reviewer who reaches its member's team and did not make
 * the batch (maker-checker; the line's row owner is the batch's maker).
 */
const lineReviewer: WhoMay = {
  menuId: menuIds.accountPayout,
  readOnlyRoles: [roleIds.auditor],
  rows: 'othersInReach',
  outOfReach: 'payout.notYours',
  ownRow: 'payout.ownBatch',
}

const payoutReader: WhoMay = { menuId: menuIds.accountPayout, readOnlyRoles: [], rows: 'none' }

/** Making a batch and answering for its lines: money is paid, so only with the server. */
export const payoutActions = {
  make: { endpoint: makePayoutBatch, whoMay: batchMaker, offline: false },
  succeed: { endpoint: markPayoutSucceed, whoMay: lineReviewer, offline: false },
  fail: { endpoint: markPayoutFailed, whoMay: lineReviewer, offline: false },
} as const satisfies Record<string, Action>

/** The batches and their lines: read by whoever opens the menu, each line only of a member they reach. */
export const payoutReads = {
  list: { endpoint: payoutList, whoMay: payoutReader, offline: false },
  details: { endpoint: payoutDetails, whoMay: payoutReader, offline: false },
} as const satisfies Record<string, Action>
