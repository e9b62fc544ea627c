import type { PayoutLineContext, PayoutLineEvent, PayoutLineState } from './payoutLine.ts'
import { payoutLineVersions } from './payoutVersions.ts'
import { type Decision, decide, initialOf, type Stored } from './storedDecisions.ts'

export type StoredPayoutLine = Stored<PayoutLineState, PayoutLineContext>

export const newPayoutLine = (): StoredPayoutLine => initialOf(payoutLineVersions)

/** Decides one step of a payout line: the server in the write's transaction, the screens to offer it. */
export const decidePayoutLine = (
  stored: StoredPayoutLine,
  event: PayoutLineEvent,
  using = payoutLineVersions.current,
): Decision<StoredPayoutLine> => decide(using, stored, event)
