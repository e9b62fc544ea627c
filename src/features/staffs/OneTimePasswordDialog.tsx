import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'

/**
 * The new member's one-time password, shown this once (the server does not keep it): a copy button,
 * and a plain warning that it cannot be shown again. A click outside does not close it.
 */
export function OneTimePasswordDialog({
  name,
  username,
  password,
  onClose,
}: {
  name: string
  username: string
  /** Null when the same addition was sent again: the password was shown the first time only. */
  password: string | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!password) return
    await navigator.clipboard.writeText(password)
    setCopied(true)
  }
  return (
    <Dialog open modalOnly onOpenChange={(open) => !open && onClose()} title={t`${name} added`}>
      <div className="flex flex-col gap-3" data-testid="one-time-password">
        {password ? (
          <>
            <p className="text-sm text-slate-700">
              {t`Give ${username} this one-time password. They change it when they first sign in.`}
            </p>
            <div className="flex items-center gap-2">
              <code
                className="flex-1 rounded bg-slate-100 px-3 py-2 font-mono text-base"
                data-testid="password"
              >
                {password}
              </code>
              <Button variant="secondary" onClick={copy}>
                {copied ? t`Copied` : t`Copy`}
              </Button>
            </div>
            <p role="alert" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">
              {t`This password is shown only now. Once you close this window nobody can see it again.`}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {t`The one-time password was shown when the member was first added and cannot be shown again.`}
          </p>
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>{t`Close`}</Button>
        </div>
      </div>
    </Dialog>
  )
}
