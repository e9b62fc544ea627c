import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'

/**
 * Asked at sign-out while the user's outbox holds changes: nothing is dropped without her saying so,
 * by count. Send now keeps her signed in; Discard names what goes; Cancel leaves all as it was.
 */
export function UnsentChangesDialog({
  count,
  onSendNow,
  onDiscardAndSignOut,
  onCancel,
  busy = false,
}: {
  /** The unsent changes; the dialog shows while there is any (0 closes it). */
  count: number
  onSendNow: () => void
  onDiscardAndSignOut: () => void
  onCancel: () => void
  busy?: boolean
}) {
  const { t } = useLingui()
  return (
    <Dialog
      open={count > 0}
      onOpenChange={(shown) => !shown && onCancel()}
      title={plural(count, {
        one: '# change has not been sent',
        other: '# changes have not been sent',
      })}
      description={t`If you sign out now and discard them, they will never be sent. Send them first to keep them.`}
    >
      <div className="flex flex-wrap justify-end gap-2" data-testid="unsent-changes">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </Button>
        <Button variant="danger" onClick={onDiscardAndSignOut} disabled={busy}>
          {plural(count, {
            one: 'Discard # change and sign out',
            other: 'Discard # changes and sign out',
          })}
        </Button>
        <Button onClick={onSendNow} disabled={busy}>
          {t`Send now`}
        </Button>
      </div>
    </Dialog>
  )
}
