import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { changePassword } from '../../../contract/session.ts'
import { fieldErrorsOf } from '../../api/apiError.ts'
import { request } from '../../api/request.ts'
import { signOutWithNotice } from '../../api/session.ts'
import { checkForm, validationMessage } from '../../i18n/validationMessages.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { showToast } from '../../ui/toast.tsx'
import { NewPasswordField, OldPasswordField } from './PasswordFields.tsx'

const empty = { password: '', newPassword: '' }

/**
 * Change password (spec section 5): both fields required, checked on blur, masked with reveal, not
 * closed by a click outside, cancel resets both; success signs out after 500 ms.
 */
export function PasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const blank = validationMessage('completeTheContent')
  const checkBlank = (field: keyof typeof empty) => () =>
    setErrors((current) => ({ ...current, [field]: values[field] ? '' : blank }))
  const set = (field: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const close = () => {
    setValues(empty)
    setErrors({})
    setFailure(null)
    onOpenChange(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const blanks = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, value ? '' : blank]),
    )
    const checked = checkForm(changePassword.input, values)
    setErrors(Object.values(blanks).some(Boolean) ? blanks : checked.ok ? {} : checked.errors)
    if (!checked.ok || Object.values(blanks).some(Boolean)) return
    setSaving(true)
    setFailure(null)
    try {
      await request(changePassword, checked.data)
      const changed = t`password changed successfully, log in again`
      showToast('success', changed)
      setTimeout(() => signOutWithNotice(changed), 500)
    } catch (error) {
      setErrors(fieldErrorsOf(error))
      setFailure(error instanceof Error ? error.message : String(error))
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t`Reset password`}
      modalOnly
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <OldPasswordField
          value={values.password}
          onChange={set('password')}
          onBlur={checkBlank('password')}
          error={errors.password}
        />
        <NewPasswordField
          value={values.newPassword}
          onChange={set('newPassword')}
          onBlur={checkBlank('newPassword')}
          error={errors.newPassword}
        />
        <FormAlert message={failure} />
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={saving}>
            {t`Confirm`}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
