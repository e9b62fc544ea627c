import { useLingui } from '@lingui/react/macro'
import { addSimCards, type SimCardRow } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

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
  const submit = async () => {
    const checked = form.submit()
    if (!checked.ok) return
    try {
      onDone((await request(addSimCards, checked.data)).added)
    } catch (error) {
      form.showServerErrors(error)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Add SIM cards`}>
      <div className="flex flex-col gap-2">
        <TextField
          label={t`Card number (one a line; paste a column to add several)`}
          rows={6}
          {...form.field('cardNumbers')}
        />
        <span className="text-xs text-slate-500 tabular-nums">{t`Cards to add: ${count}`}</span>
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={submit}>{t`Add cards`}</Button>
        </div>
      </div>
    </Dialog>
  )
}
