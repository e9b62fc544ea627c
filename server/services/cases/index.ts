/**
 * The cases area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). To use more, export it here first.
 */

export { caseAuditedObjects } from './caseAudit.ts'
export {
  type DayBounds,
  type GroupQuery,
  openCases,
  type WorkdayGroupQueryName,
  workdayGroupQueries,
} from './caseDueToday.ts'
export { exportCasesWhere } from './caseExport.ts'
export { caseListWhere } from './caseFilters.ts'
export { applyCaseEvent } from './caseLifecycleWrites.ts'
export { listCasesWhere, listContextOf } from './caseList.ts'
export { rebuildCaseListFigures } from './caseListFigures.ts'
export { type CaseWithMoney, caseWithMoney } from './caseMoney.ts'
export { type Scope, scopeCondition, scopeOf, viewCondition } from './caseScope.ts'
export { caseNoOrNameCondition } from './caseSearch.ts'
