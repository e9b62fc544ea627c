/**
 * The offline repayments area's public module: all that other server areas may use of it
 * (dependency-cruiser's `server-area-only-through-its-public-module`). The audit finds its
 * recorded repayments here.
 */
export { offlineRepaymentAuditedObjects } from './offlineRepaymentAudit.ts'
