/**
 * The SIM cards area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`).
 */
export { cardHeldBy } from './cardHeld.ts'
export { simCardAuditedObjects } from './simCardAudit.ts'
