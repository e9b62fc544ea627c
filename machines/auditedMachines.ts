import type { AnyStateMachine } from 'xstate'
import type { AuditedKind } from '../contract/audit.ts'
import { automaticRuleVersions } from './automaticRuleVersions.ts'
import { caseLifecycleVersions } from './caseLifecycleVersions.ts'
import { financeReviewVersions } from './financeVersions.ts'
import { leaveVersions } from './leaveVersions.ts'
import type { MachineVersions } from './machineVersions.ts'
import { paymentLinkVersions } from './paymentLinkVersions.ts'
import { payoutLineVersions } from './payoutVersions.ts'
import { otpApplicationVersions, simApplicationVersions, simCardVersions } from './simVersions.ts'

/**
 * Every kind of object whose changes a business machine governs, with the versions of that machine:
 * what the audit trail records (server/services/transitions.ts), what an auditor steps through, and
 * what a recorded step replays through (docs/decisions/0013). An amount cut and an offline repayment
 * are both reviewed by the finance review machine.
 */
export const auditedMachines = {
  case: caseLifecycleVersions,
  simCard: simCardVersions,
  simApplication: simApplicationVersions,
  otpApplication: otpApplicationVersions,
  leaveRequest: leaveVersions,
  amountCut: financeReviewVersions,
  offlineRepayment: financeReviewVersions,
  paymentLink: paymentLinkVersions,
  payoutLine: payoutLineVersions,
  automaticRule: automaticRuleVersions,
} as const satisfies Record<AuditedKind, MachineVersions<AnyStateMachine>>
