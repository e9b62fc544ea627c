import type { PaymentLinkContext, PaymentLinkEvent, PaymentLinkState } from './paymentLink.ts'
import { paymentLinkVersions } from './paymentLinkVersions.ts'
import { type Decision, decide, initialOf, type Stored } from './storedDecisions.ts'

export type StoredPaymentLink = Stored<PaymentLinkState, PaymentLinkContext>

export const newPaymentLink = (): StoredPaymentLink => initialOf(paymentLinkVersions)

/** Decides one step of a payment link: the server in the write's transaction, the screens to offer it. */
export const decidePaymentLink = (
  stored: StoredPaymentLink,
  event: PaymentLinkEvent,
  using = paymentLinkVersions.current,
): Decision<StoredPaymentLink> => decide(using, stored, event)
