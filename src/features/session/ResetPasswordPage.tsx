import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { forgetPassword, modifyPassword, phoneSchema } from '../../../contract/session.ts'
import type { ResetPurpose } from '../../../machines/passwordReset.ts'
import { sessionActor, useSession } from '../../api/session.ts'
import { AuthCard } from '../../ui/AuthCard.tsx'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { NewPasswordField, OldPasswordField } from './PasswordFields.tsx'
import { resetMachine } from './resetMachine.ts'

/**
 * /forgetPwd (phone, code, new password twice) and /modifypassword (phone, old password, new password
 * twice, code): one form, the second asks for the old password too.
 */
export function ResetPasswordPage({ purpose }: { purpose: ResetPurpose }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  // Only the masked phone comes with an expired password: the user types the number in full.
  const expiredMaskedPhone = useSession((snapshot) => snapshot.context.expiredMaskedPhone)
  const [state, send] = useMachine(resetMachine, { input: { purpose } })
  const form = useContractForm(purpose === 'modify' ? modifyPassword.input : forgetPassword.input, {
    initial: { phone: '', password: '', newPassword: '', duplicatePassword: '', code: '' },
    // Forgotten, the old password is not asked for.
    toInput: (draft) => (purpose === 'modify' ? draft : { ...draft, password: undefined }),
  })
  const { failure, cooldown } = state.context
  const done = state.matches({ form: 'done' })

  useEffect(() => {
    if (!done) return
    showToast('success', t`password changed successfully, log in again`, { page: '/login' })
    sessionActor.send({ type: 'RESET_FINISHED' })
    navigate('/login')
  }, [done, navigate, t])

  const { showServerErrors } = form
  useEffect(() => {
    if (failure) showServerErrors(failure)
  }, [failure, showServerErrors])

  // The code needs only the phone: check that field alone and send it as the contract reads it.
  const askForCode = () => {
    if (!form.checkField('phone')) send({ type: 'SEND_CODE', phone: phoneSchema.parse(form.values.phone) })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = form.submit()
    if (checked.ok) send({ type: 'SUBMIT', submission: checked.data })
  }

  const codeButton = state.matches({ code: 'sending' })
    ? t`Sending…`
    : state.matches({ code: 'coolingDown' })
      ? t`Resend in ${cooldown} s`
      : t`Send code`

  return (
    <AuthCard
      title={purpose === 'modify' ? t`Reset password` : t`Forgot password`}
      corner={<LanguageSwitch tone="dark" />}
    >
      {expiredMaskedPhone && purpose === 'modify' && (
        <div className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{t`Your password has expired. Set a new one to continue.`}</p>
          <p className="mt-1">{t`Type your account's phone in full (${expiredMaskedPhone}) and send the code to it.`}</p>
        </div>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <TextField
          label={t`Phone`}
          {...form.field('phone')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
        />
        {purpose === 'modify' && <OldPasswordField {...form.field('password')} />}
        <NewPasswordField {...form.field('newPassword')} />
        <TextField
          label={t`Repeat password`}
          {...form.field('duplicatePassword')}
          secret
          autoComplete="new-password"
          maxLength={32}
        />
        <div className="flex items-start gap-2">
          <TextField
            label={t`Verification code`}
            {...form.field('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="flex-1"
          />
          <Button
            variant="secondary"
            className="mt-6 w-36"
            onClick={askForCode}
            disabled={!state.matches({ code: 'idle' })}
          >
            {codeButton}
          </Button>
        </div>
        {state.matches({ code: 'coolingDown' }) && !failure && (
          <p className="text-sm text-emerald-700">{t`If the phone belongs to an account, a code is on its way.`}</p>
        )}
        <FormAlert message={form.alert} />
        <Button type="submit" className="mt-2 w-full" disabled={state.matches({ form: 'submitting' })}>
          {t`Save new password`}
        </Button>
        <Link href="/login" className="text-center text-sm text-brand-700 hover:underline">
          {t`Back to sign in`}
        </Link>
      </form>
    </AuthCard>
  )
}
