/**
 * The payment links area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). The repayments area checks and pays the link a notice
 * names, in the notice's transaction.
 */
export { type LinkNotice, linkOfNotice, payLinkOfNotice } from './paidByNotice.ts'
export { paymentLinkAuditedObjects } from './paymentLinkAudit.ts'
