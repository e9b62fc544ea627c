import type { Action, WhoMay } from './actions.ts'
import { menuIds, roleIds } from './menus.ts'
import {
  checkSalaryImport,
  confirmSalaryImport,
  salaryExport,
  salaryImportFailures,
  salaryList,
} from './salary.ts'

/**
 * Whoever opens the salary menu (91) reads the salaries of the members they reach (contract/policy.ts):
 * an office manager or a manager every team's, a team leader given the menu their team's.
 */
const salaryReader: WhoMay = {
  menuId: menuIds.salary,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'salary.memberOutOfReach',
}

/**
 * The finance office imports the adjustments (managers and office managers; a team leader given the
 * menu, for their team's members); auditors read the salaries and change none. Each row's member must
 * be in the importer's reach, checked row by row.
 */
const salaryImporter: WhoMay = {
  menuId: menuIds.salary,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'salary.memberOutOfReach',
}

/** Importing salary adjustments: checked, then saved on confirmation, both only with the server. */
export const salaryImportActions = {
  check: { endpoint: checkSalaryImport, whoMay: salaryImporter, offline: false },
  confirm: { endpoint: confirmSalaryImport, whoMay: salaryImporter, offline: false },
  failedRows: { endpoint: salaryImportFailures, whoMay: salaryImporter, offline: false },
} as const satisfies Record<string, Action>

/** The salary list and its export: reads of other people's pay, by the reach. */
export const salaryReads = {
  list: { endpoint: salaryList, whoMay: salaryReader, offline: false },
  export: { endpoint: salaryExport, whoMay: salaryReader, offline: false },
} as const satisfies Record<string, Action>
