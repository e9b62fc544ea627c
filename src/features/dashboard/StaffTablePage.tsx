import { useLingui } from '@lingui/react/macro'
import type { StaffStatementRow } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RefreshButton } from '../../ui/RefreshButton.tsx'
import { AsOf } from './AsOf.tsx'
import { DashboardChoices } from './DashboardChoices.tsx'
import { type DashboardChoice, periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
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
  const rows = answer?.rows ?? []
  const whose = useWhoseColumn(rows, (teamId) => onChoose({ ...choice, teamId }))
  const figures = useWorkFigureColumns<StaffStatementRow>(
    screen.figures,
    (row) => row.figures,
    answer?.totals ?? null,
  )
  const title = i18n._(screen.title)
  const scope = answer?.scope
  const chosenTeam =
    input.teamId === undefined
      ? null
      : { id: Number(input.teamId), name: scope?.kind === 'team' ? scope.name : null }
  return (
    <ListScreen
      title={title}
      source={table}
      actions={
        <>
          <AsOf asOf={answer?.asOf} days={answer?.days} timeZone={user.timeZone} />
          <ExportCsvButton entry={screen.calls.export} input={input} />
          <RefreshButton refresh={table.refresh} refreshing={table.asking} />
        </>
      }
      filters={
        <DashboardChoices
          choice={choice}
          onChoose={onChoose}
          chosenTeam={chosenTeam}
          choosesTeam={choosesTeam}
        />
      }
    >
      <ListTable
        label={title}
        rows={answer?.rows}
        failure={table.failure}
        rowKey={(row) => `${row.kind}:${row.id ?? 'none'}`}
        columns={[whose, ...figures]}
        messages={{ loading: t`Loading the figures…`, empty: t`No member here worked in these days.` }}
        testId={`staff-${screen.view}`}
        wrapHeaders
      />
    </ListScreen>
  )
}
