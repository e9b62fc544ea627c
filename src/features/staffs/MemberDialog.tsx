import { useLingui } from '@lingui/react/macro'
import { isInReach, mayGiveRole, reachOf } from '../../../contract/policy.ts'
import { addMember, editMember, type StaffRow } from '../../../contract/staffs.ts'
import type { Team } from '../../../contract/system.ts'
import { request } from '../../api/request.ts'
import { useCurrentUser } from '../../api/session.ts'
import { Button } from '../../ui/Button.tsx'
import { DatePicker } from '../../ui/DatePicker.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { todayIn } from '../../ui/pickerRules.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { blankMember, type MemberDraft, memberDraftOf, memberInputOf } from './memberDraft.ts'
import { useRoleWords } from './staffColumns.tsx'
import { TimeZonePicker } from './TimeZonePicker.tsx'
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
  const submit = async () => {
    refusal.clear()
    try {
      if (member) {
        const checked = editing.submit()
        if (!checked.ok) return
        await request(editMember, checked.data)
        onSaved({ kind: 'edited', name: checked.data.name })
      } else {
        const checked = adding.submit()
        if (!checked.ok) return
        const answer = await request(addMember, checked.data)
        onSaved({
          kind: 'added',
          name: checked.data.name,
          username: checked.data.username,
          oneTimePassword: answer.oneTimePassword,
        })
      }
    } catch (error) {
      if (!refusal.take(error)) form.showServerErrors(error)
    }
  }
  const dateField = (name: 'entryDate' | 'leftDate') => {
    const field = form.field(name)
    return { value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: field.error }
  }
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={member ? t`Edit ${member.name}` : t`Add member`}
    >
      <div className="grid grid-cols-2 gap-x-4 gap-y-1" data-testid="member-form">
        <TextField label={t`Name`} {...field('name')} />
        <TextField label={t`Username`} {...field('username')} />
        <TextField label={t`Country code`} {...field('countryCode')} />
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
      <FormAlert message={form.alert} />
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
        <Button onClick={submit}>{member ? t`Save` : t`Add member`}</Button>
      </div>
    </Dialog>
  )
}
