import { type Action, whoMayByEndpoint } from './actions.ts'
import { amountCutActions, amountCutReads, amountCutReviewActions } from './amountCutActions.ts'
import { auditReads } from './auditActions.ts'
import { automaticRuleActions, automaticRuleReads } from './automaticRuleActions.ts'
import { blacklistActions } from './blacklistActions.ts'
import { caseActions } from './caseActions.ts'
import { caseAllocationActions } from './caseAllocationActions.ts'
import { dashboardReads } from './dashboardActions.ts'
import type { Endpoint } from './endpoint.ts'
import { messageActions, messageReads } from './messageActions.ts'
import {
  offlineRepaymentActions,
  offlineRepaymentReads,
  offlineRepaymentReviewActions,
} from './offlineRepaymentActions.ts'
import { paymentLinkActions, paymentLinkReads } from './paymentLinkActions.ts'
import { payoutActions, payoutReads } from './payoutActions.ts'
import { repaymentReads } from './repaymentActions.ts'
import { salaryImportActions, salaryReads } from './salaryActions.ts'
import { sellersPerformanceReads } from './sellersPerformanceActions.ts'
import { sessionActions } from './sessionActions.ts'
import { simCardActions } from './simCardActions.ts'
import { memberOwnActions, staffActions } from './staffActions.ts'
import { systemReads } from './systemActions.ts'
import { targetActions, targetReads } from './targetActions.ts'
import { writeBatchActions } from './writeBatchActions.ts'

/**
 * Every area's actions, one line per record: the server reads their rules when it declares a route,
 * and refuses to declare a signed-in POST that none of them rules.
 */
export const allActions: readonly Action[] = [
  ...Object.values(sessionActions),
  ...Object.values(systemReads),
  ...Object.values(caseActions),
  ...Object.values(caseAllocationActions),
  ...Object.values(messageActions),
  ...Object.values(messageReads),
  ...Object.values(simCardActions),
  ...Object.values(staffActions),
  ...Object.values(memberOwnActions),
  ...Object.values(blacklistActions),
  ...Object.values(amountCutActions),
  ...Object.values(amountCutReviewActions),
  ...Object.values(offlineRepaymentActions),
  ...Object.values(offlineRepaymentReviewActions),
  ...Object.values(salaryImportActions),
  ...Object.values(payoutActions),
  ...Object.values(paymentLinkActions),
  ...Object.values(targetActions),
  ...Object.values(automaticRuleActions),
  ...Object.values(writeBatchActions),
]

export const whoMayOfEndpoint = whoMayByEndpoint(allActions)

/**
 * Reads (GET) that name rows of other people, ruled by the reach as the actions are: the server
 * checks their menu by the same rule, and the authorization matrix probes them like the writes.
 */
export const ruledReads: readonly Action[] = [
  ...Object.values(dashboardReads),
  ...Object.values(sellersPerformanceReads),
  ...Object.values(amountCutReads),
  ...Object.values(offlineRepaymentReads),
  ...Object.values(repaymentReads),
  ...Object.values(salaryReads),
  ...Object.values(payoutReads),
  ...Object.values(paymentLinkReads),
  ...Object.values(targetReads),
  ...Object.values(automaticRuleReads),
  ...Object.values(auditReads),
]

export const whoMayOfRead = whoMayByEndpoint(ruledReads)

/**
 * The endpoint of each write that may wait in the outbox, by the path its entries keep: an entry
 * names its path, not a function, so it can be stored and sent by a later build.
 */
export const offlineEndpointByPath: ReadonlyMap<string, Endpoint> = new Map(
  allActions.filter((action) => action.offline).map((action) => [action.endpoint.path, action.endpoint]),
)

/** Whether a queued write of this path may go in a batch (contract/writes.ts): an offline write sent as JSON, no file. */
export const batchablePath = (path: string): boolean => offlineEndpointByPath.get(path)?.encoding === 'json'
