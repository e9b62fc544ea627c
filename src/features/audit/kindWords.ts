import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditedKind } from '../../../contract/auditedKinds.ts'

/**
 * Each kind of recorded object as the office calls it: one line per area with a machine, beside its
 * kind in contract/auditedKinds.ts (docs/adding-an-area.md).
 */
export const kindWords: Record<AuditedKind, MessageDescriptor> = {
  case: msg`Case`,
  simCard: msg`SIM card`,
  simApplication: msg`SIM card application`,
  otpApplication: msg`WhatsApp code request`,
  leaveRequest: msg`Leave`,
  amountCut: msg`Amount cut`,
  offlineRepayment: msg`Offline repayment`,
  paymentLink: msg`Payment link`,
  payoutLine: msg`Payout line`,
  automaticRule: msg`Automatic rule`,
}
