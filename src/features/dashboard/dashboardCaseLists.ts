import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type DashboardCaseList, dashboardCaseListPaths } from '../../../contract/dashboards.ts'

/** The four lists a collection figure opens, each titled by what it holds (spec section 2). */
export const dashboardCaseListTitles: Record<DashboardCaseList, MessageDescriptor> = {
  today: msg`Cases not completed today`,
  thisWeek: msg`Cases not completed this week`,
  atHearing: msg`Cases expiring at the hearing time`,
  in24Hours: msg`Cases expiring within 24 hours`,
}

/** Where a member's list of one figure opens: the spec's path word, then the member. */
export const dashboardCasesPath = (list: DashboardCaseList, operatorId: number) =>
  `/dashboard/collection/cases/${dashboardCaseListPaths[list]}/${operatorId}`
