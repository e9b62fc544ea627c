import { useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'

/**
 * Says a member was marked invalid (the row's action asked first) and how many open cases they leave
 * to be reallocated.
 */
export function InvalidMemberDialog({
  name,
  openCases,
  onClose,
}: {
  name: string
  openCases: number
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`${name} is invalid`}>
      <p className="text-sm text-slate-700" data-testid="open-cases-left">
        {openCases === 0
          ? t`They held no open cases: nothing is left to reallocate.`
          : t`They hold ${openCases} open cases, left to be reallocated.`}
      </p>
      <div className="mt-3 flex justify-end">
        <Button onClick={onClose}>{t`Close`}</Button>
      </div>
    </Dialog>
  )
}
