import { type DashboardCaseList, dashboardCases } from '../../../contract/dashboards.ts'
import { type ListQueryOf, useKeptPagedList } from '../../api/useKeptPagedList.ts'

export type DashboardCasesQuery = ListQueryOf<typeof dashboardCases.list>

export const dashboardCasesPageSize = 100

/** One of a member's four figure lists, kept per user and list, first page shown from the kept copy. */
export function useDashboardCases(
  userId: number,
  list: DashboardCaseList,
  query: DashboardCasesQuery | undefined,
) {
  return useKeptPagedList({ list: dashboardCases.list }, query, {
    keptAs: { area: 'dashboard', userId, view: `cases-${list}` },
    pageSize: dashboardCasesPageSize,
  })
}
