import { z } from 'zod'
import type { Bilingual } from './bilingual.ts'
import { endpoint, type FieldLabels } from './endpoint.ts'
import { id, idFromText } from './fields.ts'
import { menuIds } from './menus.ts'
import { clientMutationId, writeEndpoint } from './writes.ts'

/**
 * Payment links (spec section 3: generation time, repayment amount, payment merchant fees; issue 24):
 * a collector makes, from a case, a link to the loan platform's checkout for an amount the case still
 * owes. The console never takes the payment: it makes and records the link, and the link turns paid
 * when the platform tells of a repayment naming its reference (contract/repayments.ts notifyRepayment).
 * docs/decisions/0052 says how the fee is drawn and who pays it.
 */

export const paymentLinkStatuses = ['active', 'paid', 'expired', 'cancelled'] as const
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number]

export const paymentLinkStatusWords: Readonly<Record<PaymentLinkStatus, Bilingual>> = {
  active: { en: 'Active', es: 'Activo' },
  paid: { en: 'Paid', es: 'Pagado' },
  expired: { en: 'Expired', es: 'Vencido' },
  cancelled: { en: 'Cancelled', es: 'Cancelado' },
}

/** The merchant's terms in one currency: a share of the amount in basis points and a fixed part. */
export interface MerchantFeeTerms {
  /** 1/100 of a percent of the amount: 250 is 2.5%. */
  basisPoints: number
  /** In the currency's minor units. */
  fixed: number
}

/**
 * The merchant's fee on a link of this amount: its share, rounded up to the next minor unit (the
 * merchant never takes less than its terms), and the fixed part. Both sides draw it with this function:
 * the dialog to show it before sending, the server to keep it.
 */
export function merchantFee(amount: number, terms: MerchantFeeTerms): number {
  return Math.ceil((amount * terms.basisPoints) / 10_000) + terms.fixed
}

/** One link as the case detail lists it. The customer pays `total`: the amount and the fee. */
export const paymentLinkRowSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  /** Random and unguessable: the loan platform names it when it tells of the repayment. */
  reference: z.string(),
  url: z.string(),
  /** What reaches the case's debt, in the currency's minor units. */
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  currency: z.string(),
  status: z.enum(paymentLinkStatuses),
  generatedAt: z.string(),
  generatedByName: z.string(),
  expiresAt: z.string(),
  /** When it was paid, cancelled or expired; null while active. */
  endedAt: z.string().nullable(),
})
export type PaymentLinkRow = z.infer<typeof paymentLinkRowSchema>

const caseIdLabel = { caseId: { en: 'Case', es: 'Caso' } } as const
const writeLabels = { clientMutationId: { en: 'Change id', es: 'Id del cambio' } } as const

export const paymentLinkSheet = endpoint({
  method: 'GET',
  path: '/collection/paymentLink/case',
  access: menuIds.cases,
  encoding: 'form',
  summary:
    "A case's payment links, newest first, with what a new one may be for (the least and the most, which is what the case still owes) and the merchant's fee terms in the case's currency.",
  input: z.object({ caseId: idFromText }),
  labels: caseIdLabel,
  answer: z.object({
    currency: z.string(),
    /** What the case still owes: the most a link may be for. 0 on a closed or paid-off case. */
    remaining: z.number(),
    minAmount: z.number(),
    fee: z.object({ basisPoints: z.number(), fixed: z.number() }),
    /** How long a link stays active, in hours. */
    expiresAfterHours: z.number(),
    links: z.array(paymentLinkRowSchema),
  }),
})

export const generatePaymentLink = writeEndpoint({
  method: 'POST',
  path: '/collection/paymentLink/generate',
  access: menuIds.cases,
  encoding: 'json',
  summary:
    "Makes a link to the loan platform's checkout for an amount of an open case, at least the minimum and at most what it still owes; the merchant's fee is drawn from the settings and paid by the customer on top. Refused while another link of the case is active.",
  input: z.object({
    caseId: id,
    // In the currency's minor units; the form turns what is typed into them (contract/money.ts).
    amount: z
      .number({
        error: (issue) => (issue.input === undefined ? 'paymentLink.amountEmpty' : 'paymentLink.amountValue'),
      })
      .int('paymentLink.amountValue')
      .min(1, 'paymentLink.amountValue')
      .max(1_000_000_000_000, 'paymentLink.amountValue'),
    clientMutationId,
  }),
  labels: { ...writeLabels, ...caseIdLabel, amount: { en: 'Amount', es: 'Monto' } },
  answer: paymentLinkRowSchema,
})

export const cancelPaymentLink = writeEndpoint({
  method: 'POST',
  path: '/collection/paymentLink/cancel',
  access: menuIds.cases,
  encoding: 'json',
  summary:
    'Cancels an active payment link of a case: a repayment the platform tells of later still reaches the case, but the link stays cancelled.',
  input: z.object({ linkId: id, clientMutationId }),
  labels: { ...writeLabels, linkId: { en: 'Payment link', es: 'Enlace de pago' } },
  answer: paymentLinkRowSchema,
})

export const paymentLinkLabels = { amount: { en: 'Amount', es: 'Monto' } } as const satisfies FieldLabels
