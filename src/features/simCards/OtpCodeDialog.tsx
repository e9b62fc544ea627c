import { useLingui } from '@lingui/react/macro'
import { type OtpApplicationRow, sendOtpCode } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

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
  const submit = async () => {
    const checked = form.submit()
    if (!checked.ok) return
    try {
      onDone(await request(sendOtpCode, checked.data))
    } catch (error) {
      form.showServerErrors(error)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Send the code of SIM ${application.cardNumber}`}
      description={t`For ${application.applicantName}`}
    >
      <div className="flex flex-col gap-2">
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
          <TextField
            label={t`Verification answer`}
            autoComplete="off"
            {...form.field('verificationAnswer')}
          />
        )}
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={submit}>{t`Send code`}</Button>
        </div>
      </div>
    </Dialog>
  )
}
