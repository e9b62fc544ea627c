import { useLingui } from '@lingui/react/macro'
import type { StaffStatementRow } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { PeriodFiguresScreen } from './PeriodFiguresScreen.tsx'
import type { StaffTableScreen } from './staffTableScreens.ts'
import { useDashboardRead } from './useDashboardRead.ts'
import { useDashboardTeams } from './useDashboardTeams.ts'
import { useWhoseColumn } from './whoseColumn.tsx'
import { useWorkFigureColumns } from './workFigureColumns.tsx'

/**
 * The staff statement and staff performance: one table of members (teams, for a manager who did not
 * choose one) over the chosen period (kept for the screen), with the figures its screen names, their
 * totals, their definitions on hover and the CSV of the same rows.
 */
export function StaffTablePage({ screen }: { screen: StaffTableScreen }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const teams = useDashboardTeams(user, 'collection')
  const { choice, choose, ready } = useDashboardChoice(screen.view)
  const input = periodInputOf(choice, teams !== null)
  const table = useDashboardRead(user.userId, screen.view, screen.calls.list, input, ready)
  const answer = table.data
  const whose = useWhoseColumn(answer?.rows ?? [], (teamId) => choose({ ...choice, teamId }))
  const figures = useWorkFigureColumns<StaffStatementRow>(
    screen.figures,
    (row) => row.figures,
    answer?.totals ?? null,
  )
  return (
    <PeriodFiguresScreen
      title={i18n._(screen.title)}
      source={table}
      columns={[whose, ...figures]}
      choice={choice}
      onChoose={choose}
      teams={teams}
      exportCsv={<ExportCsvButton entry={screen.calls.export} input={input} />}
      empty={t`No member here worked in these days.`}
      testId={`staff-${screen.view}`}
    />
  )
}
