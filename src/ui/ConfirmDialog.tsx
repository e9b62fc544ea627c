import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { FormAlert } from './FormAlert.tsx'
import { WorkingBar } from './WorkingBar.tsx'

/**
 * The one question before an action that cannot be taken back: what, on what, and what follows. When
 * the confirmation sends the write itself (a promise), the question holds while it runs (once, however
 * often pressed), says `working` in place of its buttons, and shows the refusal if there is one.
 */
export function ConfirmDialog({
  question,
  effect,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  working,
  modalOnly,
  onConfirm,
  onCancel,
}: {
  /** The question, naming the subject ('Retrieve SIM 8952…, held by Ana Torres?'); null when not asking. */
  question: string | null
  effect: string | undefined
  confirmLabel: string
  /** Cancel said as what it keeps, where that is clearer ('Stay on the schedule'). */
  cancelLabel?: string
  /** 'primary' for a question that guards a mark rather than a loss (a deal the customer will see). */
  tone?: 'danger' | 'primary'
  /** Said while the write the confirmation sends runs ('Retrieving 25 cases…'). */
  working?: string
  modalOnly?: boolean
  onConfirm: () => void | Promise<void>
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const inFlight = useRef(false)
  const confirm = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setRefusal(null)
    setSending(true)
    try {
      await onConfirm()
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && !sending && onCancel()}
      title={question ?? ''}
      {...(effect ? { description: effect } : {})}
      {...(modalOnly ? { modalOnly } : {})}
    >
      <div className="flex flex-col gap-3">
        <FormAlert message={refusal} />
        {sending && working ? (
          <WorkingBar label={working} />
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={sending} onClick={onCancel}>
              {cancelLabel ?? t`Cancel`}
            </Button>
            <Button variant={tone} disabled={sending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  )
}
