import { useLingui } from '@lingui/react/macro'
import { allocateSimCard, type SimCardRow, type SimTeam } from '../../../contract/simCards.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { simCardWrites } from './simCardWrites.ts'

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
  return (
    <FormDialog
      title={t`Allocate SIM ${card.cardNumber}`}
      form={form}
      send={simCardWrites.allocate}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Allocate`}
    >
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
    </FormDialog>
  )
}
