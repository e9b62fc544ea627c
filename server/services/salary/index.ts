/**
 * The salary area's public module: all other server areas may use of it. Company payouts pay each
 * member the net of their salary period (server/services/payouts/).
 */
export { periodsUpTo, salaryOfPeriod } from './salaryFigures.ts'
