import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { revealPhone } from '../../../contract/cases.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { caseActionTexts } from './caseActions.ts'
import { usePhoneReveal } from './usePhoneReveal.ts'

/**
 * The masked phone, and "Show full number" behind the password challenge. The server checks the
 * password and logs the reveal, so offline the button is disabled and says why (`disabledReason`).
 */
export function PhoneReveal({
  caseId,
  maskedPhone,
  disabledReason,
}: {
  caseId: number
  maskedPhone: string
  disabledReason?: string | undefined
}) {
  const { t, i18n } = useLingui()
  const { phone, reveal } = usePhoneReveal(caseId)
  const [open, setOpen] = useState(false)
  const form = useContractForm(revealPhone.input, {
    initial: { answer: '' },
    toInput: (draft) => ({ caseId, ...draft }),
    blankKey: 'completeTheContent',
  })
  const [checking, setChecking] = useState(false)
  const label = i18n._(caseActionTexts.revealPhone.label)
  const reasonId = useId()

  const close = () => {
    setOpen(false)
    form.reset()
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = form.submit()
    if (!checked.ok) return
    setChecking(true)
    const result = await reveal(checked.data.answer)
    setChecking(false)
    if (result.ok) close()
    else form.showServerErrors(result.error)
  }

  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono" data-testid="case-phone">
        {phone ?? maskedPhone}
      </span>
      {!phone && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={disabledReason !== undefined}
          aria-describedby={disabledReason ? reasonId : undefined}
          className="text-xs text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
        >
          {label}
        </button>
      )}
      {!phone && disabledReason && (
        <span id={reasonId} className="text-xs text-slate-500">
          {disabledReason}
        </span>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={label}
        description={t`Enter your own password to see the customer's full number. Every reveal is logged.`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <TextField label={t`Your password`} {...form.field('answer')} secret autoFocus />
          <FormAlert message={form.alert ?? disabledReason} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={checking}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={checking || disabledReason !== undefined}>
              {t`Show number`}
            </Button>
          </div>
        </form>
      </Dialog>
    </span>
  )
}
