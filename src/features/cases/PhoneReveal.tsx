import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { revealPhone } from '../../../contract/cases.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { FormDialog } from '../../ui/FormDialog.tsx'
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
  const { i18n } = useLingui()
  const { phone, reveal } = usePhoneReveal(caseId)
  const [open, setOpen] = useState(false)
  const label = i18n._(caseActionTexts.revealPhone.label)
  const reasonId = useId()

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
      {open && (
        <RevealDialog
          caseId={caseId}
          reveal={reveal}
          title={label}
          disabledReason={disabledReason}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  )
}

/** The challenge: the user's own password, sent through the case's reveal; a refusal shows under it. */
function RevealDialog({
  caseId,
  reveal,
  title,
  disabledReason,
  onClose,
}: {
  caseId: number
  reveal: (answer: string) => Promise<unknown>
  title: string
  disabledReason: string | undefined
  onClose: () => void
}) {
  const { t } = useLingui()
  const form = useContractForm(revealPhone.input, {
    initial: { answer: '' },
    toInput: (draft) => ({ caseId, ...draft }),
    blankKey: 'completeTheContent',
  })
  return (
    <FormDialog
      title={title}
      description={t`Enter your own password to see the customer's full number. Every reveal is logged.`}
      form={form}
      send={(input) => reveal(input.answer)}
      onDone={onClose}
      onClose={onClose}
      submitLabel={t`Show number`}
      submitDisabled={disabledReason !== undefined}
      // A password is not kept in a draft, and asking before dropping one would keep it on screen.
      discardWithoutAsking
    >
      <TextField label={t`Your password`} {...form.field('answer')} secret autoFocus />
      {disabledReason && <FormAlert message={disabledReason} />}
    </FormDialog>
  )
}
