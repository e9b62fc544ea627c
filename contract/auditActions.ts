import type { Action, WhoMay } from './actions.ts'
import { auditHistory, auditHistoryExport, auditHistoryJson, auditObjects } from './audit.ts'
import { menuIds } from './menus.ts'

/**
 * The audit reads every team's records: whoever opens its menu and sees every team (a manager, an
 * auditor) reads it; nobody changes anything through it.
 */
const auditReader: WhoMay = {
  menuId: menuIds.audit,
  readOnlyRoles: [],
  rows: 'everyTeam',
  outOfReach: 'audit.everyTeam',
}

export const auditReads = {
  objects: { endpoint: auditObjects, whoMay: auditReader, offline: false },
  history: { endpoint: auditHistory, whoMay: auditReader, offline: false },
  historyExport: { endpoint: auditHistoryExport, whoMay: auditReader, offline: false },
  historyJson: { endpoint: auditHistoryJson, whoMay: auditReader, offline: false },
} as const satisfies Record<string, Action>
