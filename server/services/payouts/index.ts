/**
 * The company payouts area's public module: all that other server areas may use of it. The audit finds
 * its recorded lines here.
 */
export { payoutAuditedObjects } from './payoutAudit.ts'
