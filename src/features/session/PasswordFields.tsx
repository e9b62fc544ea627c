import { useLingui } from '@lingui/react/macro'
import { passwordLength } from '../../../contract/passwordRules.ts'
import { TextField } from '../../ui/TextField.tsx'
import type { FieldProps } from '../../ui/useContractForm.ts'

type PasswordFieldProps = FieldProps

export function OldPasswordField(props: PasswordFieldProps) {
  const { t } = useLingui()
  return (
    <TextField label={t`Old password`} secret autoComplete="current-password" maxLength={64} {...props} />
  )
}

/** The new password, with its counter and the rule it must meet (spec section 5). */
export function NewPasswordField(props: PasswordFieldProps) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={t`New password`}
        secret
        autoComplete="new-password"
        maxLength={passwordLength.max}
        showCount
        {...props}
      />
      <p className="-mt-1 text-xs text-slate-500">{t`Must contain upper and lower case letters and numbers, 8 to 32 in length.`}</p>
    </>
  )
}
