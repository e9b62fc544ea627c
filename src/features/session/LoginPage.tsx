import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { signIn } from '../../../contract/session.ts'
import { sessionActor, signInNotice, useSession } from '../../api/session.ts'
import { AuthCard } from '../../ui/AuthCard.tsx'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { WaitingChangesNote } from './WaitingChangesNote.tsx'

export function LoginPage() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const form = useContractForm(signIn.input, { initial: { username: '', password: '' } })
  const signingIn = useSession((snapshot) => snapshot.matches('signingIn'))
  const passwordExpired = useSession((snapshot) => snapshot.matches('passwordExpired'))
  const failure = useSession((snapshot) => (snapshot.matches('signedOut') ? snapshot.context.failure : null))

  // The session machine holds the refusal; the form shows it under its fields or as its alert.
  const { showServerErrors } = form
  useEffect(() => {
    if (failure) showServerErrors(failure)
  }, [failure, showServerErrors])

  // A message from before sign-out's reload (a changed password) is shown here once.
  const [notice] = useState(signInNotice)

  // An expired password must be replaced before any other page (spec section 4).
  useEffect(() => {
    if (passwordExpired) navigate('/modifypassword')
  }, [passwordExpired, navigate])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = form.submit()
    if (checked.ok) sessionActor.send({ type: 'SIGN_IN', ...checked.data })
  }

  return (
    <AuthCard title={t`Sign in`} corner={<LanguageSwitch tone="dark" />}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t`Username or phone`}
          {...form.field('username')}
          autoComplete="username"
          autoFocus
        />
        <TextField label={t`Password`} {...form.field('password')} secret autoComplete="current-password" />
        {!failure && <FormAlert message={notice} tone="success" />}
        <FormAlert message={form.alert} />
        <Button type="submit" disabled={signingIn} className="mt-2 w-full">
          {signingIn ? t`Signing in…` : t`Sign in`}
        </Button>
        <div className="flex justify-between text-sm">
          <Link href="/forgetPwd" className="text-brand-700 hover:underline">
            {t`Forgot password?`}
          </Link>
          <Link href="/modifypassword" className="text-brand-700 hover:underline">
            {t`Reset password`}
          </Link>
        </div>
        {/* Read from this browser's database a moment after the page opens: last, so no button or
            link moves under a pointer already on its way to it. */}
        <WaitingChangesNote />
      </form>
    </AuthCard>
  )
}
