import type { Action, WhoMay } from './actions.ts'
import {
  collectionDashboard,
  dashboardCases,
  performanceDetails,
  performanceDetailsExport,
  performanceStatement,
  staffDetails,
  staffPerformance,
  staffsDashboard,
  staffsStatement,
} from './dashboards.ts'
import { menuIds } from './menus.ts'

/**
 * Reading a dashboard's figures: whoever opens its menu reads the figures of the people they reach
 * (contract/policy.ts): a collector their own, a leader their team's, a manager every team's. A team
 * or a member beyond the reach is refused (the authorization matrix probes each call by these rules).
 */
const figureReader = (menuId: number): WhoMay => ({
  menuId,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'dashboard.teamOutOfReach',
})

const statementReader = figureReader(menuIds.performanceStatement)
const detailsReader = figureReader(menuIds.performanceDetails)
const collectionReader = figureReader(menuIds.collectionDashboard)
const staffReader = figureReader(menuIds.staffsDashboard)
const staffStatementReader = figureReader(menuIds.staffsStatement)
const staffPerformanceReader = figureReader(menuIds.staffPerformance)

const read = <E extends Action['endpoint']>(endpoint: E, whoMay: WhoMay) =>
  ({ endpoint, whoMay, offline: false }) as const

/** The dashboards' calls are reads; each is ruled by its menu and the reach, as every area's calls are. */
export const dashboardReads = {
  performanceStatement: read(performanceStatement, statementReader),
  performanceDetails: read(performanceDetails, detailsReader),
  performanceDetailsExport: read(performanceDetailsExport, detailsReader),
  collectionDashboard: read(collectionDashboard, collectionReader),
  dashboardCaseList: read(dashboardCases.list, collectionReader),
  dashboardCaseExport: read(dashboardCases.export, collectionReader),
  staffsDashboard: read(staffsDashboard, staffReader),
  staffDetails: read(staffDetails, staffReader),
  staffsStatement: read(staffsStatement.list, staffStatementReader),
  staffsStatementExport: read(staffsStatement.export, staffStatementReader),
  staffPerformance: read(staffPerformance.list, staffPerformanceReader),
  staffPerformanceExport: read(staffPerformance.export, staffPerformanceReader),
} as const satisfies Record<string, Action>
