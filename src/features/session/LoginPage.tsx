import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { signIn } from '../../../contract/session.ts'
import { sessionActor, signInNotice, useSession } from '../../api/session.ts'
import { checkForm } from '../../i18n/validationMessages.ts'
import { AuthCard } from '../../ui/AuthCard.tsx'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx'
import { TextField } from '../../ui/TextField.tsx'

export function LoginPage() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const signingIn = useSession((snapshot) => snapshot.matches('signingIn'))
  const passwordExpired = useSession((snapshot) => snapshot.matches('passwordExpired'))
  const failure = useSession((snapshot) => (snapshot.matches('signedOut') ? snapshot.context.failure : null))

  // A message from before sign-out's reload (a changed password) is shown here once.
  const [notice] = useState(signInNotice)

  // An expired password must be replaced before any other page (spec section 4).
  useEffect(() => {
    if (passwordExpired) navigate('/modifypassword')
  }, [passwordExpired, navigate])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(signIn.input, { username, password })
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) sessionActor.send({ type: 'SIGN_IN', ...checked.data })
  }

  return (
    <AuthCard title={t`Sign in`} corner={<LanguageSwitch tone="dark" />}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t`Username or phone`}
          value={username}
          onChange={setUsername}
          error={errors.username}
          autoComplete="username"
          autoFocus
          maxLength={64}
        />
        <TextField
          label={t`Password`}
          value={password}
          onChange={setPassword}
          error={errors.password}
          secret
          autoComplete="current-password"
          maxLength={64}
        />
        {!failure && <FormAlert message={notice} tone="success" />}
        <FormAlert message={failure?.message} />
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
      </form>
    </AuthCard>
  )
}
