import type { Action, WhoMay } from './actions.ts'
import { menuIds } from './menus.ts'
import { repaymentExport, repaymentList, repaymentSummary } from './repayments.ts'

/**
 * Whoever opens the repayment records (71) reads the repayments of the rows they reach
 * (contract/policy.ts): a user over the teams (an office manager, a manager) every one, a user in a
 * team the repayments of that team's cases, a collector the ones she collected. Naming a team beyond
 * the reach is refused, never quietly emptied.
 */
const repaymentReader: WhoMay = {
  menuId: menuIds.repayment,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'repayment.teamOutOfReach',
}

const read = <E extends Action['endpoint']>(endpoint: E) =>
  ({ endpoint, whoMay: repaymentReader, offline: false }) as const

/** The repayment records are reads, ruled by their menu and the reach as every area's calls are. */
export const repaymentReads = {
  list: read(repaymentList),
  summary: read(repaymentSummary),
  export: read(repaymentExport),
} as const satisfies Record<string, Action>
