import type { SQL } from 'drizzle-orm'
import type { AuditedKind } from '../../../contract/audit.ts'
import { amountCutAuditedObjects } from '../amountCuts/index.ts'
import { automaticRuleAuditedObjects } from '../automaticRules/index.ts'
import { caseAuditedObjects } from '../cases/index.ts'
import { offlineRepaymentAuditedObjects } from '../offlineRepayments/index.ts'
import { paymentLinkAuditedObjects } from '../paymentLinks/index.ts'
import { payoutAuditedObjects } from '../payouts/index.ts'
import { simCardAuditedObjects } from '../simCards/index.ts'
import { leaveAuditedObjects } from '../staffs/index.ts'

/**
 * Where each kind of recorded object lives, as its area declares it (one line per area with a
 * machine, docs/adding-an-area.md): a query of id, number, about and lifecycle.
 */
export const auditedObjects = {
  ...caseAuditedObjects,
  ...simCardAuditedObjects,
  ...leaveAuditedObjects,
  ...amountCutAuditedObjects,
  ...offlineRepaymentAuditedObjects,
  ...paymentLinkAuditedObjects,
  ...payoutAuditedObjects,
  ...automaticRuleAuditedObjects,
} as const satisfies Record<AuditedKind, SQL>
