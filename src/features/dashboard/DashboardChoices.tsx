import { dashboardPeriods, periodInput } from '../../../contract/dashboards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { PeriodPicker } from '../../ui/PeriodPicker.tsx'
import type { DashboardChoice } from './dashboardChoice.ts'
import { type ChosenTeam, TeamChooser } from './TeamChooser.tsx'

/** The period a table's figures cover and, for a manager, the team narrowed to: the line above the table. */
export function DashboardChoices({
  choice,
  onChoose,
  chosenTeam,
  choosesTeam,
}: {
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
  chosenTeam: ChosenTeam | null
  choosesTeam: boolean
}) {
  const user = useCurrentUser()
  return (
    <div className="flex flex-wrap items-start gap-3">
      <PeriodPicker
        periods={dashboardPeriods}
        value={choice}
        onChange={(period) => onChoose({ ...period, teamId: choice.teamId })}
        schema={periodInput}
        timeZone={user.timeZone}
      />
      {choosesTeam && (
        <TeamChooser chosen={chosenTeam} onChoose={(teamId) => onChoose({ ...choice, teamId })} />
      )}
    </div>
  )
}
