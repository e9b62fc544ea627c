import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { changePassword } from '../../../contract/session.ts'
import { request } from '../../api/request.ts'
import { signOutWithNotice } from '../../api/session.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
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
  const form = useContractForm(changePassword.input, { initial: empty, blankKey: 'completeTheContent' })
  const [saving, setSaving] = useState(false)

  const close = () => {
    form.reset()
    onOpenChange(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = form.submit()
    if (!checked.ok) return
    setSaving(true)
    try {
      await request(changePassword, checked.data)
      const changed = t`password changed successfully, log in again`
      showToast('success', changed)
      setTimeout(() => signOutWithNotice(changed), 500)
    } catch (error) {
      form.showServerErrors(error)
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
        <OldPasswordField {...form.field('password')} />
        <NewPasswordField {...form.field('newPassword')} />
        <FormAlert message={form.alert} />
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
