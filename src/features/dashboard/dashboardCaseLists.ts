import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DashboardCaseList } from '../../../contract/dashboards.ts'

/** The four lists a collection figure opens, each titled by what it holds (spec section 2). */
export const dashboardCaseListTitles: Record<DashboardCaseList, MessageDescriptor> = {
  today: msg`Cases not completed today`,
  thisWeek: msg`Cases not completed this week`,
  atHearing: msg`Cases expiring at the hearing time`,
  in24Hours: msg`Cases expiring within 24 hours`,
}
