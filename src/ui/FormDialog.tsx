import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { FormAlert } from './FormAlert.tsx'
import { type SendableForm, useFormSend } from './useFormSend.ts'
import { WorkingBar } from './WorkingBar.tsx'

/** What the dialog needs of a form: the part of `useContractForm`'s answer it drives. */
export interface DialogForm<Input> extends SendableForm<Input> {
  alert: string | null
  changed: boolean
}

export interface FormDialogProps<Input, Answer> {
  title: string
  description?: string
  form: DialogForm<Input>
  /** The area's hook that takes the checked input to the server; the dialog never calls it another way. */
  send: (input: Input) => Promise<Answer>
  onDone: (answer: Answer) => void
  onClose: () => void
  submitLabel: string
  /** 'danger' for a form that takes something out of use (deactivate, reject). */
  tone?: 'primary' | 'danger'
  wide?: boolean
  /** Said in place of the buttons while sending, for a write that takes a while ('Allocating 50 cases…'). */
  working?: string
  /** A click outside does not close it (the password dialog, spec section 5). */
  modalOnly?: boolean
  /**
   * Cancel empties the form without asking: where the spec says so (the password dialog), and the
   * typed input is too short to be worth a question.
   */
  discardWithoutAsking?: boolean
  /**
   * The form cannot be sent as things stand, which the dialog says above its fields (an applicant who
   * holds as many SIM cards as allowed): the submit button is drawn disabled.
   */
  submitDisabled?: boolean
  /** The fields: each shows its own error under it (TextField, SelectField). */
  children: ReactNode
  /** Names the form, fields and buttons together, for the browser tests. */
  testId?: string
  /** What the dialog shows under its form, outside it (the requests a member made before). */
  below?: ReactNode
}

/**
 * The one form dialog: checks the draft by the call's contract, sends it through the area's hook,
 * puts the server's field errors under their fields and any other refusal above the buttons (in the
 * user's language, as the server words it), holds still while sending, and asks before closing over
 * what the user typed.
 */
export function FormDialog<Input, Answer>({
  title,
  description,
  form,
  send,
  onDone,
  onClose,
  submitLabel,
  tone = 'primary',
  wide,
  working,
  modalOnly,
  discardWithoutAsking = false,
  submitDisabled = false,
  children,
  below,
  testId,
}: FormDialogProps<Input, Answer>) {
  const { t } = useLingui()
  const { submit, sending } = useFormSend(form, send, onDone)
  const [askingToDiscard, setAskingToDiscard] = useState(false)

  const leave = () => {
    if (sending) return
    if (form.changed && !discardWithoutAsking) setAskingToDiscard(true)
    else onClose()
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && leave()}
      title={title}
      {...(description ? { description } : {})}
      {...(wide ? { wide } : {})}
      {...(modalOnly ? { modalOnly } : {})}
    >
      <form
        noValidate
        aria-busy={sending}
        data-testid={testId}
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          // A dialog is drawn in a portal: its submit must not reach a form of the page behind it.
          event.preventDefault()
          event.stopPropagation()
          void submit()
        }}
      >
        <fieldset disabled={sending} className="flex min-w-0 flex-col gap-2">
          {children}
        </fieldset>
        <FormAlert message={form.alert} />
        {sending && working ? (
          <WorkingBar label={working} />
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={sending} onClick={leave}>{t`Cancel`}</Button>
            <Button type="submit" variant={tone} disabled={sending || submitDisabled}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
      {below}
      <Dialog
        open={askingToDiscard}
        onOpenChange={setAskingToDiscard}
        title={t`Discard your changes?`}
        description={t`What you typed in “${title}” is not kept.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setAskingToDiscard(false)}>{t`Keep editing`}</Button>
          <Button variant="danger" onClick={onClose}>{t`Discard`}</Button>
        </div>
      </Dialog>
    </Dialog>
  )
}
