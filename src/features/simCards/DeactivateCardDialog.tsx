import { useLingui } from '@lingui/react/macro'
import { deactivationInput, type SimCardRow } from '../../../contract/simCards.ts'
import { countWords, deactivationWordLimit } from '../../../contract/wordCount.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { simCardWrites } from './simCardWrites.ts'

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
  return (
    <FormDialog
      title={t`Deactivate SIM ${card.cardNumber}`}
      form={form}
      send={simCardWrites.deactivate}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Deactivate`}
      tone="danger"
    >
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
    </FormDialog>
  )
}
