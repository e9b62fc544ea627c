/**
 * The kinds of object whose changes a business machine governs: what the audit trail records
 * (server/services/transitions.ts) and an auditor steps through. One line per area with a machine
 * (docs/adding-an-area.md), beside its versions in machines/auditedMachines.ts.
 */
export const auditedKinds = [
  'case',
  'simCard',
  'simApplication',
  'otpApplication',
  'leaveRequest',
  'amountCut',
  'offlineRepayment',
  'paymentLink',
  'payoutLine',
  'automaticRule',
] as const
export type AuditedKind = (typeof auditedKinds)[number]
