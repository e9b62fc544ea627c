import { useLingui } from '@lingui/react/macro'
import { allocateSimCard, type SimCardRow, type SimTeam } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

const initial = { teamId: '', memberId: '' }

/** Gives an unallocated card to a member: first the team, then one of its members. */
export function AllocateCardDialog({
  card,
  teams,
  onClose,
  onDone,
}: {
  card: SimCardRow
  teams: SimTeam[]
  onClose: () => void
  onDone: (row: SimCardRow) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(allocateSimCard.input, {
    initial,
    toInput: (draft, draftId) => ({
      cardId: card.id,
      ...(draft.teamId ? { teamId: Number(draft.teamId) } : {}),
      ...(draft.memberId ? { memberId: Number(draft.memberId) } : {}),
      clientMutationId: draftId,
    }),
  })
  const team = teams.find((each) => String(each.teamId) === form.values.teamId)
  const chooseTeam = (teamId: string) => {
    form.set('teamId')(teamId)
    form.set('memberId')('')
  }
  const submit = async () => {
    const checked = form.submit()
    if (!checked.ok) return
    try {
      onDone(await request(allocateSimCard, checked.data))
    } catch (error) {
      form.showServerErrors(error)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Allocate SIM ${card.cardNumber}`}>
      <div className="flex flex-col gap-2">
        <SelectField
          label={t`Team`}
          placeholder={t`Select…`}
          options={teams.map((each) => ({ value: String(each.teamId), label: each.teamName }))}
          {...form.field('teamId')}
          onChange={chooseTeam}
        />
        <SelectField
          label={t`Member`}
          placeholder={t`Select…`}
          options={(team?.members ?? []).map((member) => ({
            value: String(member.memberId),
            label: member.name,
          }))}
          {...form.field('memberId')}
        />
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={submit}>{t`Allocate`}</Button>
        </div>
      </div>
    </Dialog>
  )
}
