import { type DashboardCaseList, dashboardCaseListPaths } from '../../../contract/dashboards.ts'

// Apart from the lists' titles, which the route table reads: this needs the dashboards' contract.
/** Where a member's list of one figure opens: the spec's path word, then the member. */
export const dashboardCasesPath = (list: DashboardCaseList, operatorId: number) =>
  `/dashboard/collection/cases/${dashboardCaseListPaths[list]}/${operatorId}`
