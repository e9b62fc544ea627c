import { z } from 'zod'
import { repaymentKinds } from './cases.ts'
import { clockSkewMs } from './clockSkew.ts'
import { endpoint } from './endpoint.ts'
import { firstCalendarDay, text } from './fields.ts'

/** The header carrying the notification's signature: hex HMAC-SHA256 of repaymentSignedText. */
export const repaymentSignatureHeader = 'x-repayment-signature'

const required = (max: number) => text.trim().min(1, 'required').max(max, 'tooLong')

export const repaymentNoticeSchema = z.object({
  repaymentId: required(64),
  caseNo: required(32),
  /** In the currency's minor units. */
  amount: z.number().int().min(1, 'number.tooSmall').max(1_000_000_000_000, 'number.tooBig'),
  kind: z.enum(repaymentKinds),
  // Money cannot have come later than now (give or take the two clocks' skew), nor in year 1: the
  // server also refuses a day before the loan was disbursed ('repayment.beforeDisbursal').
  paidAt: z.iso
    .datetime({ offset: true, message: 'invalidValue' })
    .refine((at) => Date.parse(at) <= Date.now() + clockSkewMs, 'invalidValue')
    .refine((at) => new Date(at).toISOString() >= firstCalendarDay, 'date.range'),
})
export type RepaymentNotice = z.infer<typeof repaymentNoticeSchema>

/**
 * The most one repayment may bring to a case: what it still owes, and a margin over it for a customer
 * who rounds up or pays a fee of the day with it (5% of the amount due, at least 100 minor units: one
 * peso, one naira). Anything above is a mistake to refuse ('repayment.aboveDue'), not money to book.
 */
export function mostRepayable(amountDue: number, paidAmount: number): number {
  const margin = Math.max(100, Math.ceil(amountDue * 0.05))
  return Math.max(0, amountDue - paidAmount) + margin
}

/**
 * What is signed: the fields in a fixed order, one per line, exactly as sent, so the signature does
 * not depend on how a JSON encoder orders or spaces them.
 */
export function repaymentSignedText(notice: RepaymentNotice): string {
  return [notice.repaymentId, notice.caseNo, String(notice.amount), notice.kind, notice.paidAt].join('\n')
}

const example: RepaymentNotice = {
  repaymentId: 'PAY-20261125-000184',
  caseNo: 'C000154',
  amount: 172_500,
  kind: 'normal',
  paidAt: '2026-11-25T10:42:00Z',
}

export const notifyRepayment = endpoint({
  method: 'POST',
  path: '/collection/repayment/notify',
  access: 'public',
  encoding: 'json',
  summary:
    "The loan platform tells of a repayment: it is recorded on the case, moves the case's lifecycle (REPAYMENT_RECEIVED, recorded as a transition) and tells the case's collector (REPAY_SUCCESS_MESSAGE).",
  description: [
    `Signed, not signed in: the ${repaymentSignatureHeader} header holds the hex HMAC-SHA256, with the`,
    'shared secret (REPAYMENT_NOTIFY_SECRET), of repaymentId, caseNo, amount, kind and paidAt joined by',
    'newlines, as sent. Idempotent per repaymentId: the same repayment told again is recorded once and',
    'answers applied: false; the same repaymentId with other content answers 409 repayment.reused. A',
    'repayment on a closed or paid-off case is recorded without moving the case; its collector is told',
    'either way. A repayment dated before the loan was disbursed (422 repayment.beforeDisbursal), or above',
    'what the case still owes plus a margin of 5% of its amount due (422 repayment.aboveDue), is refused.',
    '',
    `Example body: ${JSON.stringify(example)}`,
    `To sign and send one: \`REPAYMENT_NOTIFY_SECRET=<secret> npm run repayment -- --case ${example.caseNo} --amount 1725\` (--dry-run prints the body and its signature only).`,
  ].join('\n'),
  input: repaymentNoticeSchema.meta({ examples: [example] }),
  labels: {
    repaymentId: { en: 'Repayment id', es: 'Id del pago' },
    caseNo: { en: 'Case number', es: 'Número de caso' },
    amount: { en: 'Amount', es: 'Monto' },
    kind: { en: 'Repayment type', es: 'Tipo de pago' },
    paidAt: { en: 'Paid at', es: 'Pagado el' },
  },
  answer: z.object({
    repaymentId: z.string(),
    caseNo: z.string(),
    /** False when this repayment had been told before: nothing changed this time. */
    applied: z.boolean(),
    /** Whether the case's lifecycle took it (a closed or paid-off case records it only). */
    caseMoved: z.boolean(),
    paidAmount: z.number(),
  }),
})
