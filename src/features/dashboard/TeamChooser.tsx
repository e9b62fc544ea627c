import { useLingui } from '@lingui/react/macro'
import { menuIds } from '../../../contract/menus.ts'
import { reachOf } from '../../../contract/policy.ts'
import { useLeaderList } from '../../api/leaderList.ts'
import { useCurrentUser } from '../../api/session.ts'
import { SelectField } from '../../ui/SelectField.tsx'

/** A team a dashboard was narrowed to: its id, and its name when the answer gave it. */
export interface ChosenTeam {
  id: number
  name: string | null
}

/** Whether the user reaches every team (a manager): only they choose one, the others see their own scope. */
export function useChoosesTeam() {
  return reachOf(useCurrentUser()).kind === 'all'
}

/**
 * A manager's narrowing of a dashboard to one team's members, or every team (one row each). The teams
 * are those with a leader (spec section 6), kept on this device; the one chosen always shows, even
 * when reached from its row rather than from here.
 */
export function TeamChooser({
  chosen,
  onChoose,
}: {
  chosen: ChosenTeam | null
  onChoose: (teamId: number | undefined) => void
}) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const teams = useLeaderList(user.menuIdList.includes(menuIds.staffs)).data ?? []
  const options = teams.map((team) => ({ value: String(team.id), label: team.name }))
  if (chosen && !teams.some((team) => team.id === chosen.id))
    options.push({ value: String(chosen.id), label: chosen.name ?? t`Team ${chosen.id}` })
  return (
    <SelectField
      dense
      label={t`Team`}
      value={chosen ? String(chosen.id) : ''}
      onChange={(value) => onChoose(value ? Number(value) : undefined)}
      options={options}
      placeholder={t`Every team`}
      className="w-52"
    />
  )
}
