import { useLingui } from '@lingui/react/macro'
import { type OtpApplicationRow, sendOtpCode } from '../../../contract/simCards.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { simCardWrites } from './simCardWrites.ts'

const initial = { otp: '', verificationAsked: false, verificationAnswer: '' }

/**
 * The office manager enters the code read on the physical card, and the answer to WhatsApp's
 * verification question when one was asked; the member receives them in a message.
 */
export function OtpCodeDialog({
  application,
  onClose,
  onDone,
}: {
  application: OtpApplicationRow
  onClose: () => void
  onDone: (row: OtpApplicationRow) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(sendOtpCode.input, {
    initial,
    toInput: (draft, draftId) => ({ applicationId: application.id, ...draft, clientMutationId: draftId }),
  })
  return (
    <FormDialog
      title={t`Send the code of SIM ${application.cardNumber}`}
      description={t`For ${application.applicantName}`}
      form={form}
      send={simCardWrites.sendOtp}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Send code`}
    >
      <TextField label={t`OTP`} autoComplete="off" {...form.field('otp')} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.values.verificationAsked}
          onChange={(event) => form.set('verificationAsked')(event.target.checked)}
        />
        {t`WhatsApp asked a verification question`}
      </label>
      {form.values.verificationAsked && (
        <TextField label={t`Verification answer`} autoComplete="off" {...form.field('verificationAnswer')} />
      )}
    </FormDialog>
  )
}
