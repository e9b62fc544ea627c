// `npm run sale-entered -- --case S00010001`: tells the running server, as the loan platform does, that the
// sale order's customer entered the app, signed with REPAYMENT_NOTIFY_SECRET (the server must have the
// same), and prints its answer. --amount is in major units (5000 is $5,000.00, the default); --currency
// (MXN); --order (a new order number), --id (a new platform order id), --entered-at (now),
// --url (http://localhost:$PORT, 3000); --dry-run prints the body and signature only.
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import {
  type SaleOrderEntry,
  saleOrderEntrySchema,
  saleOrderEntrySignatureHeader,
} from '../contract/saleOrderEntries.ts'
import { signSaleOrderEntry } from '../server/services/sellersPerformance/index.ts'
import { fail, platformSecret, sendOrShow } from './platformCallScript.ts'
import { postSaleOrderEntry } from './repaymentNotice.ts'

const { values } = parseArgs({
  options: {
    case: { type: 'string' },
    amount: { type: 'string', default: '5000' },
    currency: { type: 'string', default: 'MXN' },
    order: { type: 'string' },
    id: { type: 'string' },
    'entered-at': { type: 'string' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    'dry-run': { type: 'boolean', default: false },
  },
})

const secret = platformSecret()
const major = Number(values.amount)
if (!values.case || !Number.isFinite(major) || major <= 0)
  fail('Usage: npm run sale-entered -- --case <sale case number> [--amount 5000] [--currency MXN]')

const parsed = saleOrderEntrySchema.safeParse({
  platformOrderId: values.id ?? `ORD-${randomUUID()}`,
  caseNo: values.case,
  orderNo: values.order ?? `LN-${Date.now().toString().slice(-8)}`,
  appliedAmount: Math.round(major * 100),
  currency: values.currency,
  enteredAt: values['entered-at'] ?? new Date().toISOString(),
} satisfies Record<keyof SaleOrderEntry, unknown>)
if (!parsed.success)
  fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'))
const entry = parsed.data

await sendOrShow(
  values.url,
  values['dry-run']
    ? { body: entry, header: saleOrderEntrySignatureHeader, signature: signSaleOrderEntry(entry, secret) }
    : null,
  () => postSaleOrderEntry(values.url, entry, secret),
)
