import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'

/**
 * Asked at sign-out while the user's outbox holds changes: nothing is dropped without her saying so,
 * by count. Send now keeps her signed in; Discard names what goes; Cancel leaves all as it was. A
 * change already on its way cannot be called back, and the dialog says so: sign-out waits for its
 * answer, and only the others are discarded (it too, if it does not get through).
 */
export function UnsentChangesDialog({
  count,
  onItsWay = 0,
  onSendNow,
  onDiscardAndSignOut,
  onCancel,
  busy = false,
}: {
  /** The unsent changes; the dialog shows while there is any (0 closes it). */
  count: number
  /** Of those, the ones already on their way to the server. */
  onItsWay?: number
  onSendNow: () => void
  onDiscardAndSignOut: () => void
  onCancel: () => void
  busy?: boolean
}) {
  const { t } = useLingui()
  const discarded = count - onItsWay
  const description =
    onItsWay === 0
      ? t`If you sign out now and discard them, they will never be sent. Send them first to keep them.`
      : [
          plural(onItsWay, {
            one: '# change is already on its way to the server and cannot be called back; signing out waits for its answer, and discards it if it does not get through.',
            other:
              '# changes are already on their way to the server and cannot be called back; signing out waits for their answers, and discards those that do not get through.',
          }),
          discarded > 0 &&
            plural(discarded, {
              one: 'The other one will be discarded and never sent.',
              other: 'The other # will be discarded and never sent.',
            }),
        ]
          .filter(Boolean)
          .join(' ')
  return (
    <Dialog
      open={count > 0}
      // While it waits for an answer, what she chose is under way: Escape cannot pretend to cancel it.
      onOpenChange={(shown) => !shown && !busy && onCancel()}
      title={plural(count, {
        one: '# change has not been sent',
        other: '# changes have not been sent',
      })}
      description={description}
    >
      {busy && onItsWay > 0 && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          {t`Waiting for the server’s answer…`}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2" data-testid="unsent-changes">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </Button>
        <Button variant="danger" onClick={onDiscardAndSignOut} disabled={busy}>
          {discarded === 0
            ? plural(onItsWay, { one: 'Sign out after its answer', other: 'Sign out after their answers' })
            : plural(discarded, {
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
