/**
 * What the audit shows of a recorded payload or context: phones and codes never reach an auditor
 * (spec section 6: a full phone needs its own reveal, a code is only ever the member's). The events
 * are made without them (machines/otpApplication.ts), so this is the net under that rule: a field
 * named for a phone keeps its last four digits, one named for a code or a password is hidden whole,
 * and a run of seven or more digits typed into free text (a phone in a rejection) keeps its last four.
 */
const phoneKey = /phone|mobile|msisdn/i
const secretKey = /code|otp|password|secret|token/i
const freeText = /reason|rejection|description|remark|note|text/i
// Seven or more digits, written together or with the spaces, dots, dashes and brackets of a phone.
const phoneLike = /\+?\d[\d\s().-]{5,}\d/g

const keepLastFour = (digits: string) => `${'•'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`

/** A phone written inside a text keeps its last four digits; a shorter run of figures (an amount) stays. */
const maskedPhones = (text: string) =>
  text.replace(phoneLike, (run) => {
    const digits = run.replace(/\D/g, '')
    return digits.length < 7 ? run : keepLastFour(digits)
  })
const hiddenWhole = '••••••'

function masked(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value
  if (secretKey.test(key)) return hiddenWhole
  if (typeof value === 'string') {
    if (phoneKey.test(key)) return value.replace(/\d(?=(?:\D*\d){4})/g, '•')
    if (freeText.test(key)) return maskedPhones(value)
    return value
  }
  if (typeof value === 'number' && phoneKey.test(key)) return keepLastFour(String(value))
  if (Array.isArray(value)) return value.map((item) => masked(key, item))
  if (typeof value === 'object') return maskedRecord(value as Record<string, unknown>)
  return value
}

/** The record with every phone and code masked, at any depth. */
export function maskedRecord(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, masked(key, value)]))
}
