// `npm run repayment -- --case C000154 --amount 1725`: tells the running server of a repayment as the
// loan platform does, signed with REPAYMENT_NOTIFY_SECRET (the server must have the same), and prints
// its answer. --amount is in major units (1725 is $1,725.00); --kind (normal), --id (a new one),
// --paid-at (now), --link (the payment link's reference the customer paid through, none), --url (http://localhost:$PORT, 3000); --dry-run prints the body and signature only.
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import {
  type RepaymentNotice,
  repaymentNoticeSchema,
  repaymentSignatureHeader,
} from '../contract/repayments.ts'
import { signRepaymentNotice } from '../server/services/repayments/notifiedRepayment.ts'
import { fail, platformSecret, sendOrShow } from './platformCallScript.ts'
import { postRepaymentNotice } from './repaymentNotice.ts'

const { values } = parseArgs({
  options: {
    case: { type: 'string' },
    amount: { type: 'string' },
    kind: { type: 'string', default: 'normal' },
    id: { type: 'string' },
    'paid-at': { type: 'string' },
    link: { type: 'string' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    'dry-run': { type: 'boolean', default: false },
  },
})

const secret = platformSecret()
const major = Number(values.amount)
if (!values.case || !Number.isFinite(major) || major <= 0)
  fail('Usage: npm run repayment -- --case <case number> --amount <amount, e.g. 1725.50>')

const parsed = repaymentNoticeSchema.safeParse({
  repaymentId: values.id ?? `PAY-${randomUUID()}`,
  caseNo: values.case,
  amount: Math.round(major * 100),
  kind: values.kind,
  paidAt: values['paid-at'] ?? new Date().toISOString(),
  linkReference: values.link,
} satisfies Record<keyof RepaymentNotice, unknown>)
if (!parsed.success)
  fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'))
const notice = parsed.data
await sendOrShow(
  values.url,
  values['dry-run']
    ? { body: notice, header: repaymentSignatureHeader, signature: signRepaymentNotice(notice, secret) }
    : null,
  () => postRepaymentNotice(values.url, notice, secret),
)
