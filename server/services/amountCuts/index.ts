/**
 * The amount cuts area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). The audit finds its recorded cuts here.
 */
export { amountCutAuditedObjects } from './amountCutAudit.ts'
