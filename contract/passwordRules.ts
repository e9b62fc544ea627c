import { text } from './fields.ts'

export const passwordLength = { min: 8, max: 32 } as const

// Passwords people reach for first; the rule "simple passwords rejected" (spec section 5).
const simplePasswords = new Set([
  'password1',
  'password123',
  'qwerty123',
  'abc12345',
  'abcd1234',
  'admin123',
  'welcome1',
  'iloveyou1',
  'passw0rd',
  'letmein1',
  'changeme1',
  'p@ssw0rd',
  'contrasena1',
  'collection1',
])

function isSequentialOrRepeated(value: string): boolean {
  const lower = value.toLowerCase()
  if (/^(.)\1+$/.test(lower)) return true
  let ascending = true
  for (let i = 1; i < lower.length; i++) {
    if (lower.charCodeAt(i) !== lower.charCodeAt(i - 1) + 1) ascending = false
  }
  return ascending
}

/** True when a password is one of the common ones or a run like 'Abcdefgh1' stripped of case. */
export function isSimplePassword(value: string): boolean {
  const lower = value.toLowerCase()
  return (
    simplePasswords.has(lower) ||
    isSequentialOrRepeated(lower.replace(/\d+$/, '')) ||
    isSequentialOrRepeated(lower)
  )
}

/** The rule shown to users: 8 to 32 characters with upper and lower case letters and numbers. */
export const newPasswordSchema = text.min(1, 'required').superRefine((value, ctx) => {
  if (value.length === 0) return
  const fits =
    value.length >= passwordLength.min &&
    value.length <= passwordLength.max &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  if (!fits) ctx.addIssue({ code: 'custom', message: 'password.rules' })
  else if (isSimplePassword(value)) ctx.addIssue({ code: 'custom', message: 'password.simple' })
})
