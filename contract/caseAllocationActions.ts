import type { Action, WhoMay } from './actions.ts'
import { allocateCases, previewAllocation, retrieveCases } from './caseAllocation.ts'
import { menuIds, roleIds } from './menus.ts'

/**
 * Whoever opens All cases (89) and is over cases allocates them: a manager to any team, a team
 * leader to their own (the service checks the team). Collectors and sellers open All cases to work
 * their own and never hand cases out; auditors change nothing. Naming them here keeps the buttons
 * from them and refuses their calls from one rule (docs/decisions/0027).
 */
const allocator: WhoMay = {
  menuId: menuIds.allCases,
  readOnlyRoles: [roleIds.auditor, roleIds.collector, roleIds.seller],
  // Every case chosen and the team it goes to.
  rows: 'inReach',
  outOfReach: 'staffs.notYourTeam',
}

/**
 * Allocating and retrieving cases in All cases. Their calls are the case allocation area's
 * (contract/caseAllocation.ts); their buttons are the case list's, so their texts live with the cases
 * feature. Each needs the server (one transaction over up to 10,000 cases), so offline their buttons
 * say so.
 */
export const caseAllocationActions = {
  previewAllocation: { endpoint: previewAllocation, whoMay: allocator, offline: false },
  allocateCases: { endpoint: allocateCases, whoMay: allocator, offline: false },
  retrieveCases: { endpoint: retrieveCases, whoMay: allocator, offline: false },
} as const satisfies Record<string, Action>
