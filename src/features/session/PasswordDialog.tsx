import { useLingui } from '@lingui/react/macro'
import { changePassword } from '../../../contract/session.ts'
import { signOutWithNotice } from '../../api/session.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { NewPasswordField, OldPasswordField } from './PasswordFields.tsx'
import { sessionWrites } from './sessionWrites.ts'

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
  if (!open) return null

  const close = () => {
    form.reset()
    onOpenChange(false)
  }
  const changed = () => {
    const notice = t`password changed successfully, log in again`
    showToast('success', notice)
    setTimeout(() => signOutWithNotice(notice), 500)
  }

  return (
    <FormDialog
      title={t`Reset password`}
      modalOnly
      discardWithoutAsking
      form={form}
      send={sessionWrites.changePassword}
      onDone={changed}
      onClose={close}
      submitLabel={t`Confirm`}
    >
      <OldPasswordField {...form.field('password')} />
      <NewPasswordField {...form.field('newPassword')} />
    </FormDialog>
  )
}
