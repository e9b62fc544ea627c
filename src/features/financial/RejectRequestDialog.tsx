import { useLingui } from '@lingui/react/macro'
import type { z } from 'zod'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

interface Props<Input, Answer> {
  title: string
  description: string
  /** The rejection call's input: the request's id, the reason and the write's id. */
  schema: z.ZodType<Input>
  toInput: (rejection: string, draftId: string) => unknown
  send: (input: Input) => Promise<Answer>
  onClose: () => void
  onDone: (answer: Answer) => void
}

/** Rejects a request the finance office reviews (an amount cut, an offline repayment), with the reason its asker reads. */
export function RejectRequestDialog<Input, Answer>({
  title,
  description,
  schema,
  toInput,
  send,
  onClose,
  onDone,
}: Props<Input, Answer>) {
  const { t } = useLingui()
  const form = useContractForm(schema, {
    initial: { rejection: '' },
    toInput: (draft, draftId) => toInput(draft.rejection, draftId),
  })
  return (
    <FormDialog
      title={title}
      description={description}
      form={form}
      send={send}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Reject`}
      tone="danger"
    >
      <TextField label={t`Reason`} rows={3} showCount {...form.field('rejection')} />
    </FormDialog>
  )
}
