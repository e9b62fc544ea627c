import { z } from 'zod'
import { clockSkewMs } from './clockSkew.ts'
import { endpoint } from './endpoint.ts'
import { firstCalendarDay, text } from './fields.ts'

/** The header carrying the telling's signature: hex HMAC-SHA256 of saleOrderEntrySignedText. */
export const saleOrderEntrySignatureHeader = 'x-sale-order-signature'

const required = (max: number) => text.trim().min(1, 'required').max(max, 'tooLong')

export const saleOrderEntrySchema = z.object({
  /** The loan platform's id of the order: told twice, it is taken once. */
  platformOrderId: required(64),
  caseNo: required(32),
  orderNo: required(64),
  /** The loan amount applied for, in the currency's minor units. */
  appliedAmount: z.number().int().min(1, 'number.tooSmall').max(1_000_000_000_000, 'number.tooBig'),
  /** ISO 4217, the currency of the case's brand. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'invalidValue'),
  enteredAt: z.iso
    .datetime({ offset: true, message: 'invalidValue' })
    .refine((at) => Date.parse(at) <= Date.now() + clockSkewMs, 'invalidValue')
    .refine((at) => new Date(at).toISOString() >= firstCalendarDay, 'date.range'),
})
export type SaleOrderEntry = z.infer<typeof saleOrderEntrySchema>

/** What is signed: the fields in a fixed order, one per line, exactly as sent. */
export function saleOrderEntrySignedText(entry: SaleOrderEntry): string {
  return [
    entry.platformOrderId,
    entry.caseNo,
    entry.orderNo,
    String(entry.appliedAmount),
    entry.currency,
    entry.enteredAt,
  ].join('\n')
}

const example: SaleOrderEntry = {
  platformOrderId: 'ORD-20261125-000071',
  caseNo: 'S00010001',
  orderNo: 'LN-884120',
  appliedAmount: 500_000,
  currency: 'MXN',
  enteredAt: '2026-11-25T10:42:00Z',
}

export const notifySaleOrderEntered = endpoint({
  method: 'POST',
  path: '/sales/order/entered/notify',
  access: 'public',
  encoding: 'json',
  summary:
    "The loan platform tells that a sale order's customer entered the app and applied for a loan: it is recorded on the sale case (SALE_ORDER_ENTERED_APP, a recorded transition), counts for the seller holding the case, and tells that seller (SELL_ORDER_ENTERED_APP).",
  description: [
    `Signed, not signed in: the ${saleOrderEntrySignatureHeader} header holds the hex HMAC-SHA256, with the`,
    "loan platform's shared secret (REPAYMENT_NOTIFY_SECRET, the same as its repayment notices), of",
    'platformOrderId, caseNo, orderNo, appliedAmount, currency and enteredAt joined by newlines, as sent.',
    'Idempotent per platformOrderId: told again, it is taken once and answers applied: false; the same',
    'platformOrderId with other content answers 409 saleOrder.reused. An unknown case number answers 404;',
    'a collection case, or a currency other than the case brand\u2019s, 400 naming the field.',
    '',
    `Example body: ${JSON.stringify(example)}`,
    `To sign and send one: \`REPAYMENT_NOTIFY_SECRET=<secret> npm run sale-entered -- --case ${example.caseNo}\` (--dry-run prints the body and its signature only).`,
  ].join('\n'),
  input: saleOrderEntrySchema.meta({ examples: [example] }),
  labels: {
    platformOrderId: { en: 'Platform order id', es: 'Id de la orden en la plataforma' },
    caseNo: { en: 'Case number', es: 'Número de caso' },
    orderNo: { en: 'Order number', es: 'Número de orden' },
    appliedAmount: { en: 'Amount applied for', es: 'Monto solicitado' },
    currency: { en: 'Currency', es: 'Moneda' },
    enteredAt: { en: 'Entered at', es: 'Ingresó el' },
  },
  answer: z.object({
    platformOrderId: z.string(),
    caseNo: z.string(),
    /** False when this order had been told before: nothing changed this time. */
    applied: z.boolean(),
    /** Whether the case's lifecycle recorded it (a closed case keeps the entry without a transition). */
    caseMoved: z.boolean(),
  }),
})
