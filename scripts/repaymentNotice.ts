// Sends a repayment notice to a running console as the loan platform does: signed with the shared
// secret, to the product's own notify route. Used by `npm run repayment` and the browser tests' door.
import { basePath } from '../contract/endpoint.ts'
import { notifyRepayment, type RepaymentNotice, repaymentSignatureHeader } from '../contract/repayments.ts'
import { signRepaymentNotice } from '../server/services/repayments/notifiedRepayment.ts'

/** Posts the signed notice to the server at `origin` (http://host:port); answers its envelope. */
export async function postRepaymentNotice(
  origin: string,
  notice: RepaymentNotice,
  secret: string,
): Promise<{ respCode: string; respMsg: string; data: unknown }> {
  const url = `${origin}${basePath}${notifyRepayment.path}?timestamp=${Date.now()}&lang=en-US`
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [repaymentSignatureHeader]: signRepaymentNotice(notice, secret),
    },
    body: JSON.stringify(notice),
  })
  return (await response.json()) as { respCode: string; respMsg: string; data: unknown }
}
