import { z } from 'zod'
import { endpoint, type FieldLabels } from './endpoint.ts'
import { text } from './fields.ts'
import { newPasswordSchema } from './passwordRules.ts'

const requiredText = (max: number) => text.trim().min(1, 'required').max(max, 'tooLong')
export const phoneSchema = text
  .trim()
  .min(1, 'required')
  .regex(/^\+?\d{7,15}$/, 'phone.format')
export const verificationCodeSchema = text
  .trim()
  .min(1, 'required')
  .regex(/^\d{6}$/, 'code.format')

/** The signed-in user (spec section 3: roleId, menuIdList, username, cc, timeZone and more). */
export const currentUserSchema = z.object({
  userId: z.number(),
  username: z.string(),
  displayName: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  menuIdList: z.array(z.number()),
  cc: z.string(),
  timeZone: z.string(),
  /** The user's team, which bounds what they reach (contract/policy.ts); null for those over the teams. */
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

// The session calls' fields; a call picks the ones it takes, so each refusal names what its form shows.
const label = {
  username: { en: 'Username', es: 'Usuario' },
  password: { en: 'Password', es: 'Contraseña' },
  oldPassword: { en: 'Old password', es: 'Contraseña anterior' },
  newPassword: { en: 'New password', es: 'Nueva contraseña' },
  duplicatePassword: { en: 'Repeat password', es: 'Repetir contraseña' },
  phone: { en: 'Phone', es: 'Teléfono' },
  code: { en: 'Verification code', es: 'Código de verificación' },
  purpose: { en: 'Purpose', es: 'Propósito' },
} as const satisfies FieldLabels

export const signIn = endpoint({
  method: 'POST',
  path: '/api/skip/user/login',
  access: 'public',
  encoding: 'form',
  summary: 'Sign in with username or phone; the session token comes back in the authorization header.',
  input: z.object({ username: requiredText(64), password: text.min(1, 'required').max(64, 'tooLong') }),
  labels: { username: label.username, password: label.password },
  answer: currentUserSchema,
})

export const signOut = endpoint({
  method: 'GET',
  path: '/api/skip/user/logout',
  access: 'public',
  encoding: 'form',
  summary: 'Revoke the session named by the Authorization header, if any.',
  input: undefined,
  answer: z.null(),
})

export const currentUser = endpoint({
  method: 'GET',
  path: '/sys/user/current',
  access: 'signedIn',
  encoding: 'form',
  summary: 'The signed-in user, to revalidate the one kept in the browser.',
  input: undefined,
  answer: currentUserSchema,
})

export const changePassword = endpoint({
  method: 'POST',
  path: '/sys/user/password',
  access: 'signedIn',
  encoding: 'form',
  summary: 'Change the password (old and new); every session of the user is revoked.',
  input: z.object({
    password: text.min(1, 'completeTheContent').max(64, 'tooLong'),
    newPassword: newPasswordSchema,
  }),
  labels: { password: label.oldPassword, newPassword: label.newPassword },
  answer: z.null(),
})

export const resetCodePurposes = ['forget', 'modify'] as const

export const sendResetCode = endpoint({
  method: 'POST',
  path: '/api/skip/user/sendCode',
  access: 'public',
  encoding: 'form',
  summary: 'Send a verification code to the phone of an account, for a password reset.',
  input: z.object({ phone: phoneSchema, purpose: z.enum(resetCodePurposes) }),
  labels: { phone: label.phone, purpose: label.purpose },
  answer: z.object({ resendAfterSeconds: z.number() }),
})

const matchingPasswords = <T extends { newPassword: string; duplicatePassword: string }>(value: T) =>
  value.newPassword === value.duplicatePassword

export const forgetPassword = endpoint({
  method: 'POST',
  path: '/api/skip/user/resetPassword',
  access: 'public',
  encoding: 'form',
  summary: 'Set a new password with a verification code sent to the phone (/forgetPwd).',
  input: z
    .object({
      phone: phoneSchema,
      code: verificationCodeSchema,
      newPassword: newPasswordSchema,
      duplicatePassword: text.min(1, 'required'),
    })
    .refine(matchingPasswords, { path: ['duplicatePassword'], message: 'password.mismatch' }),
  labels: {
    phone: label.phone,
    code: label.code,
    newPassword: label.newPassword,
    duplicatePassword: label.duplicatePassword,
  },
  answer: z.null(),
})

export const modifyPassword = endpoint({
  method: 'POST',
  path: '/api/skip/user/modifyPassword',
  access: 'public',
  encoding: 'form',
  summary: 'Replace a known (possibly expired) password, with a verification code (/modifypassword).',
  input: z
    .object({
      phone: phoneSchema,
      password: text.min(1, 'required').max(64, 'tooLong'),
      newPassword: newPasswordSchema,
      duplicatePassword: text.min(1, 'required'),
      code: verificationCodeSchema,
    })
    .refine(matchingPasswords, { path: ['duplicatePassword'], message: 'password.mismatch' }),
  labels: {
    phone: label.phone,
    password: label.oldPassword,
    newPassword: label.newPassword,
    duplicatePassword: label.duplicatePassword,
    code: label.code,
  },
  answer: z.null(),
})

/**
 * What an expired-password refusal carries: the account's phone masked as the case detail masks one,
 * so the reset form can say which phone to type without handing the number to whoever typed a password.
 */
export const passwordExpiredDataSchema = z.object({ maskedPhone: z.string() })
