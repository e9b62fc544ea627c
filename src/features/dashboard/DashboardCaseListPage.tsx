import { useLingui } from '@lingui/react/macro'
import { type DashboardCaseList, dashboardCases } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import {
  dashboardCaseColumnLayout,
  dashboardCasesScreen,
  useDashboardCaseColumns,
} from './dashboardCaseColumns.tsx'
import { dashboardCaseListTitles } from './dashboardCaseLists.ts'
import { useDashboardCases } from './useDashboardCases.ts'

/**
 * The cases a collection figure counts for one member (hoylist, semanalist, audiencialist, horaslist):
 * as many rows as the figure said, each opening its case; titled by the list and the member.
 */
export function DashboardCaseListPage({ list, operatorId }: { list: DashboardCaseList; operatorId: number }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(dashboardCasesScreen)
  const figure = { list, operatorId }
  const query = screen.asked && { ...screen.asked, filters: figure }
  const cases = useDashboardCases(user.userId, list, query)
  const columns = useDashboardCaseColumns(user.timeZone)
  const listTitle = i18n._(dashboardCaseListTitles[list])
  // Every row is the member's: the first one names them (an empty list has no one to name).
  const owner = cases.rows?.[0]?.owner
  const title = owner ? t`${listTitle}: ${owner}` : listTitle
  return (
    <PagedListScreen
      screen={{ ...screen, changeFilter: undefined, exportInput: { ...screen.exportInput, ...figure } }}
      title={title}
      source={cases}
      columns={columns}
      layout={dashboardCaseColumnLayout}
      filters={[]}
      exportCsv={dashboardCases.export}
      messages={{ loading: t`Loading the cases…`, empty: t`No case is counted in this figure now.` }}
      testId="dashboard-cases"
    />
  )
}
