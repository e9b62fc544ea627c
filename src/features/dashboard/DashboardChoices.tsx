import { dashboardPeriods, periodInput } from '../../../contract/dashboards.ts'
import type { Team } from '../../../contract/system.ts'
import { useCurrentUser } from '../../api/session.ts'
import { PeriodPicker } from '../../ui/PeriodPicker.tsx'
import type { DashboardChoice } from './dashboardChoice.ts'
import { TeamChooser } from './TeamChooser.tsx'

/** The period a table's figures cover and, for a manager (`teams` given), the team narrowed to. */
export function DashboardChoices({
  choice,
  onChoose,
  teams,
}: {
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
  teams: readonly Team[] | null
}) {
  const user = useCurrentUser()
  return (
    <>
      <PeriodPicker
        periods={dashboardPeriods}
        value={choice}
        onChange={(period) => onChoose({ ...period, teamId: choice.teamId })}
        schema={periodInput}
        timeZone={user.timeZone}
      />
      {teams && (
        <TeamChooser
          teams={teams}
          value={choice.teamId}
          onChange={(teamId) => onChoose({ ...choice, teamId })}
        />
      )}
    </>
  )
}
