import { useLingui } from '@lingui/react/macro'
import type { InputOf } from '../../../contract/endpoint.ts'
import { isInReach, mayGiveRole, reachOf } from '../../../contract/policy.ts'
import { addMember, editMember, type StaffRow } from '../../../contract/staffs.ts'
import type { Team } from '../../../contract/system.ts'
import { useCurrentUser } from '../../api/session.ts'
import { DatePicker } from '../../ui/DatePicker.tsx'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { todayIn } from '../../ui/pickerRules.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { TimeZonePicker } from '../../ui/TimeZonePicker.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { CountryCodePicker } from './CountryCodePicker.tsx'
import { blankMember, type MemberDraft, memberDraftOf, memberInputOf } from './memberDraft.ts'
import { useRoleWords } from './staffColumns.tsx'
import { staffWrites } from './staffWrites.ts'
import { useNamedRefusal } from './useNamedRefusal.ts'

const refusedFields = ['username', 'phone'] as const

export type MemberSaved =
  | { kind: 'added'; name: string; username: string; oneTimePassword: string | null }
  | { kind: 'edited'; name: string }

/**
 * Member addition and edition (spec: screens "member addition" and "member edition"): name, username,
 * phone with its country code, role, team, time zone and entry date; editing also takes the day they
 * left. Each refusal, the contract's or the server's (a phone or username in use), names its field.
 */
export function MemberDialog({
  member,
  teams,
  onClose,
  onSaved,
}: {
  /** The member to edit; none to add one. */
  member: StaffRow | null
  teams: Team[]
  onClose: () => void
  onSaved: (saved: MemberSaved) => void
}) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const roleWords = useRoleWords()
  const reach = reachOf(user)
  const initial: MemberDraft = member
    ? memberDraftOf(member)
    : blankMember(
        user.cc,
        user.timeZone,
        todayIn(user.timeZone).day,
        reach.kind === 'team' ? reach.teamId : null,
      )
  // The one policy: roles below the user's own, teams they reach; their own role and team stay as they are.
  const oneself = member?.id === user.userId
  const roleChoices = Object.entries(roleWords).filter(([roleId]) => mayGiveRole(user, Number(roleId)))
  const teamChoices = teams.filter((team) => isInReach(reach, { teamId: team.id }))
  const adding = useContractForm(addMember.input, {
    initial,
    toInput: (draft, draftId) => ({ ...memberInputOf(draft), clientMutationId: draftId }),
  })
  const editing = useContractForm(editMember.input, {
    initial,
    toInput: (draft, draftId) => ({
      ...memberInputOf(draft),
      memberId: member?.id ?? 0,
      leftDate: draft.leftDate === '' ? null : draft.leftDate,
      clientMutationId: draftId,
    }),
  })
  const form = member ? editing : adding
  // A phone or username another member has: the server names the field, and it shows under it.
  const refusal = useNamedRefusal(refusedFields)
  const field = (name: 'name' | 'username' | 'countryCode' | 'phone' | 'roleId' | 'teamId' | 'timeZone') =>
    refusal.under(name, form.field(name))
  const saveEdited = async (input: InputOf<typeof editMember>): Promise<MemberSaved> => {
    await staffWrites.editMember(input)
    return { kind: 'edited', name: input.name }
  }
  const saveAdded = async (input: InputOf<typeof addMember>): Promise<MemberSaved> => {
    const answer = await staffWrites.addMember(input)
    return {
      kind: 'added',
      name: input.name,
      username: input.username,
      oneTimePassword: answer.oneTimePassword,
    }
  }
  const dateField = (name: 'entryDate' | 'leftDate') => {
    const field = form.field(name)
    return { value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: field.error }
  }
  const fields = (
    <div className="grid grid-cols-2 gap-x-4 gap-y-1" data-testid="member-form">
      <TextField label={t`Name`} {...field('name')} />
      <TextField label={t`Username`} {...field('username')} />
      <CountryCodePicker label={t`Country code`} {...field('countryCode')} />
      <TextField label={t`Phone`} {...field('phone')} />
      <SelectField
        label={t`Role`}
        placeholder={t`Select…`}
        options={roleChoices.map(([value, label]) => ({ value, label }))}
        disabled={oneself}
        {...field('roleId')}
      />
      <SelectField
        label={t`Team`}
        placeholder={reach.kind === 'all' ? t`No team` : undefined}
        options={teamChoices.map((team) => ({ value: String(team.id), label: team.name }))}
        disabled={oneself}
        {...field('teamId')}
      />
      <TimeZonePicker label={t`Time zone`} {...field('timeZone')} />
      <DatePicker mode="date" label={t`Entry date`} timeZone={user.timeZone} {...dateField('entryDate')} />
      {member && (
        <DatePicker mode="date" label={t`Left date`} timeZone={user.timeZone} {...dateField('leftDate')} />
      )}
    </div>
  )
  const shared = { wide: true, onClose, onDone: onSaved, children: fields }
  return member ? (
    <FormDialog
      {...shared}
      title={t`Edit ${member.name}`}
      form={refusal.over(editing)}
      send={saveEdited}
      submitLabel={t`Save`}
    />
  ) : (
    <FormDialog
      {...shared}
      title={t`Add member`}
      form={refusal.over(adding)}
      send={saveAdded}
      submitLabel={t`Add member`}
    />
  )
}
