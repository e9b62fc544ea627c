import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from './Button.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { FormAlert } from './FormAlert.tsx'
import type { DialogForm } from './FormDialog.tsx'
import { useFormSend } from './useFormSend.ts'
import { useLeaveGuard } from './useLeaveGuard.ts'

export interface FormPageProps<Input, Answer> {
  title: string
  form: DialogForm<Input>
  /** The area's write that takes the checked input to the server. */
  send: (input: Input) => Promise<Answer>
  onDone: (answer: Answer) => void
  /** Back to where the page was opened from (its list). */
  onBack: () => void
  submitLabel: string
  /** Why nothing here may be changed (an ended period): said above the fields, which are drawn disabled. */
  readOnly?: string | undefined
  /** What the page says above its form (what is typed, read back as a sentence; what saving will do). */
  above?: ReactNode
  /** The fields: each shows its own error under it, as in FormDialog. */
  children: ReactNode
  /** What the page shows after its form (a record of changes). */
  below?: ReactNode
  testId?: string
}

/**
 * A form as a whole page rather than a dialog (a target's operation screen, where a table of members
 * is edited too): the same checks, send and refusals as FormDialog (the server's field errors under
 * their fields, any other above the buttons), held still while sending; read-only when told why.
 * Leaving it with something typed (its buttons, a link, the browser's back) asks first.
 */
export function FormPage<Input, Answer>({
  title,
  form,
  send,
  onDone,
  onBack,
  submitLabel,
  readOnly,
  above,
  children,
  below,
  testId,
}: FormPageProps<Input, Answer>) {
  const { t } = useLingui()
  const unsaved = form.changed && readOnly === undefined
  const [saved, setSaved] = useState(false)
  const { submit, sending } = useFormSend(form, send, (answer) => {
    setSaved(true)
    onDone(answer)
  })
  const leaving = useLeaveGuard(unsaved && !saved)
  const [askingToGoBack, setAskingToGoBack] = useState(false)
  const back = () => (unsaved ? setAskingToGoBack(true) : onBack())
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        <Button variant="secondary" size="small" onClick={back}>{t`Back to the list`}</Button>
      </div>
      {readOnly && (
        <p role="note" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {readOnly}
        </p>
      )}
      {above}
      <form
        noValidate
        aria-label={title}
        aria-busy={sending}
        data-testid={testId}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!readOnly) void submit()
        }}
      >
        <fieldset disabled={sending || readOnly !== undefined} className="flex min-w-0 flex-col gap-3">
          {children}
        </fieldset>
        <FormAlert message={form.alert} />
        {!readOnly && (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={sending} onClick={back}>{t`Cancel`}</Button>
            <Button type="submit" disabled={sending}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
      {below}
      <ConfirmDialog
        question={leaving.asking || askingToGoBack ? t`Leave without saving your changes?` : null}
        effect={t`What you typed on “${title}” is not kept.`}
        confirmLabel={t`Leave without saving`}
        cancelLabel={t`Keep editing`}
        tone="primary"
        onConfirm={() => {
          if (askingToGoBack) {
            setAskingToGoBack(false)
            onBack()
          } else leaving.leave()
        }}
        onCancel={() => {
          setAskingToGoBack(false)
          leaving.stay()
        }}
      />
    </div>
  )
}
