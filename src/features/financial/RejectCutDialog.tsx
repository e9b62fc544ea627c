import { useLingui } from '@lingui/react/macro'
import { type AmountCutRow, rejectAmountCut } from '../../../contract/amountCuts.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { amountCutReviewWrites } from './amountCutReviewActions.ts'

/** Rejects a cut with the reason the collector who asked is told. */
export function RejectCutDialog({
  cut,
  subject,
  onClose,
  onDone,
}: {
  cut: AmountCutRow
  subject: string
  onClose: () => void
  onDone: (row: AmountCutRow) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(rejectAmountCut.input, {
    initial: { rejection: '' },
    toInput: (draft, draftId) => ({ cutId: cut.id, rejection: draft.rejection, clientMutationId: draftId }),
  })
  return (
    <FormDialog
      title={t`Reject the amount cut ${subject}`}
      description={t`Asked by ${cut.requesterName}. The reason is sent to them.`}
      form={form}
      send={amountCutReviewWrites.reject}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Reject`}
      tone="danger"
    >
      <TextField label={t`Reason`} rows={3} showCount {...form.field('rejection')} />
    </FormDialog>
  )
}
