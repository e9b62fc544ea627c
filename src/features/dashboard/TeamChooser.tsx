import { useLingui } from '@lingui/react/macro'
import type { Team } from '../../../contract/system.ts'
import { SelectField } from '../../ui/SelectField.tsx'

/** A manager's narrowing of a dashboard to one team ('' for every team). */
export function TeamChooser({
  teams,
  value,
  onChange,
}: {
  teams: readonly Team[]
  value: number | undefined
  onChange: (teamId: number | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <SelectField
      label={t`Team`}
      value={value === undefined ? '' : String(value)}
      onChange={(next) => onChange(next === '' ? undefined : Number(next))}
      options={[
        { value: '', label: t`Every team` },
        ...teams.map((team) => ({ value: String(team.id), label: team.name })),
      ]}
      dense
      className="w-56"
    />
  )
}
