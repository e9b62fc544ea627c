import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { usePhoneReveal } from './usePhoneReveal.ts'

/** The masked phone, and "Show full number" behind the password challenge. */
export function PhoneReveal({ caseId, maskedPhone }: { caseId: number; maskedPhone: string }) {
  const { t } = useLingui()
  const { phone, reveal } = usePhoneReveal(caseId)
  const [open, setOpen] = useState(false)
  const [answer, setAnswer] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  const close = () => {
    setOpen(false)
    setAnswer('')
    setFailure(null)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!answer) {
      setFailure(t`please complete the content`)
      return
    }
    setChecking(true)
    const result = await reveal(answer)
    setChecking(false)
    if (result.ok) close()
    else setFailure(result.error.message)
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
          className="text-xs text-brand-700 hover:underline"
        >
          {t`Show full number`}
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t`Show full number`}
        description={t`Enter your own password to see the customer's full number. Every reveal is logged.`}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <TextField
            label={t`Your password`}
            value={answer}
            onChange={setAnswer}
            secret
            autoFocus
            maxLength={64}
          />
          <FormAlert message={failure} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={checking}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={checking}>
              {t`Show number`}
            </Button>
          </div>
        </form>
      </Dialog>
    </span>
  )
}
