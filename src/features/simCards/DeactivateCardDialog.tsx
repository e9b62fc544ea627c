import { useLingui } from '@lingui/react/macro'
import { deactivateSimCard, deactivationInput, type SimCardRow } from '../../../contract/simCards.ts'
import { countWords, deactivationWordLimit } from '../../../contract/wordCount.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

const initial = { reason: '', description: '' }

/**
 * Takes a card out of use: blocked, or another reason described in fewer than 150 words, the count
 * kept live under the description by the contract's own counter.
 */
export function DeactivateCardDialog({
  card,
  onClose,
  onDone,
}: {
  card: SimCardRow
  onClose: () => void
  onDone: (row: SimCardRow) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(deactivationInput, {
    initial,
    toInput: (draft, draftId) => ({
      cardId: card.id,
      ...(draft.reason ? { reason: draft.reason } : {}),
      description: draft.description,
      clientMutationId: draftId,
    }),
  })
  const words = countWords(form.values.description)
  const submit = async () => {
    const checked = form.submit()
    if (!checked.ok) return
    try {
      onDone(await request(deactivateSimCard, checked.data))
    } catch (error) {
      form.showServerErrors(error)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Deactivate SIM ${card.cardNumber}`}>
      <div className="flex flex-col gap-2">
        <SelectField
          label={t`Reason`}
          placeholder={t`Select…`}
          options={[
            { value: 'blocked', label: t`Blocked` },
            { value: 'other', label: t`Other reason` },
          ]}
          {...form.field('reason')}
        />
        {form.values.reason === 'other' && (
          <div className="flex flex-col gap-1">
            <TextField label={t`Description`} rows={4} {...form.field('description')} />
            <span
              className={`text-xs tabular-nums ${words >= deactivationWordLimit ? 'text-red-600' : 'text-slate-500'}`}
              data-testid="word-count"
            >
              {t`${words} of fewer than ${deactivationWordLimit} words`}
            </span>
          </div>
        )}
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button variant="danger" onClick={submit}>{t`Deactivate`}</Button>
        </div>
      </div>
    </Dialog>
  )
}
