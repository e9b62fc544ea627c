import { amountCutErrors } from './amountCutErrors.ts'
import { auditErrors } from './auditErrors.ts'
import { automaticRuleErrors } from './automaticRuleErrors.ts'
import { blacklistErrors } from './blacklistErrors.ts'
import { caseErrors } from './caseErrors.ts'
import { dashboardErrors } from './dashboardErrors.ts'
import { type ErrorType, mergeCatalogues } from './errorCatalogue.ts'
import { offlineRepaymentErrors } from './offlineRepaymentErrors.ts'
import { paymentLinkErrors } from './paymentLinkErrors.ts'
import { payoutErrors } from './payoutErrors.ts'
import { policyErrors } from './policyErrors.ts'
import { repaymentErrors } from './repaymentErrors.ts'
import { salaryErrors } from './salaryErrors.ts'
import { saleOrderErrors } from './saleOrderErrors.ts'
import { sessionErrors } from './sessionErrors.ts'
import { sharedErrors } from './sharedErrors.ts'
import { simCardErrors } from './simCardErrors.ts'
import { staffErrors } from './staffErrors.ts'
import { targetErrors } from './targetErrors.ts'
import { workdayErrors } from './workdayErrors.ts'

/**
 * Every error code the service answers: the shared ones and each area's, one line per area
 * (docs/adding-an-area.md). A code two areas declare fails the type check here.
 */
export const errorCodes = mergeCatalogues([
  sharedErrors,
  sessionErrors,
  policyErrors,
  caseErrors,
  repaymentErrors,
  workdayErrors,
  staffErrors,
  simCardErrors,
  blacklistErrors,
  amountCutErrors,
  offlineRepaymentErrors,
  dashboardErrors,
  saleOrderErrors,
  salaryErrors,
  payoutErrors,
  paymentLinkErrors,
  targetErrors,
  automaticRuleErrors,
  auditErrors,
])

export type ErrorCode = keyof typeof errorCodes

/** An error as every caller sees it, whichever side raised it. */
export interface ApiFailure {
  type: ErrorType
  code: string
  message: string
  data?: unknown
}
