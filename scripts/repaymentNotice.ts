// Sends the loan platform's calls to a running console as the platform does: signed with the shared
// secret, to the product's own notify routes. Used by `npm run repayment`, `npm run sale-entered` and
// the browser tests' door.
import { basePath } from '../contract/endpoint.ts'
import { notifyRepayment, type RepaymentNotice, repaymentSignatureHeader } from '../contract/repayments.ts'
import {
  notifySaleOrderEntered,
  type SaleOrderEntry,
  saleOrderEntrySignatureHeader,
} from '../contract/saleOrderEntries.ts'
import { signRepaymentNotice } from '../server/services/repayments/notifiedRepayment.ts'
import { signSaleOrderEntry } from '../server/services/sellersPerformance/index.ts'

type Envelope = { respCode: string; respMsg: string; data: unknown }

/** Posts a signed body to the server at `origin` (http://host:port); answers its envelope. */
async function postSigned(origin: string, path: string, body: unknown, header: string, signature: string) {
  const url = `${origin}${basePath}${path}?timestamp=${Date.now()}&lang=en-US`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', [header]: signature },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Envelope
}

/** Posts the signed repayment notice to the server at `origin` (http://host:port); answers its envelope. */
export function postRepaymentNotice(
  origin: string,
  notice: RepaymentNotice,
  secret: string,
): Promise<Envelope> {
  return postSigned(
    origin,
    notifyRepayment.path,
    notice,
    repaymentSignatureHeader,
    signRepaymentNotice(notice, secret),
  )
}

/** Posts the signed telling that a sale order's customer entered the app; answers its envelope. */
export function postSaleOrderEntry(origin: string, entry: SaleOrderEntry, secret: string): Promise<Envelope> {
  return postSigned(
    origin,
    notifySaleOrderEntered.path,
    entry,
    saleOrderEntrySignatureHeader,
    signSaleOrderEntry(entry, secret),
  )
}
