import { useLingui } from '@lingui/react/macro'
import { staffsDashboard } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { periodInputOf, useDashboardChoice } from './dashboardChoice.ts'
import { PeriodFiguresScreen } from './PeriodFiguresScreen.tsx'
import { useStaffDashboardColumns } from './staffDashboardColumns.tsx'
import { useDashboardRead } from './useDashboardRead.ts'
import { useDashboardTeams } from './useDashboardTeams.ts'

/**
 * The staff dashboard (menu 94): each member's attendance today and of the last days, the cases
 * they hold and their work over the chosen period; a member opens their days, a team its members.
 */
export default function StaffsDashboardPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const teams = useDashboardTeams(user, 'collection')
  const { choice, choose, ready } = useDashboardChoice('staffs')
  const input = periodInputOf(choice, teams !== null)
  const figures = useDashboardRead(user.userId, 'staffs', staffsDashboard, input, ready)
  const columns = useStaffDashboardColumns(figures.data, (teamId) => choose({ ...choice, teamId }))
  return (
    <PeriodFiguresScreen
      title={t`Staff dashboard`}
      source={figures}
      columns={columns}
      choice={choice}
      onChoose={choose}
      teams={teams}
      empty={t`No member in this scope.`}
      testId="staffs-dashboard"
    />
  )
}
