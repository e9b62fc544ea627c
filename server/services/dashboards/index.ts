/**
 * The dashboards area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). The areas whose writes change a figure (cases,
 * repayments) count them here in their own transaction; dashboards reads no other area, so they may.
 * Salary reads the kept figures of a salary period from here.
 */

export { datesOf, salaryPeriodHolding, salaryPeriodsAround } from './figurePeriods.ts'
export { keepingCaseFigures } from './keptCaseFigures.ts'
export { countRepayments, countSaleEntry, countWork, finishedCaseChanges } from './keptFigures.ts'
export { rebuildKeptFigures, rebuildPeople } from './keptFiguresRebuild.ts'
export { type FigureDays, keptCountTotals, keptMoneyTotals, keptSalesTotals } from './keptFigureTotals.ts'
export { caseListCondition } from './liveCaseCounts.ts'
export { readSellersPerformance } from './sellerFigures.ts'
