import { useLingui } from '@lingui/react/macro'
import { addSimCards, type SimCardRow } from '../../../contract/simCards.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { simCardWrites } from './simCardWrites.ts'

const initial = { cardNumbers: '' }

/** One number a line: a card typed, or a column pasted from a sheet; blank lines between are left out. */
function numbersOf(text: string): string[] {
  const numbers = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  // Nothing typed is one empty number, so the form says 'card number cannot be empty'.
  return numbers.length > 0 ? numbers : ['']
}

/** Adds cards one by one or as a pasted column; a repeated number is refused, named by the server. */
export function AddCardsDialog({
  onClose,
  onDone,
}: {
  onClose: () => void
  onDone: (added: SimCardRow[]) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(addSimCards.input, {
    initial,
    toInput: (draft, draftId) => ({ cardNumbers: numbersOf(draft.cardNumbers), clientMutationId: draftId }),
  })
  const count = numbersOf(form.values.cardNumbers).filter(Boolean).length
  return (
    <FormDialog
      title={t`Add SIM cards`}
      form={form}
      send={simCardWrites.addCards}
      onDone={(answer) => onDone(answer.added)}
      onClose={onClose}
      submitLabel={t`Add cards`}
    >
      <TextField
        label={t`Card number (one a line; paste a column to add several)`}
        rows={6}
        {...form.field('cardNumbers')}
      />
      <span className="text-xs text-slate-500 tabular-nums">{t`Cards to add: ${count}`}</span>
    </FormDialog>
  )
}
