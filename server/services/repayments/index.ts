/**
 * The repayments area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). To use more, export it here first.
 */
export { type CaseTakingMoney, type Credit, creditRepayment } from './creditRepayment.ts'
