import { useLingui } from '@lingui/react/macro'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'

/** The one question before an action that cannot be taken back: what, on what, and what follows. */
export function ConfirmDialog({
  question,
  effect,
  confirmLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  /** The question, naming the subject ('Retrieve SIM 8952…, held by Ana Torres?'); null when not asking. */
  question: string | null
  effect: string | undefined
  confirmLabel: string
  /** 'primary' for a question that guards a mark rather than a loss (a deal the customer will see). */
  tone?: 'danger' | 'primary'
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={question ?? ''}
      {...(effect ? { description: effect } : {})}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>{t`Cancel`}</Button>
        <Button variant={tone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
