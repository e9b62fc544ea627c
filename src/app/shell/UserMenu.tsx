import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { sessionActor, useCurrentUser, useSession } from '../../api/session.ts'
import { useGuardedSignOut } from '../../features/sync/useGuardedSignOut.ts'
import { showToast } from '../../ui/toast.tsx'
import { askBeforeLeaving } from '../../ui/useLeaveGuard.ts'
import { appPart, LoadedPart } from '../loadedPart.tsx'

const signOut = () => sessionActor.send({ type: 'SIGN_OUT' })

// The menu's dialogs (their forms, schemas and Radix) load when first opened, not with the shell.
const passwordDialog = appPart(() =>
  import('../../features/session/PasswordDialog.tsx').then((m) => m.PasswordDialog),
)
const firstDayOfWeekDialog = appPart(() =>
  import('./FirstDayOfWeekDialog.tsx').then((m) => m.FirstDayOfWeekDialog),
)
const unsentChangesDialog = appPart(() =>
  import('../../features/sync/UnsentChangesDialog.tsx').then((m) => m.UnsentChangesDialog),
)

/**
 * The user menu: reset password and quit (spec section 2), and the calendars' first day of the week
 * (section 5); quitting with unsent changes asks first.
 */
export function UserMenu() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const failure = useSession((snapshot) =>
    snapshot.matches({ signedIn: 'current' }) ? snapshot.context.failure : null,
  )
  const signingOut = useSession((snapshot) => snapshot.matches('signingOut'))
  const [open, setOpen] = useState(false)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [weekOpen, setWeekOpen] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const guarded = useGuardedSignOut(user.userId, signOut)

  // A refused logout shows the server's message (spec section 8); the user stays signed in.
  useEffect(() => {
    if (failure && failure.code !== 'network') {
      showToast('error', failure.message)
      sessionActor.send({ type: 'DISMISS_FAILURE' })
    }
  }, [failure])

  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOnOutside)
    return () => document.removeEventListener('mousedown', closeOnOutside)
  }, [open])

  return (
    <div className="relative" ref={menuRef}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-800 hover:bg-slate-100"
      >
        <span
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
          aria-hidden
        >
          {user.displayName.slice(0, 1)}
        </span>
        <span>{user.displayName}</span>
        <span aria-hidden>▾</span>
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50"
            onClick={() => {
              setOpen(false)
              setPasswordOpen(true)
            }}
          >
            {t`Reset password`}
          </button>
          <button
            type="button"
            role="menuitem"
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50"
            onClick={() => {
              setOpen(false)
              setWeekOpen(true)
            }}
          >
            {t`First day of the week`}
          </button>
          <button
            type="button"
            role="menuitem"
            disabled={signingOut}
            className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50"
            onClick={() => {
              setOpen(false)
              // Unsaved changes on the page open (a schedule) are asked about first, then unsent ones.
              askBeforeLeaving(() => void guarded.requestSignOut())
            }}
          >
            {t`Quit`}
          </button>
        </div>
      )}
      {failure && failure.type !== 'offline' && (
        <p
          role="alert"
          className="absolute right-0 mt-1 w-64 rounded-md bg-red-50 px-3 py-2 text-xs text-red-800 shadow"
        >
          {failure.message}
        </p>
      )}
      {passwordOpen && (
        <LoadedPart part={passwordDialog} props={{ open: true, onOpenChange: setPasswordOpen }} />
      )}
      {weekOpen && (
        <LoadedPart part={firstDayOfWeekDialog} props={{ userId: user.userId, onOpenChange: setWeekOpen }} />
      )}
      {guarded.unsent > 0 && (
        <LoadedPart
          part={unsentChangesDialog}
          props={{
            count: guarded.unsent,
            onItsWay: guarded.onItsWay,
            busy: guarded.busy,
            onSendNow: guarded.sendNow,
            onDiscardAndSignOut: () => void guarded.discardAndSignOut(),
            onCancel: guarded.cancel,
          }}
        />
      )}
    </div>
  )
}
