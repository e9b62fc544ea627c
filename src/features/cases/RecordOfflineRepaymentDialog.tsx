import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { minorUnitsOfTyped } from '../../../contract/money.ts'
import { offlineRepaymentInput, receiptTypes } from '../../../contract/offlineRepayments.ts'
import { DatePicker } from '../../ui/DatePicker.tsx'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

interface Props {
  caseId: number
  currency: string
  timeZone: string
  /** Queues the write (it works offline); refused only by the form's own checks. */
  send: (input: ReturnType<typeof toInput>) => Promise<void>
  onClose: () => void
  onDone: () => void
}

const initial = { amount: '', paidOn: '', reference: '', receipt: '' }

function toInput(
  caseId: number,
  currency: string,
  draft: typeof initial,
  file: File | null,
  draftId: string,
) {
  return {
    caseId,
    ...(draft.amount.trim() ? { amount: minorUnitsOfTyped(draft.amount, currency) } : {}),
    paidOn: draft.paidOn,
    reference: draft.reference,
    ...(file ? { receipt: file } : {}),
    clientMutationId: draftId,
  }
}

/**
 * Records money the customer paid at a bank or an agent: amount, the day on the receipt, its reference
 * and a photo of it. Works offline: the photo waits on this device with the write.
 */
export function RecordOfflineRepaymentDialog({ caseId, currency, timeZone, send, onClose, onDone }: Props) {
  const { t } = useLingui()
  const file = useRef<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const form = useContractForm(offlineRepaymentInput, {
    initial,
    toInput: (draft, draftId) => toInput(caseId, currency, draft, file.current, draftId),
  })
  const receipt = form.field('receipt')
  const paidOn = form.field('paidOn')
  return (
    <FormDialog
      title={t`Record an offline repayment`}
      description={t`Money the customer paid at a bank or an agent. The finance office checks the receipt before it counts.`}
      form={form}
      send={send as (input: unknown) => Promise<void>}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Record`}
      testId="record-offline"
    >
      <TextField label={t`Amount`} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <DatePicker
        mode="date"
        label={t`Paid on`}
        timeZone={timeZone}
        upToToday
        value={paidOn.value}
        onChange={paidOn.onChange}
        onBlur={paidOn.onBlur}
        error={paidOn.error}
      />
      <TextField label={t`Receipt reference`} {...form.field('reference')} />
      <div className="flex flex-col gap-1">
        <label className="text-sm font-medium text-slate-700">
          {t`Receipt image`}
          <input
            type="file"
            accept={receiptTypes.join(',')}
            className="mt-1 block w-full text-sm"
            aria-invalid={receipt.error !== undefined}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null
              file.current = picked
              setPreview(null)
              // As a data URL: the console's Content-Security-Policy shows images of its own and data: only.
              if (picked) {
                const reader = new FileReader()
                reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
                reader.readAsDataURL(picked)
              }
              receipt.onChange(picked?.name ?? '')
            }}
            onBlur={receipt.onBlur}
          />
        </label>
        {receipt.error && <span className="text-xs text-red-700">{receipt.error}</span>}
        {preview && (
          <img src={preview} alt={t`The receipt`} className="mt-1 max-h-32 self-start rounded border" />
        )}
      </div>
    </FormDialog>
  )
}
