import { useLingui } from '@lingui/react/macro'
import type { StaffStatementRow } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { type DashboardChoice, periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { PeriodFiguresScreen } from './PeriodFiguresScreen.tsx'
import type { StaffTableScreen } from './staffTableScreens.ts'
import { useChoosesTeam } from './TeamChooser.tsx'
import { useStaffTable } from './useStaffTable.ts'
import { useWhoseColumn } from './whoseColumn.tsx'
import { useWorkFigureColumns } from './workFigureColumns.tsx'

/**
 * The staff statement and staff performance: one table of members (teams, for a manager who did not
 * choose one) over the chosen period, with the figures its screen names, their totals, their
 * definitions on hover and the CSV of the same rows.
 */
export function StaffTablePage({ screen }: { screen: StaffTableScreen }) {
  const kept = useDashboardChoice(screen.view)
  if (!kept.ready) return null
  return <StaffTable screen={screen} choice={kept.choice} onChoose={kept.choose} />
}

function StaffTable({
  screen,
  choice,
  onChoose,
}: {
  screen: StaffTableScreen
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
}) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const choosesTeam = useChoosesTeam()
  const input = periodInputOf(choice, choosesTeam)
  const table = useStaffTable(user.userId, screen, input)
  const answer = table.data
  const whose = useWhoseColumn(answer?.rows ?? [], (teamId) => onChoose({ ...choice, teamId }))
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
      onChoose={onChoose}
      choosesTeam={choosesTeam}
      exportCsv={<ExportCsvButton entry={screen.calls.export} input={input} />}
      empty={t`No member here worked in these days.`}
      testId={`staff-${screen.view}`}
    />
  )
}
