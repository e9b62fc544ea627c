import type { Action, WhoMay } from './actions.ts'
import { menuIds } from './menus.ts'
import { sellersPerformance, sellerTargets } from './sellersPerformance.ts'

/**
 * Whoever opens the sellers' performance (106) reads the sellers of their reach: a seller their own
 * row, a team leader their team's, a manager or office manager every team's. Naming a team beyond the
 * reach is refused (a seller naming any team, since their reach is their own row).
 */
const sellerFiguresReader: WhoMay = {
  menuId: menuIds.sellersPerformanceDashboard,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'dashboard.teamOutOfReach',
}

/**
 * The sellers' performance, read only: its rule is the policy's reach over the team named. Its CSV
 * export (a download, which the matrix cannot read as an answer) reads the same figures through the
 * same reach, and tests/server/sellersPerformance.test.ts downloads it.
 */
export const sellersPerformanceReads = {
  figures: { endpoint: sellersPerformance, whoMay: sellerFiguresReader, offline: false },
  // In Cases (105): the same sellers by the same reach, against their targets; its export likewise.
  targets: {
    endpoint: sellerTargets,
    whoMay: { ...sellerFiguresReader, menuId: menuIds.sellersPerformance },
    offline: false,
  },
} as const satisfies Record<string, Action>
