import { useLingui } from '@lingui/react/macro'
import { addTeam, editTeam } from '../../../contract/staffs.ts'
import type { Team, TeamType } from '../../../contract/system.ts'
import { CheckGroup } from '../../ui/CheckGroup.tsx'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { useWeekdayWords, weekdays } from '../../ui/weekdays.ts'
import { MemberPicker } from './MemberPicker.tsx'
import { staffWrites } from './staffWrites.ts'
import { useNamedRefusal } from './useNamedRefusal.ts'

const refusedFields = ['name', 'leaderId'] as const

type Weekday = (typeof weekdays)[number]
// `dutyDays` holds nothing typed: it is where the contract's verdict on the days chosen shows.
type TeamDraft = {
  name: string
  teamTypeId: string
  leaderId: string
  managerId: string
  dutyDays: string
} & Record<`day${Weekday}`, boolean>

const dayField = (day: Weekday) => `day${day}` as const

function draftOf(team: Team | null, types: TeamType[]): TeamDraft {
  const days = Object.fromEntries(
    weekdays.map((day) => [dayField(day), team ? team.dutyDays.includes(day) : day <= 5]),
  )
  return {
    name: team?.name ?? '',
    teamTypeId: team ? String(team.teamTypeId) : types.length === 1 ? String(types[0]!.id) : '',
    leaderId: team?.leaderId ? String(team.leaderId) : '',
    managerId: team?.managerId ? String(team.managerId) : '',
    dutyDays: '',
    ...(days as Record<`day${Weekday}`, boolean>),
  }
}

const inputOf = (draft: TeamDraft) => ({
  name: draft.name,
  teamTypeId: draft.teamTypeId === '' ? undefined : Number(draft.teamTypeId),
  leaderId: draft.leaderId === '' ? null : Number(draft.leaderId),
  managerId: draft.managerId === '' ? null : Number(draft.managerId),
  dutyDays: weekdays.filter((day) => draft[dayField(day)]),
})

/**
 * Adds or edits a team (menu 75): its name, type, leader and manager chosen among the members, and its
 * duty days. An empty name says 'team name should not be empty'; a leader who leads another team is
 * refused with 'do not choose more than one', under the leader.
 */
export function TeamDialog({
  team,
  types,
  onClose,
  onSaved,
}: {
  team: Team | null
  /** The types this screen's teams may have (the sales types on team sellers). */
  types: TeamType[]
  onClose: () => void
  onSaved: (name: string) => void
}) {
  const { t } = useLingui()
  const dayWords = useWeekdayWords()
  const initial = draftOf(team, types)
  const adding = useContractForm(addTeam.input, {
    initial,
    toInput: (draft, draftId) => ({ ...inputOf(draft), clientMutationId: draftId }),
  })
  const editing = useContractForm(editTeam.input, {
    initial,
    toInput: (draft, draftId) => ({ ...inputOf(draft), teamId: team?.id ?? 0, clientMutationId: draftId }),
  })
  const form = team ? editing : adding
  const refusal = useNamedRefusal(refusedFields)
  const fields = (
    <div className="flex flex-col gap-1" data-testid="team-form">
      <TextField label={t`Team name`} {...refusal.under('name', form.field('name'))} />
      <SelectField
        label={t`Team type`}
        placeholder={t`Select…`}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        {...form.field('teamTypeId')}
      />
      <MemberPicker
        label={t`Team leader`}
        chosenName={team?.leaderName ?? ''}
        {...refusal.under('leaderId', form.field('leaderId'))}
      />
      <MemberPicker label={t`Manager`} chosenName={team?.managerName ?? ''} {...form.field('managerId')} />
      <CheckGroup
        legend={t`Duty days`}
        options={weekdays.map((day) => ({ value: String(day), label: dayWords[day] ?? '' }))}
        chosen={weekdays.filter((day) => form.values[dayField(day)]).map(String)}
        onChange={(chosen) => {
          for (const day of weekdays) {
            const on = chosen.includes(String(day))
            if (on !== form.values[dayField(day)]) form.set(dayField(day))(on)
          }
        }}
        error={form.errors.dutyDays}
      />
    </div>
  )
  // The screen says the team's name once saved, whichever the call.
  const shared = { onClose, onDone: (name: string) => onSaved(name), children: fields }
  return team ? (
    <FormDialog
      {...shared}
      title={t`Edit team ${team.name}`}
      form={refusal.over(editing)}
      send={(input) => staffWrites.editTeam(input).then(() => input.name)}
      submitLabel={t`Save`}
    />
  ) : (
    <FormDialog
      {...shared}
      title={t`Add team`}
      form={refusal.over(adding)}
      send={(input) => staffWrites.addTeam(input).then(() => input.name)}
      submitLabel={t`Add team`}
    />
  )
}
