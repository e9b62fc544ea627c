import type { Action, WhoMay } from './actions.ts'
import { addBlacklistEntry, removeBlacklistEntry } from './blacklist.ts'
import { menuIds, roleIds } from './menus.ts'

/**
 * Whoever opens the blacklist (59) reads it; those who answer for the office's lending decisions keep
 * it: managers and office managers add and remove entries. Collectors, sellers, team leaders and
 * auditors only read (a collector checks a client before a promise, a leader or auditor reviews). The
 * list is the office's, not a team's: an entry names no one's row.
 */
const blacklistKeeper: WhoMay = {
  menuId: menuIds.blacklist,
  readOnlyRoles: [roleIds.collector, roleIds.seller, roleIds.teamLeader, roleIds.auditor],
  rows: 'none',
}

/** What a user does on the blacklist: each needs the server (an id card listed once per app). */
export const blacklistActions = {
  addEntry: { endpoint: addBlacklistEntry, whoMay: blacklistKeeper, offline: false },
  removeEntry: { endpoint: removeBlacklistEntry, whoMay: blacklistKeeper, offline: false },
} as const satisfies Record<string, Action>
