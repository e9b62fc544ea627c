import { z } from 'zod'
import { repaymentKinds } from './cases.ts'
import { clockSkewMs } from './clockSkew.ts'
import { csvFile, endpoint, type FieldLabels } from './endpoint.ts'
import { firstCalendarDay, idFromText, isoDate, text } from './fields.ts'
import { menuIds } from './menus.ts'
import { exportInput, keysetPageAnswer, keysetPageInput, keysetPageLabels } from './paging.ts'

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
  /**
   * The payment link the customer paid through (contract/paymentLinks.ts), when they did: the link turns
   * paid with the repayment. Platforms that send no links leave it out.
   */
  linkReference: required(64).optional(),
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
 * not depend on how a JSON encoder orders or spaces them. The link's reference is a sixth line only
 * when it is sent, so a platform that sends no links signs the five lines it always signed.
 */
export function repaymentSignedText(notice: RepaymentNotice): string {
  const fields = [notice.repaymentId, notice.caseNo, String(notice.amount), notice.kind, notice.paidAt]
  if (notice.linkReference !== undefined) fields.push(notice.linkReference)
  return fields.join('\n')
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
    'newlines, as sent, and then linkReference on a sixth line when (only when) it is sent. A notice',
    'naming a payment link (linkReference) turns the active link of that reference paid in the same',
    "transaction; the link must be the case's (422 paymentLink.unknownReference) and for the amount sent",
    '(422 paymentLink.amountDiffers); a link cancelled or expired meanwhile stays so, the money is recorded.',
    'Idempotent per repaymentId: the same repayment told again is recorded once and',
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
    linkReference: { en: 'Payment link reference', es: 'Referencia del enlace de pago' },
  },
  answer: z.object({
    repaymentId: z.string(),
    caseNo: z.string(),
    /** False when this repayment had been told before: nothing changed this time. */
    applied: z.boolean(),
    /** Whether the case's lifecycle took it (a closed or paid-off case records it only). */
    caseMoved: z.boolean(),
    paidAmount: z.number(),
    /** Whether the payment link the notice named turned paid now (absent when it named none). */
    linkPaid: z.boolean().optional(),
  }),
})

// ——— The repayment records (spec section 2, Financial, menu 71) ———

/** One repayment as the records list shows it: the money, its case and customer, who collected it. */
export const repaymentRowSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  caseNo: z.string(),
  /** Which case detail the case number opens: a collection case's or a sale case's. */
  caseKind: z.enum(['collection', 'sale']),
  customerName: z.string(),
  appName: z.string(),
  /** The case's team now; null for a case in no team. */
  teamName: z.string().nullable(),
  kind: z.enum(repaymentKinds),
  /** In the currency's minor units. */
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  /** The loan platform's or the office's reference of the payment. */
  reference: z.string(),
  /** Who held the case when the money came; null when nobody did. */
  collectorName: z.string().nullable(),
})
export type RepaymentRow = z.infer<typeof repaymentRowSchema>

/** The orders the records list offers: when the money came (newest first by default) and how much. */
export const repaymentSorts = ['paidAt', 'amount'] as const
export type RepaymentSort = (typeof repaymentSorts)[number]

/** The longest search the list takes: a case number or the start of a customer's name. */
export const repaymentSearchMax = 40

export const repaymentFilters = z
  .object({
    kind: z.enum(repaymentKinds).optional(),
    /** The days of payment, both ends included, on the caller's own clock. */
    paidFrom: isoDate.optional(),
    paidTo: isoDate.optional(),
    appId: idFromText.optional(),
    /** The case's team: for those who reach several teams; a team beyond the reach is refused. */
    teamId: idFromText.optional(),
    /** A case number (its digits will do) or the start of the customer's name or of a word in it. */
    search: text.trim().max(repaymentSearchMax, 'tooLong').optional(),
  })
  // A range needs both ends (spec section 5): the missing one is named.
  .superRefine((f, ctx) => {
    if (Boolean(f.paidFrom) !== Boolean(f.paidTo))
      ctx.addIssue({ code: 'custom', path: [f.paidFrom ? 'paidTo' : 'paidFrom'], message: 'range.bothEnds' })
  })
  // Range pickers confirm only when the start is not after the end (spec section 4).
  .refine((f) => !(f.paidFrom && f.paidTo) || f.paidFrom <= f.paidTo, {
    path: ['paidTo'],
    message: 'range.order',
  })
export type RepaymentFilters = z.infer<typeof repaymentFilters>

const repaymentFilterLabels = {
  kind: { en: 'Repayment type', es: 'Tipo de pago' },
  paidFrom: { en: 'Paid from', es: 'Pagado desde' },
  paidTo: { en: 'Paid to', es: 'Pagado hasta' },
  appId: { en: 'App', es: 'App' },
  teamId: { en: 'Team', es: 'Equipo' },
  search: { en: 'Case no or customer', es: 'N.º de caso o cliente' },
} as const satisfies FieldLabels

export const repaymentList = endpoint({
  method: 'GET',
  path: '/financial/repayment/list',
  access: menuIds.repayment,
  encoding: 'form',
  summary:
    "A page of the repayment records, newest payment first by default: each with its case, customer, app, type, amount and currency, time and collector. Scoped by the one policy: a team's user the repayments of the team's cases, a user over the teams every one. Days of payment are read on the caller's clock.",
  input: repaymentFilters.and(keysetPageInput(repaymentSorts, 'paidAt')),
  labels: { ...repaymentFilterLabels, ...keysetPageLabels },
  answer: keysetPageAnswer(repaymentRowSchema),
})

/** Amounts in minor units, one total per currency: two brands need not lend in the same money. */
export const repaymentTotalSchema = z.object({ currency: z.string(), count: z.number(), amount: z.number() })

export const repaymentSummary = endpoint({
  method: 'GET',
  path: '/financial/repayment/summary',
  access: menuIds.repayment,
  encoding: 'form',
  summary:
    'How many repayments the current filter finds and how much they bring, one total per currency (never added across currencies), scoped as the list is.',
  input: repaymentFilters,
  labels: repaymentFilterLabels,
  answer: z.object({ count: z.number(), totals: z.array(repaymentTotalSchema) }),
})
export type RepaymentSummary = z.infer<typeof repaymentSummary.answer>

export const repaymentExport = endpoint({
  method: 'GET',
  path: '/financial/repayment/export',
  access: menuIds.repayment,
  encoding: 'form',
  download: 'csv',
  summary:
    "The repayment records of the current filter and sort as a CSV file, scoped as the list is: headers and types in the request's language, times on the caller's clock, amounts in major units beside their currency.",
  input: repaymentFilters.and(exportInput(repaymentSorts, 'paidAt')),
  labels: { ...repaymentFilterLabels, sort: keysetPageLabels.sort, order: keysetPageLabels.order },
  answer: csvFile,
})
