import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '../../api/session.ts'
import { type DashboardChoice, periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { PeriodFiguresScreen } from './PeriodFiguresScreen.tsx'
import { useStaffDashboardColumns } from './staffDashboardColumns.tsx'
import { useChoosesTeam } from './TeamChooser.tsx'
import { useStaffsDashboard } from './useStaffsDashboard.ts'

/**
 * The staff dashboard (menu 94): each member's attendance today and of the last days, the cases
 * they hold and their work over the chosen period; a member opens their days, a team its members.
 */
export default function StaffsDashboardPage() {
  const kept = useDashboardChoice('staffs')
  if (!kept.ready) return null
  return <StaffsDashboard choice={kept.choice} onChoose={kept.choose} />
}

function StaffsDashboard({
  choice,
  onChoose,
}: {
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
}) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const choosesTeam = useChoosesTeam()
  const figures = useStaffsDashboard(user.userId, periodInputOf(choice, choosesTeam))
  const columns = useStaffDashboardColumns(figures.data, (teamId) => onChoose({ ...choice, teamId }))
  return (
    <PeriodFiguresScreen
      title={t`Staff dashboard`}
      source={figures}
      columns={columns}
      choice={choice}
      onChoose={onChoose}
      choosesTeam={choosesTeam}
      empty={t`No member in this scope.`}
      testId="staffs-dashboard"
    />
  )
}
